// The page half of `npm run bench:navigate`: the landing demo (the production build) in Chromium
// at 5,000 and 20,000 assets. For each size:
// - find per keystroke: queries typed into the editor's find box a letter at a time, ours and those
//   written blind (blind-queries.json, printed apart); each letter is one input event, timed from
//   its dispatch to the results on the page (React renders a typed letter in the same task);
// - highlighting: the longest main-thread task while the API's find (usePalito().find), a trace, a
//   failure's impact and a filter are applied (the trace, the impact and the filter through the
//   editor's menus and its Sidebar), against the budgets (50 ms at
//   5,000 assets, 100 ms at 20,000); a task under 50 ms is not reported by the browser: "< 50";
// - the overview: how many lines it draws at the fitted view, against the links it stands for;
// - the longest task while the find box takes the view to an asset (printed apart: not a highlight).
// Not a test: it prints, it asserts nothing.

import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {chromium, type Page} from '@playwright/test';
import {assetsToCsv, generateAssets} from '../generate-inventory';
import {BROWSER, longTasksSince, recordLongTasks} from '../browser/page-figures';
import {median} from '../measure';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PORT = 3413;
const SEED = 20261129;
const BUDGET_MS: Record<number, number> = {5000: 50, 20000: 100};
/** Find queries written blind (by someone who had seen the product and a sample of the inventory, not this code). */
const BLIND_QUERIES: string[] = JSON.parse(readFileSync(new URL('./blind-queries.json', import.meta.url), 'utf8'));

export interface PageFigures {
  assets: number;
  findMedianMs: number;
  findSlowestMs: number;
  keystrokes: number;
  /** What had been typed at the slowest keystroke. */
  slowestTyped: string;
  /** The same over the queries written blind (blind-queries.json). */
  blindMedianMs: number;
  blindSlowestMs: number;
  blindKeystrokes: number;
  /** The find box taking an asset across the diagram: the view moves there and the assets around it become components. */
  jumpLongestTaskMs: number;
  /** usePalito().find: the found assets ringed, the rest dimmed. */
  findLongestTaskMs: number;
  traceLongestTaskMs: number;
  impactLongestTaskMs: number;
  filterLongestTaskMs: number;
  overviewLines: number;
  /** The links between CBS groups and zones the overview's lines stand for. */
  links: number;
}

