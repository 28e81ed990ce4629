// A Docusaurus plugin that renders the update after hydration in slices.
//
// Once a page has hydrated, Docusaurus's BrowserContextProvider sets `isBrowser` to true, and every
// component that reads it renders again: the code blocks' buttons, the tabs, the navbar's items,
// the colour-mode toggle. React rendered that update in one go, with the other state set in
// effects after hydration: on the installation page an 80-93 ms task under Lighthouse's 4x CPU
// slowdown, the page's longest after its first paint (54-55 ms with this plugin and
// src/theme/Navbar/MobileSidebar). The patch (its entry in ../docusaurus-couplings/registry.ts)
// makes the update a transition, which React renders in slices of about 5 ms; the build stops if
// the code it replaces has changed. tests/unit/site/browser-update-in-transition.test.ts makes the
// patch on the installed @docusaurus/core.

import type {LoadContext, Plugin} from '@docusaurus/types';
import {patchInstalledModule} from '../patch-installed-module';
import {BROWSER_UPDATE_IN_TRANSITION} from '../docusaurus-couplings/registry';

export default function browserUpdateInTransitionPlugin(context: LoadContext): Plugin {
  return patchInstalledModule(context, 'palito-browser-update-in-transition', BROWSER_UPDATE_IN_TRANSITION);
}
