// Helpers for the landing-page demo tests: open the demo, apply a layout, and read the drawing
// back from the DOM (boxes and assets with their screen rectangles).

import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import {expect, type Page} from '@playwright/test';
import {DEMO_TEXT} from './demo-text';
import {BUILD_DIR, openHydrated} from './site';

export {DEMO_TEXT};

export interface SampleAsset {
  id: string;
  name: string;
  type: string;
  zone: string;
  cbs: string;
}

/**
 * The sample a locale's demo preloads, read from the build as the site serves it. The first
 * columns are id, name, type, ip, zone, cbs in both files (the Korean one has Korean headers).
 */
export function sampleAssets(locale: 'ko' | 'en'): SampleAsset[] {
  const text = fs.readFileSync(path.join(BUILD_DIR, DEMO_TEXT[locale].sample), 'utf8');
  const rows = Papa.parse<string[]>(text.trim(), {skipEmptyLines: true}).data.slice(1);
  return rows.map((row) => ({id: row[0], name: row[1], type: row[2], zone: row[4], cbs: row[5]}));
}

/** Opens a locale's landing page and scrolls to the demo until the sample preview shows. */
export async function openDemo(page: Page, prefix: string, query = '') {
  await openHydrated(page, `${prefix}/${query}`);
  await page.locator('#demo').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('demo-preview').locator('table')).toBeVisible({timeout: 20_000});
  await expect(page.getByTestId('demo-apply')).toBeEnabled();
}

/** Clicks Apply layout and waits for the status line of a finished layout and for all of it on the canvas. */
export async function applyLayout(page: Page, expectedAssets?: number) {
  await page.getByTestId('demo-apply').click();
  const status = page.getByTestId('demo-status');
  await expect(status).toHaveText(expectedAssets === undefined ? /\d/ : new RegExp(`\\b${expectedAssets}\\b`), {timeout: 30_000});
  await expect(page.getByTestId('demo-apply')).toBeEnabled();
  // The status line comes with the layout; its assets go on the canvas a slice per frame after it.
  await expect(page.locator('[data-testid="palito-canvas"] .react-flow')).toHaveAttribute('data-drawn', 'complete', {timeout: 30_000});
}

/**
 * Waits until the canvas stops moving (fit-view animations, scrolling): the viewport's transform
 * and the canvas's place on screen are the same over a quarter second.
 */
export async function waitForSteadyViewport(page: Page) {
  const read = () =>
    page.evaluate(() => {
      const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
      const r = document.querySelector('[data-testid="palito-canvas"]')!.getBoundingClientRect();
      return `${viewport?.style.transform} @ ${r.x},${r.y}`;
    });
  let last = await read();
  await expect
    .poll(async () => {
      await page.waitForTimeout(250);
      const now = await read();
      const steady = now === last;
      last = now;
      return steady;
    })
    .toBe(true);
}

/** Brings the canvas into view, waits for it to stop moving, and reads the drawing. */
export async function readSteadyDrawing(page: Page): Promise<Drawing> {
  await page.getByTestId('palito-canvas').scrollIntoViewIfNeeded();
  await waitForSteadyViewport(page);
  return readDrawing(page);
}

/** A mouse drag from a point by an offset, in small steps as a hand would. */
export async function mouseDrag(page: Page, from: {x: number; y: number}, by: {x: number; y: number}, steps = 8) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + by.x, from.y + by.y, {steps});
  await page.mouse.up();
}

