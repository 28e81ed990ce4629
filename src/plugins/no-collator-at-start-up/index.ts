// A Docusaurus plugin that keeps the ICU collator out of a page's start-up.
//
// theme-common's useShallowMemoObject sorts an object's keys with String#localeCompare. Docs and
// blog pages call it while they hydrate (the mobile sidebar's NavbarSecondaryMenuFiller, every
// code block's word-wrap hook), and the first localeCompare a page makes sets up the collator:
// 7-11 ms here, 30-45 ms under Lighthouse's 4x CPU slowdown, inside the hydration task. The keys
// are identifiers that only need the same order on every render, so ./plain-key-order-loader.cjs
// has them compared by code point. tests/unit/site/no-collator-at-start-up.test.ts runs the
// loader on the installed theme-common (an upgrade that changes the line fails there first), and
// first-load.spec checks docs and blog pages hydrate without calling localeCompare.

import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {installedFile, patchInstalledModule} from '../patch-installed-module';

/** theme-common's reactUtils, as the site resolves it. */
export function reactUtilsPath(siteDir: string): string {
  return installedFile(siteDir, '@docusaurus/theme-common', 'lib/utils/reactUtils.js');
}

export default function noCollatorAtStartUpPlugin({siteDir}: LoadContext): Plugin {
  return patchInstalledModule('palito-no-collator-at-start-up', reactUtilsPath(siteDir), path.join(__dirname, 'plain-key-order-loader.cjs'));
}
