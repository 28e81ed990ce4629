// A Docusaurus plugin that keeps the ICU collator out of a page's start-up.
//
// theme-common's useShallowMemoObject sorts an object's keys with String#localeCompare. Docs and
// blog pages call it while they hydrate (the mobile sidebar's NavbarSecondaryMenuFiller, every
// code block's word-wrap hook), and the first localeCompare a page makes sets up the collator:
// 7-11 ms here, 30-45 ms under Lighthouse's 4x CPU slowdown, inside the hydration task. The keys
// are identifiers that only need the same order on every render, so the patch (its entry in
// ../docusaurus-couplings/registry.ts) has them compared by code point; the build stops if the line
// it replaces has changed. tests/unit/site/no-collator-at-start-up.test.ts makes the patch on the
// installed theme-common, and first-load.spec checks docs and blog pages hydrate without calling
// localeCompare.

import type {LoadContext, Plugin} from '@docusaurus/types';
import {patchInstalledModule} from '../patch-installed-module';
import {NO_COLLATOR_AT_START_UP} from '../docusaurus-couplings/registry';

export default function noCollatorAtStartUpPlugin(context: LoadContext): Plugin {
  return patchInstalledModule(context, 'palito-no-collator-at-start-up', NO_COLLATOR_AT_START_UP);
}