export interface Box {
  id: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Drawing {
  zones: Box[];
  cbs: Box[];
  assets: Box[];
}

/** Every visible zone box, CBS box and asset on the canvas, with screen rectangles. */
export async function readDrawing(page: Page): Promise<Drawing> {
  return page.evaluate(() => {
    const read = (selector: string, idAttribute: string) =>
      Array.from(document.querySelectorAll<HTMLElement>(selector))
        .filter((el) => el.offsetParent !== null && getComputedStyle(el).visibility !== 'hidden')
        .map((el) => {
          const r = el.getBoundingClientRect();
          // Boxes carry their name in the first span of their title; assets in their aria-label.
          const name = el.querySelector('span')?.textContent ?? el.getAttribute('aria-label') ?? '';
          return {id: el.getAttribute(idAttribute)!, name, x: r.x, y: r.y, width: r.width, height: r.height};
        });
    return {
      zones: read('.react-flow__node[data-zone-id]', 'data-zone-id'),
      cbs: read('.react-flow__node[data-cbs-id]', 'data-cbs-id'),
      assets: read('.react-flow__node[data-node-id]', 'data-node-id'),
    };
  });
}

/** Whether `inner` lies inside `outer` (a pixel of slack for subpixel rounding). */
export function contains(outer: Box, inner: Box): boolean {
  const slack = 1;
  return (
    inner.x >= outer.x - slack &&
    inner.y >= outer.y - slack &&
    inner.x + inner.width <= outer.x + outer.width + slack &&
    inner.y + inner.height <= outer.y + outer.height + slack
  );
}

/** A node's position relative to its parent box, in canvas units (React Flow's transform). */
export async function flowPosition(page: Page, nodeId: string): Promise<{x: number; y: number}> {
  const transform = await page.locator(`.react-flow__node[data-node-id="${nodeId}"]`).evaluate((el) => (el as HTMLElement).style.transform);
  const match = /translate\((-?[\d.]+)px,\s*(-?[\d.]+)px\)/.exec(transform);
  if (!match) throw new Error(`no translate in ${transform}`);
  return {x: Number(match[1]), y: Number(match[2])};
}

/** Records the Apply button's label and disabled state at every change, from before the click. */
export async function recordApplyButton(page: Page) {
  await page.evaluate(() => {
    const button = document.querySelector('[data-testid="demo-apply"]')!;
    const seen: {text: string; disabled: boolean}[] = [];
    const progress: string[] = [];
    (window as any).__applyButton = seen;
    (window as any).__progress = progress;
    new MutationObserver(() => {
      const last = seen[seen.length - 1];
      const now = {text: button.textContent ?? '', disabled: (button as HTMLButtonElement).disabled};
      if (!last || last.text !== now.text || last.disabled !== now.disabled) seen.push(now);
    }).observe(button, {subtree: true, childList: true, characterData: true, attributes: true});
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="palito-progress"]');
      if (bar && progress[progress.length - 1] !== bar.textContent) progress.push(bar.textContent ?? '');
    }).observe(document.body, {subtree: true, childList: true, characterData: true});
  });
  return {
    states: () => page.evaluate(() => (window as any).__applyButton as {text: string; disabled: boolean}[]),
    progress: () => page.evaluate(() => (window as any).__progress as string[]),
  };
}

/**
 * A custom property React Flow's stylesheet (in Palito's, loaded with the first Palito on a page)
 * sets on `.react-flow`: '#b1b1b7' once the stylesheet applies, empty without it.
 */
export const REACT_FLOW_STYLED = '#b1b1b7';
export const flowStyled = (page: Page) =>
  page.locator('.react-flow').first().evaluate((el) => getComputedStyle(el).getPropertyValue('--xy-edge-stroke-default').trim());

/** The demo's project file of the sample, as its "save project" button downloads it. */
export async function sampleProjectFile(page: Page): Promise<any> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('demo-export-project').click()]);
  return JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
}

/** `count` saved versions of `projectId`, oldest first. */
export const versionsOf = (projectId: string, count: number) =>
  Array.from({length: count}, (_, i) => ({
    id: `v${i}`,
    name: `v${i + 1}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    projectId,
    positions: {},
    hidden: [],
    statuses: {},
    properties: {},
  }));

/**
 * Each drawn asset's place in its CBS box (only what is in view is drawn): its React Flow position
 * less the position of the CBS box around it, so a box pushed aside by a neighbour that grew does
 * not count as its assets moving.
 */
export function placesInBoxes(page: Page): Promise<Record<string, string>> {
  return page.locator('.react-flow').evaluate((flow) => {
    const at = (el: Element) => {
      const match = /translate\((-?[\d.]+)px,\s*(-?[\d.]+)px\)/.exec((el as HTMLElement).style.transform)!;
      return {x: Number(match[1]), y: Number(match[2]), width: (el as HTMLElement).offsetWidth, height: (el as HTMLElement).offsetHeight};
    };
    const boxes = Array.from(flow.querySelectorAll('.react-flow__node[data-id^="cbs:"]'), at);
    const places: Record<string, string> = {};
    for (const el of Array.from(flow.querySelectorAll('.react-flow__node[data-id^="A"]'))) {
      const a = at(el);
      const box = boxes.find((b) => a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height);
      if (box) places[el.getAttribute('data-id')!] = `${a.x - box.x},${a.y - box.y}`;
    }
    return places;
  });
}
