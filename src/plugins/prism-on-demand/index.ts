// A Docusaurus plugin that takes Prism out of the code every page runs at start-up.
//
// The classic theme registers a client module (theme-classic's lib/prism-include-languages.js)
// that imports prism-react-renderer and adds `prism.additionalLanguages` to it when the site
// starts: on every page, code blocks or not, and as part of the first main-thread task (about a
// third of it on a phone). This plugin points that module at an empty one. The code blocks
// highlight with the site's own Prism (src/theme/CodeBlock/highlight/prism.ts), loaded with the
// first code block a page renders, in that block's chunk.

import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function prismOnDemandPlugin({siteDir}: LoadContext): Plugin {
  const fromSite = createRequire(path.join(siteDir, 'package.json'));
  // The theme's client module, as Docusaurus requires it: by its absolute path.
  const themeModule = path.join(path.dirname(fromSite.resolve('@docusaurus/theme-classic/package.json')), 'lib/prism-include-languages.js');
  const empty = path.join(siteDir, 'src/plugins/prism-on-demand/no-start-up-languages.js');
  return {
    name: 'palito-prism-on-demand',
    configureWebpack() {
      return {
        resolve: {
          alias: {[themeModule]: empty},
        },
      };
    },
  };
}
