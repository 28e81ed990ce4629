// A Docusaurus plugin that starts the site's scripts after the page's first paint.
//
// whole-first-paint holds the first paint until the HTML is parsed to the end. The scripts are
// deferred, so Chromium runs them as soon as the parse ends, in the same task and before it
// paints: main.js evaluated React, the theme and the route matching (about 30 ms here, 120 ms
// under Lighthouse's 4x slowdown) between the parse and the paint. The reader waited for that to
// see the page, and Lighthouse, which sees main.js run before the largest paint, counted its
// download and evaluation into the page's LCP (2.1-2.3 s simulated for a page painted at 1 s).
// This plugin makes ./client-start.js the browser bundle's entry: it waits until the browser
// reports the first contentful paint, then runs Docusaurus's own client entry from the same file
// (eager imports, no extra request), a few modules per task so that no task is long.
// tests/e2e/first-paint.spec.ts checks the client entry has not run when the parse ends nor at the
// first frame, and that the page then hydrates.
//
// The entry it replaces and the files client-start.js imports Docusaurus's entry and App by
// (`@palito/docusaurus-client-entry`, `@palito/docusaurus-client-app`) are the entry in
// ../docusaurus-couplings/registry.ts; the build stops if Docusaurus's entry is another file (the
// site would start twice) or one of them is gone.

import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkConfigEntry, checkEntry} from '../docusaurus-couplings/check';
import {START_AFTER_FIRST_PAINT} from '../docusaurus-couplings/registry';

export default function startAfterFirstPaintPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'palito-start-after-first-paint',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const files = checkEntry(START_AFTER_FIRST_PAINT, siteDir);
      checkConfigEntry(START_AFTER_FIRST_PAINT, config.entry, files.replaces);
      config.entry = files.with;
      const aliases = Object.entries(files.aliases).map(([name, file]) => [`${name}$`, file]);
      return {resolve: {alias: Object.fromEntries(aliases)}};
    },
  };
}
