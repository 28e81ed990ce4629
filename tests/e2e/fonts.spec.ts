// Korean pages name Korean fonts in their font stack (src/css/custom.css), so Hangul is drawn by
// a font the stylesheet asks for, not found by the browser's per-character fallback (which made
// a Korean page's first layout about three times an English one's). Chromium tells which fonts
// really drew a node's text (CSS.getPlatformFontsForNode). Needs a Korean font on the machine
// (.ci/run installs Debian's fonts-nanum when there is none).

import {expect, test, type Page} from '@playwright/test';
import {openHydrated} from './support/site';

interface PlatformFont {
  familyName: string;
  glyphCount: number;
}

/** The fonts that drew the text of the first element matching `selector`, most glyphs first. */
async function fontsDrawing(page: Page, selector: string): Promise<PlatformFont[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const {root} = await cdp.send('DOM.getDocument', {depth: 0});
  const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector});
  expect(nodeId, `no element matches ${selector}`).toBeGreaterThan(0);
  const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
  await cdp.detach();
  return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount);
}

/** The families a node's computed font-family names, lower-cased, without quotes. */
const namedFamilies = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) =>
    getComputedStyle(el)
      .fontFamily.split(',')
      .map((name) => name.trim().replace(/^['"]|['"]$/g, '').toLowerCase()),
  );

test('Korean running text is drawn by a font the stylesheet names', async ({page}) => {
  await openHydrated(page, '/docs/intro/installation');
  const selector = 'article .markdown > p';
  expect(await page.locator(selector).first().textContent()).toMatch(/[가-힣]/);
  const fonts = await fontsDrawing(page, selector);
  expect(fonts.length, 'the paragraph was drawn by no font').toBeGreaterThan(0);
  // The font that drew most of a Korean paragraph is a Korean one; it must be one we asked for.
  expect(await namedFamilies(page, selector)).toContain(fonts[0].familyName.toLowerCase());
});

test('English pages keep the system font stack', async ({page}) => {
  await openHydrated(page, '/en/docs/intro/installation');
  const families = await namedFamilies(page, 'article .markdown > p');
  expect(families[0]).toBe('system-ui');
  expect(families).not.toContain('nanumgothic');
});
