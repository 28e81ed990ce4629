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

import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The aliases client-start.js imports Docusaurus's client entry and its App by. */
const DOCUSAURUS_CLIENT_ENTRY = '@palito/docusaurus-client-entry';
const DOCUSAURUS_CLIENT_APP = '@palito/docusaurus-client-app';

export default function startAfterFirstPaintPlugin(): Plugin {
  return {
    name: 'palito-start-after-first-paint',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const original = config.entry;
      if (typeof original !== 'string' || !original.endsWith('clientEntry.js')) {
        // Docusaurus changed how it names its entry: stop the build rather than start the site twice.
        throw new Error(`start-after-first-paint: expected Docusaurus's client entry to be clientEntry.js, got ${JSON.stringify(original)}`);
      }
      config.entry = path.join(__dirname, 'client-start.js');
      return {
        resolve: {
          alias: {
            [`${DOCUSAURUS_CLIENT_ENTRY}$`]: original,
            [`${DOCUSAURUS_CLIENT_APP}$`]: path.join(path.dirname(original), 'App.js'),
          },
        },
      };
    },
  };
}
