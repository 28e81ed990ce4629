// `npm run bench:browser [-- --sizes=1000,5000,20000] [--no-baseline] [--site=build] [--json]`: the landing demo
// in Chromium at real inventory sizes, beside plain React Flow drawing the same laid-out nodes.
//
// Needs the production build (`npm run build`). For each size, in a fresh page of each:
// - Palito: the demo's file input gets a generated inventory (bench/generate-inventory.ts), Apply
//   is clicked, and the time runs until the canvas says it has drawn everything
//   (`data-drawn="complete"` on the canvas); the longest main-thread task meanwhile.
// - plain React Flow (bench/browser/plain-flow/, built here with Vite): the same inventory laid
//   out by palito/engine first (not timed), then the time from handing React Flow the nodes to
//   the frame that shows them, and the longest task.
// Then for both: two seconds of panning (a mouse drag over the pane, a move per 16 ms) and two of
// zooming (a wheel step per 16 ms) at the fitted view: frames per second (animation frames seen
// by the page) and the longest task; and the JS heap after a forced garbage collection, the
// page's and its workers' (the layout worker and its ELK helpers).
// Figures print as a table; with --json the last line is JSON. Not a test: it prints, it asserts nothing.

import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {chromium, type Browser, type Page} from '@playwright/test';
import {build} from 'vite';
import {recordFigure} from '../figures';
import {generateInventoryCsv} from '../generate-inventory';
import {BROWSER, longTasksSince, recordFrames, recordLongTasks, jsHeapMB, workersHeapMB} from './page-figures';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PLAIN_DIR = fileURLToPath(new URL('./plain-flow/', import.meta.url));
const PLAIN_OUT = fileURLToPath(new URL('../out/plain-flow/', import.meta.url));
const SEED = 20240601;
const SITE_PORT = 3411;
const PLAIN_PORT = 3412;
/** The longest a pan or a zoom goes on, whatever number of moves it got through. */
const MOTION_MS = 6000;
/**
 * `--choose-ms`: how long after the demo appears the bench gives it the file: the time a user takes
 * to choose one. 0 (the default) gives it at once; the demo's worker is then still warming up.
 */
const CHOOSE_MS = Number(argument('choose-ms') ?? 0);
/** How long a single Apply or draw may take before the bench reports it as not finished. */
const DRAW_TIMEOUT_MS = 180_000;

function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

export interface Figures {
  /** Click (or hand-over) to everything drawn, ms; null when it did not finish in DRAW_TIMEOUT_MS. */
  drawMs: number | null;
  drawLongestTaskMs: number;
  panFps: number;
  panLongestTaskMs: number;
  zoomFps: number;
  zoomLongestTaskMs: number;
  /** The page's JS heap. */
  heapMB: number;
  /** Its workers' JS heaps together (the layout worker and its ELK helpers; none for plain React Flow). */
  workersHeapMB: number;
}

function serve(dir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', String(port), '--host', '127.0.0.1'], {cwd: ROOT, stdio: 'ignore'});
}

