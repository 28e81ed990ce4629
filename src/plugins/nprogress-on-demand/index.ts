// A Docusaurus plugin that takes the route-change progress bar (nprogress) out of the code every
// page runs at start-up.
//
// The classic theme registers a client module (theme-classic's lib/nprogress.js) that imports
// nprogress into the start-up bundle of every page, though the bar only shows on the second page a
// reader opens. This plugin points that module at ./progress-bar.js, which does the same with
// nprogress loaded in a chunk of its own: once the page is idle, or on the first route change for
// a reader with data saver on (as Docusaurus skips prefetching for them). The alias is an entry of
// ../docusaurus-couplings/registry.ts, checked when the build starts.

import type {LoadContext, Plugin} from '@docusaurus/types';
import {replaceModules} from '../replace-modules';
import {NPROGRESS_ON_DEMAND} from '../docusaurus-couplings/registry';

export default function nprogressOnDemandPlugin(context: LoadContext): Plugin {
  return replaceModules(context, 'palito-nprogress-on-demand', [NPROGRESS_ON_DEMAND]);
}