async function loaded(page: Page, csv: string, assets: number): Promise<void> {
  await page.goto(`http://127.0.0.1:${PORT}/en/`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.locator('#demo').scrollIntoViewIfNeeded();
  await page.getByTestId('demo-preview').locator('table').waitFor({timeout: 30_000});
  await page.getByTestId('demo-file-input').setInputFiles({name: `navigate-${assets}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv)});
  await page.waitForFunction(() => !(document.querySelector('[data-testid="demo-apply"]') as HTMLButtonElement).disabled);
  await page.getByTestId('demo-apply').click();
  await page.waitForFunction(
    `(() => { const c = document.querySelector('[data-testid="palito-canvas"] .react-flow'); return c?.getAttribute('data-drawn') === 'complete' && c.getAttribute('data-assets') === '${assets}'; })()`,
    undefined,
    {timeout: 240_000, polling: 100},
  );
  await page.waitForTimeout(1500);
}

/** Types `text` into the find box a letter at a time; each letter's time from its input event to the results shown. (A string: see bench/browser/run.ts.) */
function typeTimed(page: Page, text: string): Promise<number[]> {
  return page.evaluate(`(async () => {
    const input = document.querySelector('[data-testid="palito-find-input"]');
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const letters = [...${JSON.stringify(text)}];
    const times = [];
    input.focus();
    for (let i = 1; i <= letters.length; i++) {
      const start = performance.now();
      set.call(input, letters.slice(0, i).join(''));
      input.dispatchEvent(new Event('input', {bubbles: true}));
      times.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 30));
    }
    set.call(input, '');
    input.dispatchEvent(new Event('input', {bubbles: true}));
    return times;
  })()`) as Promise<number[]>;
}

/** What the API's find highlights: a type, found in thousands of assets, the best 20 ringed. */
const FOUND_QUERY = 'server';

/**
 * usePalito().find(query) in the page: the found assets ringed, the rest dimmed. The demo has no
 * control for it, so the editor's API is reached as React's developer tools reach a component's
 * context: from the canvas's element up its fibers to the provider's value. (A string, as typeTimed.)
 */
const findThroughApi = `(query) => {
  const element = document.querySelector('[data-testid="palito-canvas"]');
  const key = Object.keys(element).find((k) => k.startsWith('__reactFiber$'));
  for (let fiber = element[key]; fiber; fiber = fiber.return) {
    const api = fiber.memoizedProps?.value?.api;
    if (typeof api?.find === 'function') return void api.find(query);
  }
  throw new Error('no Palito API above the canvas');
}`;

/** The longest task (0: none over 50 ms) while `act` runs and a moment after. */
async function longestTaskOf(page: Page, act: () => Promise<void>): Promise<number> {
  const since = (await page.evaluate('performance.now()')) as number;
  await act();
  await page.waitForTimeout(800);
  return Math.max(0, ...(await longTasksSince(page, since)));
}

async function menuItem(page: Page, assetId: string, item: string) {
  await page.locator(`.react-flow__node[data-node-id="${assetId}"]`).click({button: 'right'});
  await page.getByTestId('palito-context-menu').locator(`[data-menu-item="${item}"]`).click();
}

async function pick(page: Page, name: string, id: string) {
  await page.getByTestId('palito-find-input').fill(name);
  await page.getByTestId('palito-find-results').locator(`[data-asset-id="${id}"]`).click();
  await page.locator(`.react-flow__node[data-node-id="${id}"]`).waitFor({timeout: 20_000});
}

async function measure(assets: number): Promise<PageFigures> {
  const rows = generateAssets({assets, seed: SEED});
  const browser = await chromium.launch(BROWSER);
  const page = await browser.newPage({viewport: {width: 1280, height: 900}});
  await recordLongTasks(page);
  await loaded(page, assetsToCsv(rows), assets);
  const overviewLines = await page.locator('[data-testid="palito-cbs-links"] path').count();
  const links = (await page.evaluate(
    `[...document.querySelectorAll('[data-testid="palito-cbs-links"] path')].reduce((n, p) => n + Number(p.getAttribute('data-count')), 0)`,
  )) as number;

  const someone = rows[1234 % rows.length];
  const times: number[] = [];
  let slowestTyped = '';
  for (const query of [someone.id, someone.name, someone.ip, 'load-balancer', 'databsae']) {
    for (const [i, ms] of (await typeTimed(page, query)).entries()) {
      if (!times.length || ms > Math.max(...times)) slowestTyped = [...query].slice(0, i + 1).join('');
      times.push(ms);
    }
  }
  const blind: number[] = [];
  for (const query of BLIND_QUERIES) blind.push(...(await typeTimed(page, query)));

  // The trace's other end is an asset drawn beside it, clicked: what is timed is the highlight, not
  // a jump across the diagram (the find box's jump mounts the assets around the new view; its cost
  // is the level-of-detail layer's, printed apart below).
  const from = rows[10];
  const jumpLongestTaskMs = await longestTaskOf(page, () => pick(page, from.name, from.id));
  const to = await page.evaluate(
    `(() => {
      const inView = (e) => { const r = e.getBoundingClientRect(); return r.top > 120 && r.bottom < innerHeight - 40 && r.left > 40 && r.right < innerWidth - 260; };
      const node = [...document.querySelectorAll('.react-flow__node[data-node-id]')].find((e) => e.getAttribute('data-node-id') !== ${JSON.stringify(from.id)} && inView(e));
      return node ? node.getAttribute('data-node-id') : null;
    })()`,
  ) as string | null;
  if (!to) throw new Error('no other asset drawn beside the one found');
  await menuItem(page, from.id, 'trace-to');
  // Clicked at its centre with the mouse, as a hand clicks: a locator's click also checks, inside the
  // page's own handling of the click, that what it aimed at is what was hit, and that check's
  // selector queries are not the editor's time.
  const target = await page.locator(`.react-flow__node[data-node-id="${to}"]`).boundingBox();
  if (!target) throw new Error('the asset beside the one found is not drawn');
  const traceLongestTaskMs = await longestTaskOf(page, async () => {
    await page.mouse.click(target.x + target.width / 2, target.y + target.height / 2);
    await page.getByTestId('palito-highlight-list').waitFor();
  });
  const impactLongestTaskMs = await longestTaskOf(page, async () => {
    await menuItem(page, to, 'impact');
    await page.locator('[data-testid="palito-highlight-list"][data-highlight-kind="impact"]').waitFor();
  });
  await page.getByTestId('palito-highlight-clear').click();
  const filterLongestTaskMs = await longestTaskOf(page, async () => {
    await page.getByTestId('palito-filter').locator('[data-filter-value="error"]').check();
    await page.getByTestId('palito-filter-summary').waitFor();
  });
  await page.getByTestId('palito-filter').locator('[data-filter-value="error"]').uncheck();
  const findLongestTaskMs = await longestTaskOf(page, async () => {
    await page.evaluate(`(${findThroughApi})(${JSON.stringify(FOUND_QUERY)})`);
    await page.locator('[data-testid="palito-highlight-list"][data-highlight-kind="found"]').waitFor();
  });
  await browser.close();
  return {
    assets,
    findMedianMs: median(times),
    findSlowestMs: Math.max(...times),
    keystrokes: times.length,
    slowestTyped,
    blindMedianMs: median(blind),
    blindSlowestMs: Math.max(...blind),
    blindKeystrokes: blind.length,
    jumpLongestTaskMs,
    findLongestTaskMs,
    traceLongestTaskMs,
    impactLongestTaskMs,
    filterLongestTaskMs,
    overviewLines,
    links,
  };
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/`)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing answers on port ${PORT}`);
}

/** Prints the page's figures for each size; none (with a word why) without a build. */
export async function measureInPage(sizes: readonly number[]): Promise<PageFigures[]> {
  if (!existsSync(`${ROOT}build/index.html`)) {
    console.log('\nIn the page: no production build (npm run build); skipped.');
    return [];
  }
  const server: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs', '--dir', 'build', '--port', String(PORT), '--host', '127.0.0.1'], {cwd: ROOT, stdio: 'ignore'});
  try {
    await waitForServer();
    const figures: PageFigures[] = [];
    for (const size of sizes) figures.push(await measure(size));
    const task = (ms: number) => (ms === 0 ? '< 50 ms' : `${ms.toFixed(0)} ms`);
    console.log('\nIn the page (the landing demo, Chromium): find per keystroke, the longest task while highlighting, the overview');
    for (const f of figures) {
      const budget = BUDGET_MS[f.assets] ?? 100;
      const worst = Math.max(f.findLongestTaskMs, f.traceLongestTaskMs, f.impactLongestTaskMs, f.filterLongestTaskMs);
      console.log(
        `${f.assets.toLocaleString('en')} assets: find median ${f.findMedianMs.toFixed(1)} ms, slowest ${f.findSlowestMs.toFixed(1)} ms (at ${JSON.stringify(f.slowestTyped)}) over ${f.keystrokes} keystrokes (≤ 30 ms: ${f.findSlowestMs <= 30 ? 'PASS' : 'FAIL'}); ` +
          `blind queries: median ${f.blindMedianMs.toFixed(1)} ms, slowest ${f.blindSlowestMs.toFixed(1)} ms over ${f.blindKeystrokes} keystrokes (${f.blindSlowestMs <= 30 ? 'PASS' : 'FAIL'}); ` +
          `found (the API's find) ${task(f.findLongestTaskMs)}, trace ${task(f.traceLongestTaskMs)}, impact ${task(f.impactLongestTaskMs)}, filter ${task(f.filterLongestTaskMs)} (≤ ${budget} ms: ${worst <= budget ? 'PASS' : 'FAIL'}); ` +
          `overview ${f.overviewLines} lines standing for ${f.links.toLocaleString('en')} links between groups; ` +
          `the find box's jump to an asset (not a highlight): longest task ${task(f.jumpLongestTaskMs)}`,
      );
    }
    return figures;
  } finally {
    server.kill();
  }
}