async function waitForServer(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing answers on port ${port}`);
}

/** A point of the pane (no node or panel under it), the first from the top-left, to drag the view from. */
async function panePoint(page: Page, canvas: string): Promise<{x: number; y: number}> {
  return page.evaluate((selector) => {
    const box = document.querySelector(selector)!.getBoundingClientRect();
    for (let dy = 8; dy < box.height - 8; dy += 8) {
      for (let dx = 8; dx < box.width - 8; dx += 8) {
        const hit = document.elementFromPoint(box.x + dx, box.y + dy);
        if (hit?.classList.contains('react-flow__pane')) return {x: box.x + dx, y: box.y + dy};
      }
    }
    throw new Error('no empty point of the pane to drag from');
  }, canvas);
}

/** Drags the view for about two seconds, a move per 16 ms; frames per second and the longest task. */
async function measurePan(page: Page, canvas: string): Promise<{fps: number; longestMs: number}> {
  const from = await panePoint(page, canvas);
  const since = await recordFrames(page);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const steps = 120;
  const start = Date.now();
  // At most MOTION_MS of moves: on a page that takes a second per frame, 120 moves would take minutes.
  for (let i = 1; i <= steps && Date.now() - start < MOTION_MS; i++) {
    // Out and back, so the view ends where it started.
    const t = i <= steps / 2 ? i / (steps / 2) : (steps - i) / (steps / 2);
    await page.mouse.move(from.x + 300 * t, from.y + 200 * t);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  const frames = await recordFrames.stop(page);
  return {fps: frames.fps, longestMs: Math.max(0, ...(await longTasksSince(page, since)))};
}

/** Wheel-zooms in then out at the canvas's centre for about two seconds. */
async function measureZoom(page: Page, canvas: string): Promise<{fps: number; longestMs: number}> {
  const box = (await page.locator(canvas).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const since = await recordFrames(page);
  const steps = 120;
  const start = Date.now();
  for (let i = 0; i < steps && Date.now() - start < MOTION_MS; i++) {
    await page.mouse.wheel(0, i < steps / 2 ? -40 : 40);
    await page.waitForTimeout(16);
  }
  const frames = await recordFrames.stop(page);
  return {fps: frames.fps, longestMs: Math.max(0, ...(await longTasksSince(page, since)))};
}

async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(1000);
}

/** The rest of a page's figures once it has drawn (or given up): the drawing's longest task, pan, zoom, heap. */
async function afterDrawing(page: Page, since: number, drawMs: number | null, canvas: string): Promise<Figures> {
  const drawLongestTaskMs = Math.max(0, ...(await longTasksSince(page, since)));
  await settle(page);
  const pan = await measurePan(page, canvas);
  const zoom = await measureZoom(page, canvas);
  const heapMB = await jsHeapMB(page);
  const workers = await workersHeapMB(page.context().browser()!);
  await page.close();
  return {drawMs, drawLongestTaskMs, panFps: pan.fps, panLongestTaskMs: pan.longestMs, zoomFps: zoom.fps, zoomLongestTaskMs: zoom.longestMs, heapMB, workersHeapMB: workers};
}

async function measurePalito(browser: Browser, csv: string, assets: number): Promise<Figures> {
  const page = await browser.newPage({viewport: {width: 1280, height: 900}});
  await recordLongTasks(page);
  await page.goto(`http://127.0.0.1:${SITE_PORT}/en/`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.locator('#demo').scrollIntoViewIfNeeded();
  await page.getByTestId('demo-preview').locator('table').waitFor({timeout: 30_000});
  await page.waitForTimeout(CHOOSE_MS);
  await page.getByTestId('demo-file-input').setInputFiles({name: `inventory-${assets}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv)});
  await page.getByTestId('demo-preview').locator('table').waitFor();
  await page.waitForFunction(() => !(document.querySelector('[data-testid="demo-apply"]') as HTMLButtonElement).disabled);
  await settle(page);
  const since = await page.evaluate(() => performance.now());
  await page.getByTestId('demo-apply').click();
  let drawMs: number | null = null;
  try {
    // The canvas's own signal that the whole layout is on screen; polled lightly (a locator walks the page).
    await page.waitForFunction(
      (n) => {
        const canvas = document.querySelector('[data-testid="palito-canvas"] .react-flow');
        return canvas?.getAttribute('data-drawn') === 'complete' && canvas.getAttribute('data-assets') === String(n);
      },
      assets,
      {timeout: DRAW_TIMEOUT_MS, polling: 50},
    );
    drawMs = (await page.evaluate(() => performance.now())) - since;
  } catch {
    drawMs = null;
  }
  return afterDrawing(page, since, drawMs, '[data-testid="palito-canvas"]');
}

async function measurePlain(browser: Browser, csv: string, assets: number): Promise<Figures> {
  const page = await browser.newPage({viewport: {width: 1280, height: 900}});
  await recordLongTasks(page);
  await page.goto(`http://127.0.0.1:${PLAIN_PORT}/`);
  await page.waitForFunction(() => 'plainFlow' in window);
  const laid = await page.evaluate((text) => window.plainFlow.lay(text), csv);
  if (laid !== assets) throw new Error(`the baseline laid out ${laid} assets, not ${assets}`);
  await settle(page);
  const since = await page.evaluate(() => performance.now());
  let drawMs: number | null = null;
  try {
    // A string: tsx names the functions it compiles with a helper the page does not have.
    drawMs = (await page.evaluate(`new Promise((resolve, reject) => {
      const start = performance.now();
      window.plainFlow.draw();
      (function check() {
        if (document.querySelectorAll('.react-flow__node-default').length >= ${assets}) {
          requestAnimationFrame(() => resolve(performance.now() - start));
        } else if (performance.now() - start > ${DRAW_TIMEOUT_MS}) reject(new Error('timeout'));
        else setTimeout(check, 50);
      })();
    })`)) as number;
  } catch {
    drawMs = null;
  }
  return afterDrawing(page, since, drawMs, '.react-flow');
}

const round = (value: number | null) => (value === null ? 'not in 180 s' : String(Math.round(value)));

async function main(): Promise<void> {
  // --site: another build of the site to measure (an older commit's, for a before-and-after).
  const site = argument('site') ?? 'build';
  if (!existsSync(`${site.startsWith('/') ? '' : ROOT}${site}/index.html`)) throw new Error(`No production build in ${site}: run \`npm run build\` first.`);
  const sizes = (argument('sizes') ?? '1000,5000,20000').split(',').map(Number);
  const withBaseline = !process.argv.includes('--no-baseline');
  if (withBaseline) {
    await build({root: PLAIN_DIR, logLevel: 'warn', esbuild: {jsx: 'automatic'}, build: {outDir: PLAIN_OUT, emptyOutDir: true}});
  }
  const servers = [serve(site, SITE_PORT), ...(withBaseline ? [serve(PLAIN_OUT, PLAIN_PORT)] : [])];
  try {
    await waitForServer(SITE_PORT);
    if (withBaseline) await waitForServer(PLAIN_PORT);
    const browser = await chromium.launch(BROWSER);
    const rows: Record<string, string | number>[] = [];
    const json: {assets: number; palito: Figures; plain: Figures | null}[] = [];
    try {
      for (const assets of sizes) {
        const csv = generateInventoryCsv({assets, seed: SEED});
        const palito = await measurePalito(browser, csv, assets);
        const plain = withBaseline ? await measurePlain(browser, csv, assets) : null;
        json.push({assets, palito, plain});
        for (const [who, f] of [['Palito', palito], ['plain React Flow', plain]] as const) {
          if (!f) continue;
          rows.push({
            assets,
            who,
            'drawn (ms)': round(f.drawMs),
            'longest task drawing (ms)': Math.round(f.drawLongestTaskMs),
            'pan fps': Math.round(f.panFps),
            'longest task panning (ms)': Math.round(f.panLongestTaskMs),
            'zoom fps': Math.round(f.zoomFps),
            'longest task zooming (ms)': Math.round(f.zoomLongestTaskMs),
            'JS heap (MB)': Math.round(f.heapMB),
            "workers' JS heap (MB)": Math.round(f.workersHeapMB),
          });
        }
        console.log(`${assets} assets measured`);
      }
    } finally {
      await browser.close();
    }
    console.log(`The file given ${CHOOSE_MS} ms after the demo appeared (--choose-ms).`);
    console.table(rows);
    // Another commit's build (--site) is a before-and-after, not the figures the docs quote.
    if (site === 'build') {
      for (const {assets, palito} of json) {
        if (palito.drawMs === null) continue;
        recordFigure(`browser.drawn.${assets}`, Math.round(palito.drawMs), 'ms', {bench: 'npm run bench:browser', line: `the table's Palito row for ${assets} assets, column 'drawn (ms)'`});
      }
    }
    if (process.argv.includes('--json')) console.log(JSON.stringify({chooseMs: CHOOSE_MS, sizes: json}));
  } finally {
    for (const server of servers) server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
