import {test, expect, type Page} from '@playwright/test';
import {DEFAULT_LOCALE} from './support/site';
import {expectDemoTextContrast} from './support/contrast';
import {applyLayout, contains, flowPosition, openDemo, readSteadyDrawing, sampleAssets} from './support/demo';

// The demo on a 390 px phone (touch: one finger moves an asset, two fingers pan), and readable
// in both colour modes (opened in each). In Korean; demo-locales.spec.ts checks that each locale's
// strings (longer in English) fit 390 px and keep their contrast in both modes.

type TouchPoint = {x: number; y: number; id?: number};

/** Real touch input through the DevTools protocol: Playwright's touchscreen only taps. */
async function touchGesture(page: Page, from: TouchPoint[], by: {x: number; y: number}, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  const at = (t: number) => from.map((p, i) => ({x: p.x + by.x * t, y: p.y + by.y * t, id: i}));
  await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: at(0)});
  for (let i = 1; i <= steps; i++) await cdp.send('Input.dispatchTouchEvent', {type: 'touchMove', touchPoints: at(i / steps)});
  await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
  await cdp.detach();
}

const viewportTranslate = (page: Page) =>
  page.locator('.react-flow__viewport').evaluate((el) => {
    const m = /translate\((-?[\d.]+)px,\s*(-?[\d.]+)px\)/.exec((el as HTMLElement).style.transform)!;
    return {x: Number(m[1]), y: Number(m[2])};
  });

const {locale, prefix} = DEFAULT_LOCALE;
const sample = sampleAssets(locale);

test.describe(`demo on a phone (${locale})`, () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('fits 390 px, lays out, moves an asset with one finger and pans with two', async ({page}) => {
    await openDemo(page, prefix);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await applyLayout(page, sample.length);
    expect(await overflow()).toBeLessThanOrEqual(0);

    // Zone View draws one zone across the canvas: boxes big enough for a finger.
    await page.getByTestId('palito-view-zone').tap();
    await expect(page.getByTestId('palito-view-zone')).toHaveAttribute('aria-pressed', 'true');
    const drawing = await readSteadyDrawing(page);
    const asset = drawing.assets[0];
    const cbs = drawing.cbs.find((c) => contains(c, asset))!;
    // Further than the browser's touch slop, or the gesture is a tap.
    const roomRight = cbs.x + cbs.width - (asset.x + asset.width);
    const roomLeft = asset.x - cbs.x;
    const dx = roomRight > roomLeft ? Math.min(40, roomRight) : -Math.min(40, roomLeft);
    expect(Math.abs(dx), 'room to move inside the CBS box').toBeGreaterThan(20);
    const before = await flowPosition(page, asset.id);
    const pan = await viewportTranslate(page);
    await touchGesture(page, [{x: asset.x + asset.width / 2, y: asset.y + asset.height / 2}], {x: dx, y: 0});
    const moved = await flowPosition(page, asset.id);
    expect(Math.sign(moved.x - before.x)).toBe(Math.sign(dx));
    expect(await viewportTranslate(page), 'one finger on an asset does not pan').toEqual(pan);

    // Two fingers on the canvas pan it; the asset stays where it was put.
    const canvas = (await page.locator('.react-flow__pane').boundingBox())!;
    const mid = {x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2};
    await touchGesture(page, [{x: mid.x - 40, y: mid.y}, {x: mid.x + 40, y: mid.y}], {x: 0, y: 60});
    const panned = await viewportTranslate(page);
    expect(panned.y - pan.y).toBeGreaterThan(20);
    expect(await flowPosition(page, asset.id)).toEqual(moved);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`demo in ${theme} mode (${locale}): text on the canvas, sidebar and footer keeps WCAG AA contrast`, async ({page}) => {
    await openDemo(page, prefix, `?docusaurus-theme=${theme}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await applyLayout(page, sample.length);

    await expectDemoTextContrast(page, `${theme} (${locale})`, sample.length);
  });
}
