// A Docusaurus plugin that takes Prism out of the code every page runs at start-up.
//
// The classic theme registers a client module (theme-classic's lib/prism-include-languages.js)
// that imports prism-react-renderer and adds `prism.additionalLanguages` to it when the site
// starts: on every page, code blocks or not, and as part of the first main-thread task (about a
// third of it on a phone). This plugin points that module at an empty one. The code blocks
// highlight with the site's own Prism (src/theme/CodeBlock/highlight/prism.ts), loaded with the
// first code block a page renders, in that block's chunk.

import type {LoadContext, Plugin} from '@docusaurus/types';
import {replaceThemeClientModule} from '../replace-theme-client-module';

export default function prismOnDemandPlugin({siteDir}: LoadContext): Plugin {
  return replaceThemeClientModule(siteDir, 'palito-prism-on-demand', 'prism-include-languages.js', 'src/plugins/prism-on-demand/no-start-up-languages.js');
}
