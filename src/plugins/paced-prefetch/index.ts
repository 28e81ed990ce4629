// A Docusaurus plugin that spreads link prefetching over idle time.
//
// Docusaurus prefetches the chunks of every internal link once it scrolls into view. Each call
// matches the route, collects its chunk names from the site's whole route table and appends a
// <link rel="prefetch"> per chunk: 5-7 ms of main-thread work on this machine, and the links in
// view when a docs page opens (sidebar, navbar, table of contents, footer) made 120-230 ms of it
// on Lighthouse's phone, landing in the tasks right after hydration. ./client.js keeps the
// prefetching and only paces it: the routes wait in a queue that idle periods work through, a few
// milliseconds at a time.
//
// It works only as long as Docusaurus sets window.docusaurus once and <Link> reads it when it
// prefetches: the build checks the installed @docusaurus/core still does (the override's entry in
// ../docusaurus-couplings/registry.ts) and stops if not.

import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkOverride} from '../docusaurus-couplings/check';
import {PACED_PREFETCH} from '../docusaurus-couplings/registry';

export default function pacedPrefetchPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'palito-paced-prefetch',
    getClientModules() {
      return [path.join(siteDir, PACED_PREFETCH.module!)];
    },
    configureWebpack() {
      checkOverride(PACED_PREFETCH, siteDir);
      return {};
    },
  };
}
