import {test, expect, type Page} from '@playwright/test';
import {LOCALES} from './support/site';
import {applyLayout, contains, flowPosition, openDemo, readSteadyDrawing, sampleAssets} from './support/demo';

// The demo on a 390 px phone (touch: one finger moves an asset, two fingers pan), and readable
// in both colour modes.

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

for (const {locale, prefix} of LOCALES) {
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

      const report = await page.evaluate(() => {
        const rgba = (value: string) => {
          const [r, g, b, a = 1] = (value.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
          return {r, g, b, a};
        };
        /** The colour behind an element: its ancestors' backgrounds composed from the page up. */
        const background = (el: Element | null): {r: number; g: number; b: number} => {
          const chain: {r: number; g: number; b: number; a: number}[] = [];
          for (let node = el; node; node = node.parentElement) chain.push(rgba(getComputedStyle(node).backgroundColor));
          let colour = {r: 255, g: 255, b: 255};
          for (const layer of chain.reverse()) {
            colour = {
              r: layer.r * layer.a + colour.r * (1 - layer.a),
              g: layer.g * layer.a + colour.g * (1 - layer.a),
              b: layer.b * layer.a + colour.b * (1 - layer.a),
            };
          }
          return colour;
        };
        const luminance = ({r, g, b}: {r: number; g: number; b: number}) => {
          const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
          return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
        };
        const contrast = (el: Element) => {
          const fg = rgba(getComputedStyle(el).color);
          const bg = background(el);
          const text = {r: fg.r * fg.a + bg.r * (1 - fg.a), g: fg.g * fg.a + bg.g * (1 - fg.a), b: fg.b * fg.a + bg.b * (1 - fg.a)};
          const [hi, lo] = [luminance(text), luminance(bg)].sort((a, b) => b - a);
          return (hi + 0.05) / (lo + 0.05);
        };
        const roots = [
          '[data-testid="palito-canvas"] .react-flow__node',
          '[data-testid="palito-sidebar"]',
          '[data-testid="palito-footer"]',
          '[data-testid="demo-status-legend"]',
          '[data-testid="demo-preview"]',
        ];
        const checked: {where: string; text: string; ratio: number}[] = [];
        for (const root of roots) {
          for (const container of Array.from(document.querySelectorAll(root))) {
            const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const el = node.parentElement!;
              if (!node.textContent?.trim() || el.closest('.palito-visually-hidden, [aria-hidden="true"]')) continue;
              if (el.getClientRects().length === 0) continue;
              checked.push({where: root, text: node.textContent.trim().slice(0, 30), ratio: contrast(el)});
            }
          }
        }
        return checked;
      });
      expect(report.length).toBeGreaterThan(sample.length * 2);
      for (const root of ['.react-flow__node', 'palito-sidebar', 'palito-footer', 'demo-status-legend', 'demo-preview']) {
        expect(report.some((r) => r.where.includes(root)), `${root} checked`).toBe(true);
      }
      const poor = report.filter((r) => r.ratio < 4.5);
      console.log(`${theme} contrast (${locale}): ${report.length} texts, lowest ${Math.min(...report.map((r) => r.ratio)).toFixed(2)}`);
      expect(poor, JSON.stringify(poor.slice(0, 10))).toEqual([]);
    });
  }
}
