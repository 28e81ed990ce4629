import fs from 'node:fs';
import {test, expect, type Page} from '@playwright/test';
import {generateInventoryCsv} from '../../bench/generate-inventory';
import {watchErrors} from './support/site';
import {flowPosition, mouseDrag, openDemo} from './support/demo';

// The editor at 5,000 assets (issue 10): the assets and lines are drawn on the level-of-detail
// layer, and everything that works on the 39-asset sample still works. One test, applied once:
// a 5,000-asset layout takes seconds, and each step starts from the last.

const ASSETS = 5000;
const LAYER = '[data-testid="palito-asset-layer"]';
const FLOW = '[data-testid="palito-canvas"] .react-flow';

test.describe.configure({timeout: 180_000});

/** A React Flow node's position (relative to its parent), by its flow id. */
async function positionOf(page: Page, flowId: string): Promise<{x: number; y: number}> {
  const transform = await page.locator(`.react-flow__node[data-id="${flowId}"]`).evaluate((el) => (el as HTMLElement).style.transform);
  const match = /translate\((-?[\d.]+)px,\s*(-?[\d.]+)px\)/.exec(transform)!;
  return {x: Number(match[1]), y: Number(match[2])};
}

/** React Flow's zoom, read from the viewport's transform. */
const zoomOf = (page: Page) =>
  page.evaluate(() => Number(/scale\(([\d.e-]+)\)/.exec(document.querySelector<HTMLElement>('.react-flow__viewport')!.style.transform)![1]));

/** Wheel-zooms at a point (by default the canvas's centre) until the zoom is at least `zoom`. */
async function zoomTo(page: Page, zoom: number, at?: {x: number; y: number}) {
  const box = (await page.locator(FLOW).boundingBox())!;
  const point = at ?? {x: box.x + box.width / 2, y: box.y + box.height / 2};
  await page.mouse.move(point.x, point.y);
  for (let i = 0; i < 60 && (await zoomOf(page)) < zoom; i++) {
    await page.mouse.wheel(0, -200);
    await page.waitForTimeout(50);
  }
  expect(await zoomOf(page)).toBeGreaterThanOrEqual(zoom);
}

/**
 * A point on screen inside an asset the layer draws in a status colour: a pixel of that colour
 * whose neighbours within `margin` pixels are too, clear of the toolbar, the legend, the zoom
 * controls and the minimap. What a user would aim at.
 */
async function assetOnLayer(page: Page, margin: number, status = 'normal'): Promise<{x: number; y: number}> {
  await page.waitForTimeout(200); // the layer redraws on the frame after the view changes
  return page.evaluate(
    ({layer, status, margin}) => {
      const canvas = document.querySelector<HTMLCanvasElement>(layer)!;
      const probe = document.createElement('canvas').getContext('2d')!;
      probe.fillStyle = getComputedStyle(canvas).getPropertyValue(`--palito-status-${status}`).trim();
      const hex = String(probe.fillStyle);
      const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      const {width, height} = canvas;
      const data = canvas.getContext('2d')!.getImageData(0, 0, width, height).data;
      const is = (x: number, y: number) => {
        const i = (y * width + x) * 4;
        return data[i + 3] === 255 && want.every((v, k) => Math.abs(data[i + k] - v) <= 2);
      };
      const rect = canvas.getBoundingClientRect();
      const ratio = width / rect.width;
      const around = [-margin, 0, margin];
      for (let y = Math.floor(110 * ratio); y < height - 30 * ratio; y++) {
        for (let x = Math.floor(60 * ratio); x < width - 230 * ratio; x++) {
          if (around.every((dy) => around.every((dx) => is(x + dx, y + dy)))) {
            return {x: rect.left + (x + 0.5) / ratio, y: rect.top + (y + 0.5) / ratio};
          }
        }
      }
      throw new Error(`no ${status} asset drawn on the layer`);
    },
    {layer: LAYER, status, margin},
  );
}

