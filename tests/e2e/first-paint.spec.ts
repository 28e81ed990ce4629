// The first paint shows the whole page, not its navbar alone (src/plugins/whole-first-paint): the
// page's render-blocking `<link rel="expect">` holds rendering until the marker after the page's
// content has been parsed. Checked on a slow network, where the HTML arrives in pieces and an
// unblocked page paints as soon as it has the navbar: an animation frame requested at the start
// of the document runs just before the first paint, and records what the page has by then.
// The site's scripts start after that frame (src/plugins/start-after-first-paint): Docusaurus's
// client entry, which sets window.docusaurus, has not run when the parse ends (deferred scripts
// run just before DOMContentLoaded) nor when the page is painted.

import {expect, test, type Page} from '@playwright/test';
import {LOCALES} from './support/site';

const PAGES = ['/', '/docs/intro/installation', '/docs/api/components/palito', '/blog/long-blog-post'];

const RECORD_FIRST_FRAME = `requestAnimationFrame(() => {
  window.__firstFrame = {
    article: document.querySelectorAll('main article, main section').length,
    footer: document.querySelector('footer') !== null,
    end: document.getElementById('palito-page-end') !== null,
    started: window.docusaurus !== undefined,
  };
});
document.addEventListener('DOMContentLoaded', () => {
  window.__startedAtParseEnd = window.docusaurus !== undefined;
});`;

type FirstFrame = {article: number; footer: boolean; end: boolean; started: boolean};

async function readFirstFrame(page: Page): Promise<FirstFrame> {
  await page.waitForFunction(() => (window as {__firstFrame?: unknown}).__firstFrame !== undefined, null, {timeout: 30_000});
  return page.evaluate(() => (window as unknown as {__firstFrame: FirstFrame}).__firstFrame);
}

for (const {locale, prefix} of LOCALES) {
  for (const path of PAGES) {
    test(`${locale} ${path}: the first frame has the whole page`, async ({page}) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      // About 40 kB/s: the page's HTML (20-30 kB gzip) takes the better part of a second.
      await cdp.send('Network.emulateNetworkConditions', {offline: false, latency: 40, downloadThroughput: 40_000, uploadThroughput: 40_000});
      await page.addInitScript({content: RECORD_FIRST_FRAME});
      await page.goto(`${prefix}${path}`, {waitUntil: 'commit'});
      const frame = await readFirstFrame(page);
      expect(frame.end).toBe(true);
      expect(frame.footer).toBe(true);
      expect(frame.article).toBeGreaterThan(0);
    });

    // Deferred scripts run when the parse ends, and Docusaurus's entry used to run there, often
    // before the first paint. On a second visit the scripts come from the cache, as in Lighthouse's
    // runs, where the entry ran before the paint every time.
    test(`${locale} ${path}: the scripts start after the first frame, then hydrate the page`, async ({page}) => {
      await page.goto(`${prefix}${path}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.addInitScript({content: RECORD_FIRST_FRAME});
      await page.goto(`${prefix}${path}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const frame = await readFirstFrame(page);
      expect(frame.end).toBe(true);
      expect(frame.started).toBe(false);
      expect(await page.evaluate(() => (window as {__startedAtParseEnd?: boolean}).__startedAtParseEnd)).toBe(false);
      expect(await page.evaluate(() => typeof (window as {docusaurus?: {prefetch?: unknown}}).docusaurus?.prefetch)).toBe('function');
    });
  }
}
