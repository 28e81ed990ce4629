// A Docusaurus plugin that takes the route-change progress bar (nprogress) out of the code every
// page runs at start-up.
//
// The classic theme registers a client module (theme-classic's lib/nprogress.js) that imports
// nprogress into the start-up bundle of every page, though the bar only shows on the second page a
// reader opens. This plugin points that module at ./progress-bar.js, which does the same with
// nprogress loaded in a chunk of its own: once the page is idle, or on the first route change for
// a reader with data saver on (as Docusaurus skips prefetching for them).

import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function nprogressOnDemandPlugin({siteDir}: LoadContext): Plugin {
  const fromSite = createRequire(path.join(siteDir, 'package.json'));
  // The theme's client module, as Docusaurus requires it: by its absolute path.
  const themeModule = path.join(path.dirname(fromSite.resolve('@docusaurus/theme-classic/package.json')), 'lib/nprogress.js');
  return {
    name: 'palito-nprogress-on-demand',
    configureWebpack() {
      return {
        resolve: {
          alias: {[themeModule]: path.join(siteDir, 'src/plugins/nprogress-on-demand/progress-bar.js')},
        },
      };
    },
  };
}
