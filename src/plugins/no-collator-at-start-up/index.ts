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
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** theme-common's reactUtils, as the site resolves it. */
export function reactUtilsPath(siteDir: string): string {
  const fromSite = createRequire(path.join(siteDir, 'package.json'));
  // The package's exports name no package.json; its main entry is lib/index.js.
  return path.join(path.dirname(fromSite.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');
}

export default function noCollatorAtStartUpPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'palito-no-collator-at-start-up',
    configureWebpack() {
      return {
        module: {
          rules: [{test: reactUtilsPath(siteDir), use: [{loader: path.join(siteDir, 'src/plugins/no-collator-at-start-up/plain-key-order-loader.cjs')}]}],
        },
      };
    },
  };
}
