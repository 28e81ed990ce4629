// A Docusaurus plugin that takes Prism out of the code every page runs at start-up.
//
// The classic theme registers a client module (theme-classic's lib/prism-include-languages.js)
// that imports prism-react-renderer and adds `prism.additionalLanguages` to it when the site
// starts: on every page, code blocks or not, and as part of the first main-thread task (about a
// third of it on a phone). This plugin points that module at an empty one. The code blocks
// highlight with the site's own Prism (src/theme/CodeBlock/highlight/prism.ts).
//
// In the browser that Prism is a chunk of its own, loaded when the reader points at a link or when
// a block needs it (highlight/tokenizer.ts): a page hydrates its blocks from the server's HTML. The
// server render needs it at once, so its bundle takes highlight/tokenizer.server.ts instead.
//
// Both aliases are entries of ../docusaurus-couplings/registry.ts, checked when the build starts.

import type {LoadContext, Plugin} from '@docusaurus/types';
import {replaceModules} from '../replace-modules';
import {PRISM_ON_DEMAND, PRISM_SERVER_TOKENIZER} from '../docusaurus-couplings/registry';

export default function prismOnDemandPlugin(context: LoadContext): Plugin {
  return replaceModules(context, 'palito-prism-on-demand', [PRISM_ON_DEMAND, PRISM_SERVER_TOKENIZER]);
}
