// Whether hydration kept the server's markup: elements taken from the server-rendered page before
// any of its scripts ran must still be in the document once the page has hydrated.

import type {Page} from '@playwright/test';

/** Before `page` is opened: remember the elements matching `selector` in the server's HTML. */
export async function markServerElements(page: Page, selector: string) {
  await page.addInitScript((sel) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {serverElements: Element[]}).serverElements = Array.from(document.querySelectorAll(sel));
    });
  }, selector);
}

/**
 * After hydration: how many elements were remembered, and how many of them are still in the
 * document. Waits half a second first, for the effects that follow hydration (the colour mode,
 * the browser flag, remembered tabs) to have rendered.
 */
export async function serverElementsKept(page: Page): Promise<{count: number; kept: number}> {
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const elements = (window as unknown as {serverElements?: Element[]}).serverElements ?? [];
    return {count: elements.length, kept: elements.filter((e) => e.isConnected).length};
  });
}
