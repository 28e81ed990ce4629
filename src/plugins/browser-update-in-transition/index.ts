// A Docusaurus plugin that renders the update after hydration in slices.
//
// Once a page has hydrated, Docusaurus's BrowserContextProvider sets `isBrowser` to true, and every
// component that reads it renders again: the code blocks' buttons, the tabs, the navbar's items,
// the colour-mode toggle. React rendered that update in one go: on the installation page 550
// components, an 80-90 ms task under Lighthouse's 4x CPU slowdown, the page's longest after its
// first paint. ./browser-context-loader.cjs makes the update a transition, which React renders in
// slices of about 5 ms. tests/unit/site/browser-update-in-transition.test.ts runs the loader on
// the installed @docusaurus/core (an upgrade that changes the code fails there first).

import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** @docusaurus/core's browserContext.js, as the site resolves it. */
export function browserContextPath(siteDir: string): string {
  const fromSite = createRequire(path.join(siteDir, 'package.json'));
  return path.join(path.dirname(fromSite.resolve('@docusaurus/core/package.json')), 'lib', 'client', 'browserContext.js');
}

export default function browserUpdateInTransitionPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'palito-browser-update-in-transition',
    configureWebpack() {
      return {
        module: {
          rules: [{test: browserContextPath(siteDir), use: [{loader: path.join(siteDir, 'src/plugins/browser-update-in-transition/browser-context-loader.cjs')}]}],
        },
      };
    },
  };
}
