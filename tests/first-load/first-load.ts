// First-load JavaScript of a page, shared by tests/e2e/first-load.spec.ts (the budget) and
// bench/site/run.ts (the comparison with a stock Docusaurus site): every script response of a page
// load, from navigation until the network is idle after hydration, and their bodies' gzip size.
//
// Measured as Docusaurus serves a reader with data saver on: link prefetching is off, so only what
// the page itself needs is downloaded. Chromium has no switch for the data-saver signal, so the page
// is told through the same browser API Docusaurus reads (`turnOnSaveData(page)` before the load).

import zlib from 'node:zlib';
import type {Page, Response} from '@playwright/test';

export interface LoadedScript {
  url: string;
  body: Buffer;
}

/** Tells every document the page loads from now on that the reader has data saver on. */
export async function turnOnSaveData(page: Page): Promise<void> {
  // As source text: a function would be compiled by the caller's loader first, and tsx (which
  // runs bench:site) wraps its arrow functions in a `__name` helper the page does not have, so the
  // script threw and the page saw saveData false.
  await page.addInitScript({content: "Object.defineProperty(NetworkInformation.prototype, 'saveData', {get() { return true; }});"});
}

// A response still arriving when the test finishes can no longer be read; reading it then
// throws inside the event handler and fails a test whose assertions all passed. Such a
// late body is not part of what is measured, so it is skipped.
export async function bodyOf(response: Response): Promise<Buffer | null> {
  try {
    return await response.body();
  } catch {
    return null;
  }
}

/** Loads `url` and returns the scripts it downloaded until hydrated and the network idle. */
export async function firstLoadScripts(page: Page, url: string): Promise<LoadedScript[]> {
  const scripts: LoadedScript[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      void bodyOf(response).then((body) => body && scripts.push({url: response.url(), body}));
    }
  });
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 10_000});
  if (!(await page.evaluate(() => (navigator as {connection?: {saveData?: boolean}}).connection?.saveData))) {
    throw new Error(`${url} was measured without data saver on: call turnOnSaveData(page) first`);
  }
  await page.waitForLoadState('networkidle');
  return scripts;
}

/** The scripts' bodies gzipped at level 9, in bytes, summed. */
export function gzipBytes(scripts: readonly LoadedScript[]): number {
  return scripts.reduce((sum, s) => sum + zlib.gzipSync(s.body, {level: 9}).length, 0);
}
