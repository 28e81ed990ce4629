// A Docusaurus plugin that holds a page's first paint until its HTML has been parsed to the end.
//
// A docs page's HTML arrives and is parsed in pieces. Chromium painted as soon as it had the head
// and the navbar, then parsed the article, ran the page's scripts and laid the whole page out
// again: on the Palito API page, under Lighthouse's 4x CPU slowdown, a 90 ms layout and paint of
// the navbar alone, then a 170-180 ms layout of all 3,600 boxes in the same task as the scripts,
// after the first paint, where it blocked the page (it was most of the page's Total Blocking
// Time). With a render-blocking `<link rel="expect">` for a marker after the page's content, the
// first paint waits for the marker to be parsed and lays the page out once, complete: the reader
// sees the whole page at once instead of a navbar and then the page. The HTML is 20-30 kB gzip,
// so the wait is short; a browser that does not know `rel="expect"` paints as before.
// tests/e2e/first-paint.spec.ts checks the first paint shows the article.

import type {Plugin} from '@docusaurus/types';

/** The marker's id: after the app's root, so React never sees it. */
export const PAGE_END_ID = 'palito-page-end';

export default function wholeFirstPaintPlugin(): Plugin {
  return {
    name: 'palito-whole-first-paint',
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'link', attributes: {rel: 'expect', href: `#${PAGE_END_ID}`, blocking: 'render'}}],
        postBodyTags: [{tagName: 'div', attributes: {id: PAGE_END_ID, hidden: true}}],
      };
    },
  };
}
