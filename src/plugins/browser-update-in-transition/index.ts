// A Docusaurus plugin that renders the update after hydration in slices.
//
// Once a page has hydrated, Docusaurus's BrowserContextProvider sets `isBrowser` to true, and every
// component that reads it renders again: the code blocks' buttons, the tabs, the navbar's items,
// the colour-mode toggle. React rendered that update in one go, with the other state set in
// effects after hydration: on the installation page an 80-93 ms task under Lighthouse's 4x CPU
// slowdown, the page's longest after its first paint (54-55 ms with this plugin and
// src/theme/Navbar/MobileSidebar). ./browser-context-loader.cjs makes the update a transition, which React renders in
// slices of about 5 ms. tests/unit/site/browser-update-in-transition.test.ts runs the loader on
// the installed @docusaurus/core (an upgrade that changes the code fails there first).

import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {installedFile, patchInstalledModule} from '../patch-installed-module';

/** @docusaurus/core's browserContext.js, as the site resolves it. */
export function browserContextPath(siteDir: string): string {
  return installedFile(siteDir, '@docusaurus/core', 'lib/client/browserContext.js');
}

export default function browserUpdateInTransitionPlugin({siteDir}: LoadContext): Plugin {
  return patchInstalledModule('palito-browser-update-in-transition', browserContextPath(siteDir), path.join(__dirname, 'browser-context-loader.cjs'));
}