/** How many pixels of the layer within `radius` screen pixels of `at` are in the selection's outline colour. */
async function selectionOutlineNear(page: Page, at: {x: number; y: number}, radius: number): Promise<number> {
  await page.waitForTimeout(200); // the layer redraws on the frame after the selection changes
  return page.evaluate(
    ({layer, at, radius}) => {
      const canvas = document.querySelector<HTMLCanvasElement>(layer)!;
      const probe = document.createElement('canvas').getContext('2d')!;
      probe.fillStyle = getComputedStyle(canvas).getPropertyValue('--palito-node-selected').trim();
      const hex = String(probe.fillStyle);
      const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      const rect = canvas.getBoundingClientRect();
      const ratio = canvas.width / rect.width;
      const cx = Math.round((at.x - rect.left) * ratio);
      const cy = Math.round((at.y - rect.top) * ratio);
      const r = Math.round(radius * ratio);
      const data = canvas.getContext('2d')!.getImageData(cx - r, cy - r, 2 * r, 2 * r).data;
      let count = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 200 && want.every((v, k) => Math.abs(data[i + k] - v) <= 8)) count++;
      return count;
    },
    {layer: LAYER, at, radius},
  );
}

test('5,000 assets: drawn on the layer; select, menu, drag a box, zoom in and drag an asset, Zone View, export', async ({page}) => {
  const errors = watchErrors(page);
  await openDemo(page, '/en');
  const csv = generateInventoryCsv({assets: ASSETS, seed: 20240601});
  await page.getByTestId('demo-file-input').setInputFiles({name: 'inventory-5000.csv', mimeType: 'text/csv', buffer: Buffer.from(csv)});
  await expect(page.getByTestId('demo-preview')).toContainText('A00001');
  await page.getByTestId('demo-apply').click();
  await expect(page.getByTestId('demo-status')).toHaveText(/\b5,000\b/, {timeout: 90_000});
  await expect(page.locator(FLOW)).toHaveAttribute('data-drawn', 'complete');
  await expect(page.locator(FLOW)).toHaveAttribute('data-assets', String(ASSETS));

  await test.step('zoomed out, the assets are on the layer and no asset is a component', async () => {
    await expect(page.locator(LAYER)).toHaveCount(1);
    await expect(page.locator('.react-flow__node-palito-asset')).toHaveCount(0);
    expect(await page.locator('.react-flow__node-palito-cbs').count()).toBeGreaterThan(10);
  });

  await page.getByTestId('palito-canvas').scrollIntoViewIfNeeded();
  // Zoom in on the top-left corner of a CBS box well inside the view (the point under the pointer
  // stays put), to where assets are big enough to aim at: its assets are then in view, and so is
  // its title, for the drag below, whatever the layout.
  const corner = await page.evaluate((f) => {
    for (const el of Array.from(document.querySelectorAll('.react-flow__node-palito-cbs'))) {
      const r = el.getBoundingClientRect();
      if (r.left > f.x + 40 && r.left + 120 < f.x + f.width - 250 && r.top > f.y + 140 && r.top + 60 < f.y + f.height - 150) return {x: r.left + 2, y: r.top + 2};
    }
    return null;
  }, (await page.locator(FLOW).boundingBox())!);
  expect(corner).not.toBeNull();
  await zoomTo(page, 0.12, corner!);
  expect(await zoomOf(page)).toBeLessThan(0.4);

  await test.step('a click on an asset of the layer selects it', async () => {
    const at = await assetOnLayer(page, 2);
    expect(await selectionOutlineNear(page, at, 30), 'no outline before the click').toBe(0);
    await page.mouse.click(at.x, at.y);
    const selected = page.getByTestId('palito-selected-node');
    await expect(selected).toContainText(/A\d{5}/);
    // The layer outlines the selected asset (drawn apart from the scene, which a click leaves alone).
    expect(await selectionOutlineNear(page, at, 30), 'the selected asset outlined on the layer').toBeGreaterThan(10);
  });

  await test.step('a right-click on an asset of the layer opens its menu', async () => {
    const at = await assetOnLayer(page, 2);
    await page.mouse.click(at.x, at.y, {button: 'right'});
    const menu = page.getByTestId('palito-context-menu');
    await expect(menu).toBeVisible();
    await expect(menu.locator('[data-menu-item="show-in-zone"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  await test.step('a CBS box drags', async () => {
    // One whose top edge is in view, clear of the toolbar and the legend.
    const flow = (await page.locator(FLOW).boundingBox())!;
    const id = (await page.evaluate((f) => {
      for (const el of Array.from(document.querySelectorAll('.react-flow__node-palito-cbs'))) {
        const r = el.getBoundingClientRect();
        if (r.left > f.x + 20 && r.left + 80 < f.x + f.width - 250 && r.top > f.y + 120 && r.top + 40 < f.y + f.height - 150) return el.getAttribute('data-id');
      }
      return null;
    }, flow))!;
    expect(id).not.toBeNull();
    const cbs = page.locator(`.react-flow__node[data-id="${id}"]`);
    const before = await positionOf(page, id);
    const box = (await cbs.boundingBox())!;
    await mouseDrag(page, {x: box.x + 40, y: box.y + 4}, {x: 40, y: 30});
    await expect.poll(async () => (await positionOf(page, id)).x).not.toBe(before.x);
  });

  await test.step('zoomed in, the assets in view are components: they drag as on a small diagram', async () => {
    await zoomTo(page, 0.5, await assetOnLayer(page, 2));
    const assets = page.locator('.react-flow__node-palito-asset');
    await expect.poll(() => assets.count()).toBeGreaterThan(0);
    expect(await assets.count()).toBeLessThan(1000);
    // One fully in view, not under the toolbar or legend, and on top where the pointer takes it
    // (not under the CBS box dragged above).
    const flow = (await page.locator(FLOW).boundingBox())!;
    const id = await page.evaluate((f) => {
      for (const el of Array.from(document.querySelectorAll('.react-flow__node-palito-asset'))) {
        const r = el.getBoundingClientRect();
        const inView = r.left > f.x + 100 && r.right < f.x + f.width - 250 && r.top > f.y + 120 && r.bottom < f.y + f.height - 150;
        if (inView && el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))) return el.getAttribute('data-id');
      }
      return null;
    }, flow);
    expect(id).not.toBeNull();
    const node = page.locator(`.react-flow__node[data-id="${id}"]`);
    const before = await flowPosition(page, id!);
    const box = (await node.boundingBox())!;
    await mouseDrag(page, {x: box.x + box.width / 2, y: box.y + box.height / 2}, {x: 30, y: 20});
    // An asset stays inside its CBS box: at the box's edge one axis of the move is held there.
    await expect.poll(async () => flowPosition(page, id!)).not.toEqual(before);
    await expect(node).toHaveClass(/selected/);
  });

  await test.step('Zone View draws one zone', async () => {
    await page.getByTestId('palito-view-zone').click();
    await expect.poll(async () => Number(await page.locator(FLOW).getAttribute('data-assets')), {timeout: 60_000}).toBeLessThan(ASSETS);
    await expect(page.locator(FLOW)).toHaveAttribute('data-drawn', 'complete', {timeout: 60_000});
    expect(Number(await page.locator(FLOW).getAttribute('data-assets'))).toBeGreaterThan(0);
    await page.getByTestId('palito-view-all').click();
    await expect(page.locator(FLOW)).toHaveAttribute('data-assets', String(ASSETS), {timeout: 60_000});
  });

  await test.step('the SVG export has every asset', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('demo-export-svg').click()]);
    const svg = fs.readFileSync((await download.path())!, 'utf8');
    for (const id of ['A00001', 'A02500', 'A05000']) expect(svg).toContain(`data-id="${id}"`);
  });

  expect(errors).toEqual([]);
});
