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

import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {replaceThemeClientModule} from '../replace-theme-client-module';

export default function prismOnDemandPlugin({siteDir}: LoadContext): Plugin {
  const themeModule = replaceThemeClientModule(siteDir, 'palito-prism-on-demand', 'prism-include-languages.js', 'src/plugins/prism-on-demand/no-start-up-languages.js');
  const highlight = path.join(siteDir, 'src/theme/CodeBlock/highlight');
  return {
    ...themeModule,
    configureWebpack(config, isServer, utils, content) {
      const aliases = themeModule.configureWebpack?.(config, isServer, utils, content)?.resolve?.alias ?? {};
      // The import is `./tokenizer`, which the resolver sees as this absolute path.
      const server = isServer ? {[path.join(highlight, 'tokenizer')]: path.join(highlight, 'tokenizer.server.ts')} : {};
      return {resolve: {alias: {...aliases, ...server}}};
    },
  };
}
