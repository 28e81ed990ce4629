// `npm run bench` (= node --expose-gc --import tsx bench/run.mts) [--json] [--sizes=100,1000] [--runs=7] [--baseline-runs=3]
// (--runs and --baseline-runs are the counts at 1000 assets and above; smaller sizes get more.)
// `npm run bench -- --dense [--stress]` runs the dense inventories instead (bench/dense.ts).
// The engine gets ELK helper workers as in a page (bench/elk-helpers.ts); `--single-thread` runs it without.
//
// For generated inventories of 100, 1000, 2000, 5000 and 20,000 assets, as CSV text (so "file to
// positions" includes parsing): the median time of each pipeline stage over several runs, peak
// memory, and two quality figures, edge crossings and drawing area, beside a BASELINE: one plain
// elkjs `layered` layout of the whole compound graph (INCLUDE_CHILDREN, default options), run in
// the same process on the same input. The baseline is skipped above 2000 assets (it takes minutes).
// Runs are not separated by forced garbage collection: V8 then drops compiled code and every
// run pays for compiling ELK again, which no real page does. Peak memory is the OS's high-water mark
// of a process that runs only that size (bench/engine-peak-rss.mjs); the bench's own is printed beside it.
// The 1000-asset drawings (the smallest size's, when 1000 is not among --sizes) are written to
// bench/out/ as SVG, drawn by Palito's own export (palito/export). With --json the last line is the JSON summary.
//
// An ES module (.mts) on purpose: it imports palito/engine as Node loads the package for its
// users, natively. As a .ts file in this CommonJS root, tsx compiled it to CommonJS, and with it
// the package's ESM files, elkjs's 1.4 MB bundle among them, source map and all: 90 MB of peak
// RSS at 5,000 assets that were the bench's, not the engine's.

import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {buildProject, countLayoutCrossings, drawingArea, generateTopology, STAGES, warmUp, warmUpForLargeFiles, type Project, type Stage, type TopologyLayout} from 'palito/engine';
import {diagramToSvg, LIGHT_PALETTE} from 'palito/export';
import {useElkHelpers} from './elk-helpers';
import {recordFigure} from './figures';
import {generateInventoryCsv} from './generate-inventory';
import {HeapWatermark, median, peakRssMB} from './measure';

const DEFAULT_SIZES = [100, 1000, 2000, 5000, 20000];
const DEFAULT_RUNS = 7;
const DEFAULT_BASELINE_RUNS = 3;
/**
 * Small inventories give V8 little work per run to optimise ELK with, so their times keep falling
 * for dozens of runs: they get proportionally more runs (up to these caps) so the median is steady.
 */
const MAX_RUNS = 30;
const MAX_BASELINE_RUNS = 10;
/** The baseline takes ~17 s at 5000 assets on a fast machine; above this size it is skipped. */
const BASELINE_MAX_ASSETS = 2000;
/** Above this size the baseline runs once: one run already takes tens of seconds. */
const BASELINE_SINGLE_RUN_ABOVE = 1000;
const SVG_ASSETS = 1000;
const SEED = 20240601;
const OUT_DIR = new URL('./out/', import.meta.url);

/** Targets from the issues (the editor at real inventory sizes, issue 10), checked and printed at the end. */
const TARGETS = {
  msAt1000: 300,
  speedupAt1000: 10,
  msAt5000: 2000,
  peakMBAt5000: 400,
  msAt20000: 10_000,
  peakMBAt20000: 1000,
  crossingsRatio: 1.0,
  areaRatio: 1.2,
};

interface SizeFigures {
  assets: number;
  ms: number;
  /** The first of the runs: ELK's code is loaded but not yet optimised for this size. */
  firstMs: number;
  stageMs: Record<Stage, number>;
  baselineMs: number | null;
  crossings: number;
  baselineCrossings: number | null;
  area: number;
  baselineArea: number | null;
  /** Peak RSS of a process that does nothing but this size's runs (bench/engine-peak-rss.mjs). */
  peakMB: number;
  /** The bench's own process's peak RSS after this size: tsx's loader, the smaller sizes before it. */
  benchPeakMB: number;
  peakHeapMB: number;
}

function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

function round(value: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

async function measureEngine(assets: number, runs: number, csv: string) {
  const totals: number[] = [];
  const stages = Object.fromEntries(STAGES.map((s) => [s, [] as number[]])) as Record<Stage, number[]>;
  const heap = new HeapWatermark();
  let first = 0;
  let last: {layout: TopologyLayout; project: Project} | undefined;
  // One extra run first, reported apart ("first run"): V8 is still optimising ELK for this size.
  for (let run = 0; run <= runs; run++) {
    const start = performance.now();
    const result = await generateTopology({name: `inventory-${assets}.csv`, data: csv}, {onProgress: () => heap.sample()});
    const elapsed = performance.now() - start;
    heap.sample();
    if (!result.ok) throw new Error(`generated inventory did not validate: ${JSON.stringify(result.problems.slice(0, 3))}`);
    if (run === 0) {
      first = elapsed;
      continue;
    }
    totals.push(elapsed);
    for (const stage of STAGES) stages[stage].push(result.timings[stage] ?? 0);
    // Only the last run's result is kept (for the crossings and the drawing): holding each run's
    // while the next one runs would add a whole layout to every run's memory.
    if (run === runs) last = {layout: result.layout, project: result.project};
  }
  return {
    ms: median(totals),
    firstMs: first,
    stageMs: Object.fromEntries(STAGES.map((s) => [s, median(stages[s])])) as Record<Stage, number>,
    peakHeapMB: heap.peakMB,
    ...last!,
  };
}

/**
 * The baseline's module, loaded only once the engine's sizes are done: it loads elkjs's bundle as
 * installed, a second ELK in this process, whose memory the engine's peak RSS must not include.
 */
function baselineModule(): Promise<typeof import('./baseline')> {
  return import('./baseline');
}

async function measureBaseline(runs: number, csv: string) {
  const totals: number[] = [];
  let layout: TopologyLayout | undefined;
  let project: Project | undefined;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const built = await buildProject({name: 'baseline.csv', data: csv});
    if (!built.ok) throw new Error('generated inventory did not validate');
    layout = await (await baselineModule()).baselineLayout(built.project);
    totals.push(performance.now() - start);
    project = built.project;
  }
  return {ms: median(totals), layout: layout!, project: project!};
}

/**
 * The peak RSS of the engine alone on `csv`: warmUp() and `runs` + 1 runs in a Node process of its
 * own, as a Node program using palito/engine would, with the ELK helpers this process has.
 */
function enginePeakRssMB(assets: number, csv: string, runs: number): number {
  mkdirSync(OUT_DIR, {recursive: true});
  const file = fileURLToPath(new URL(`inventory-${assets}.csv`, OUT_DIR));
  writeFileSync(file, csv);
  const args = [fileURLToPath(new URL('./engine-peak-rss.mjs', import.meta.url)), file, String(runs)];
  for (const flag of ['--single-thread', '--warm-up=large']) if (process.argv.includes(flag)) args.push(flag);
  const child = spawnSync(process.execPath, args, {encoding: 'utf8', maxBuffer: 1 << 20});
  const last = child.stdout.trim().split('\n').pop() ?? '';
  if (child.status !== 0 || !last.startsWith('{')) throw new Error(`engine-peak-rss.mjs at ${assets} assets: ${child.stderr.trim().split('\n').slice(-3).join(' | ')}`);
  return (JSON.parse(last) as {peakMB: number}).peakMB;
}

/** The drawing as Palito's export draws it (palito/export): the baseline's lines, without ELK routes, float. */
function writeSvg(name: string, layout: TopologyLayout, project: Project, title: string): void {
  mkdirSync(OUT_DIR, {recursive: true});
  writeFileSync(new URL(name, OUT_DIR), diagramToSvg({project, layout, palette: LIGHT_PALETTE, title}));
}

function printTable(figures: SizeFigures[]): void {
  const rows = figures.map((f) => ({
    assets: f.assets,
    ...Object.fromEntries(STAGES.map((s) => [`${s} ms`, round(f.stageMs[s])])),
    'total ms': round(f.ms),
    'first run ms': round(f.firstMs),
    'baseline ms': f.baselineMs === null ? '-' : round(f.baselineMs),
    speedup: f.baselineMs === null ? '-' : `${round(f.baselineMs / f.ms, 1)}x`,
    crossings: f.crossings,
    'baseline crossings': f.baselineCrossings ?? '-',
    'area Mpx²': round(f.area / 1e6, 1),
    'baseline area Mpx²': f.baselineArea === null ? '-' : round(f.baselineArea / 1e6, 1),
    'peak RSS MB': round(f.peakMB),
    'bench process RSS MB': round(f.benchPeakMB),
    'peak heap MB': round(f.peakHeapMB),
  }));
  console.table(rows);
}

/** The table's figures that the docs quote, into src/data/figures.json (bench/figures.ts), rounded as printed. */
function recordFigures(figures: SizeFigures[]): void {
  for (const f of figures) {
    const n = f.assets;
    const column = (name: string) => ({bench: 'npm run bench', line: `the table's row for ${n} assets, column '${name}'`});
    // Areas as README.md's tables give them: a decimal below 10 Mpx², whole above.
    const mpx = (area: number) => round(area / 1e6, area < 1e7 ? 1 : 0);
    recordFigure(`engine.total.${n}`, round(f.ms), 'ms', column('total ms'));
    recordFigure(`engine.first-run.${n}`, round(f.firstMs), 'ms', column('first run ms'));
    for (const s of STAGES) recordFigure(`engine.stage.${s}.${n}`, round(f.stageMs[s]), 'ms', column(`${s} ms`));
    recordFigure(`engine.peak-rss.${n}`, round(f.peakMB), 'MB', column('peak RSS MB'));
    recordFigure(`engine.bench-rss.${n}`, round(f.benchPeakMB), 'MB', column('bench process RSS MB'));
    recordFigure(`engine.crossings.${n}`, f.crossings, 'count', column('crossings'));
    recordFigure(`engine.area.${n}`, mpx(f.area), 'Mpx²', column('area Mpx²'));
    if (f.baselineMs === null || f.baselineCrossings === null || f.baselineArea === null) continue;
    recordFigure(`baseline.total.${n}`, round(f.baselineMs), 'ms', column('baseline ms'));
    recordFigure(`baseline.crossings.${n}`, f.baselineCrossings, 'count', column('baseline crossings'));
    recordFigure(`baseline.area.${n}`, mpx(f.baselineArea), 'Mpx²', column('baseline area Mpx²'));
    recordFigure(`engine.speed-up.${n}`, round(f.baselineMs / f.ms, 1), '×', column('speedup'));
    const ratioLine = (what: string) => ({bench: 'npm run bench', line: `the line '${n} assets ${what} …x the baseline'`});
    if (f.baselineCrossings > 0) recordFigure(`engine.crossings-ratio.${n}`, round(f.crossings / f.baselineCrossings, 2), '×', ratioLine('crossings'));
    recordFigure(`engine.area-ratio.${n}`, round(f.area / f.baselineArea, 2), '×', ratioLine('area'));
  }
}

function checkTargets(figures: SizeFigures[]): string[] {
  const lines: string[] = [];
  const check = (ok: boolean, text: string) => lines.push(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
  const at = (n: number) => figures.find((f) => f.assets === n);
  const f1000 = at(1000);
  if (f1000) {
    check(f1000.ms <= TARGETS.msAt1000, `1000 assets file->positions ${round(f1000.ms)} ms <= ${TARGETS.msAt1000} ms`);
    if (f1000.baselineMs !== null) {
      check(f1000.baselineMs / f1000.ms >= TARGETS.speedupAt1000, `1000 assets ${round(f1000.baselineMs / f1000.ms, 1)}x faster than the baseline (>= ${TARGETS.speedupAt1000}x)`);
    }
  }
  const f5000 = at(5000);
  if (f5000) {
    check(f5000.ms <= TARGETS.msAt5000, `5000 assets ${round(f5000.ms)} ms <= ${TARGETS.msAt5000} ms`);
    check(f5000.peakMB <= TARGETS.peakMBAt5000, `5000 assets peak RSS ${round(f5000.peakMB)} MB <= ${TARGETS.peakMBAt5000} MB`);
  }
  const f20000 = at(20000);
  if (f20000) {
    check(f20000.ms <= TARGETS.msAt20000, `20000 assets ${round(f20000.ms)} ms <= ${TARGETS.msAt20000} ms`);
    check(f20000.peakMB <= TARGETS.peakMBAt20000, `20000 assets peak RSS ${round(f20000.peakMB)} MB <= ${TARGETS.peakMBAt20000} MB`);
  }
  for (const f of figures) {
    if (f.baselineCrossings === null || f.baselineArea === null) continue;
    const crossings = f.baselineCrossings === 0 ? (f.crossings === 0 ? 0 : Infinity) : f.crossings / f.baselineCrossings;
    check(crossings <= TARGETS.crossingsRatio, `${f.assets} assets crossings ${round(crossings, 2)}x the baseline (<= ${TARGETS.crossingsRatio}x)`);
    const area = f.area / f.baselineArea;
    check(area <= TARGETS.areaRatio, `${f.assets} assets area ${round(area, 2)}x the baseline (<= ${TARGETS.areaRatio}x)`);
  }
  return lines;
}

async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  if (process.argv.includes('--dense')) return (await import('./dense')).runDenseBench({stress: process.argv.includes('--stress'), json});
  const sizes = argument('sizes')?.split(',').map(Number) ?? DEFAULT_SIZES;
  const runs = Number(argument('runs') ?? DEFAULT_RUNS);
  const baselineRuns = Number(argument('baseline-runs') ?? DEFAULT_BASELINE_RUNS);
  const inputs = new Map(sizes.map((assets) => [assets, generateInventoryCsv({assets, seed: SEED})]));
  const svgAssets = sizes.includes(SVG_ASSETS) ? SVG_ASSETS : Math.min(...sizes);

  // ELK helpers beside this thread, as in a page's layout worker (bench/elk-helpers.ts).
  console.error(useElkHelpers() ? 'ELK: this thread and helper workers, as in a page' : 'ELK: this thread only (--single-thread)');
  // What the worker does when the page loads (LayoutClient.warm): not timed, like a warm page.
  // `--warm-up=large`: and what it goes on to do for <Palito warmUp="large"> (the landing demo).
  await warmUp();
  const warmUpLevel = argument('warm-up') ?? 'light';
  if (warmUpLevel === 'large') await warmUpForLargeFiles();
  else if (warmUpLevel !== 'light') throw new Error(`--warm-up is light or large, not ${warmUpLevel}`);
  console.error(`Warm-up: ${warmUpLevel}`);

  // Phase 1, the engine alone, smallest first, each size's times in this process (warmer with
  // every size, as a page's worker is with every file) and its peak memory in a process of its own
  // (a high-water mark only grows; this process also holds tsx, the smaller sizes' high-water and,
  // in phase 2, the baseline, which needs far more memory).
  const figures: SizeFigures[] = [];
  const runsFor = (assets: number, base: number, cap: number) => Math.max(base, Math.min(cap, Math.round((base * 1000) / assets)));
  for (const assets of sizes) {
    const sizeRuns = runsFor(assets, runs, MAX_RUNS);
    const engine = await measureEngine(assets, sizeRuns, inputs.get(assets)!);
    figures.push({
      assets,
      ms: engine.ms,
      firstMs: engine.firstMs,
      stageMs: engine.stageMs,
      baselineMs: null,
      crossings: countLayoutCrossings(engine.layout),
      baselineCrossings: null,
      area: drawingArea(engine.layout.bounds),
      baselineArea: null,
      benchPeakMB: peakRssMB(),
      peakMB: enginePeakRssMB(assets, inputs.get(assets)!, sizeRuns),
      peakHeapMB: engine.peakHeapMB,
    });
    if (assets === svgAssets) writeSvg(`engine-${assets}.svg`, engine.layout, engine.project, `Palito engine, ${assets} assets`);
    console.error(`engine ${assets}: ${round(engine.ms)} ms`);
  }

  // Phase 2, the baseline, in the same process on the same files.
  for (const f of figures) {
    if (f.assets > BASELINE_MAX_ASSETS) continue;
    const count = f.assets > BASELINE_SINGLE_RUN_ABOVE ? 1 : runsFor(f.assets, baselineRuns, MAX_BASELINE_RUNS);
    const baseline = await measureBaseline(count, inputs.get(f.assets)!);
    f.baselineMs = baseline.ms;
    f.baselineCrossings = countLayoutCrossings(baseline.layout);
    f.baselineArea = drawingArea(baseline.layout.bounds);
    if (f.assets === svgAssets) writeSvg(`baseline-${f.assets}.svg`, baseline.layout, baseline.project, `Baseline (one ELK layered run), ${f.assets} assets`);
    console.error(`baseline ${f.assets}: ${round(baseline.ms)} ms`);
  }

  printTable(figures);
  for (const line of checkTargets(figures)) console.log(line);
  // The docs quote the engine as a page runs it: with ELK helpers and the light warm-up.
  if (!process.argv.includes('--single-thread') && warmUpLevel === 'light') recordFigures(figures);
  else console.error('Not written to src/data/figures.json: the docs quote runs with ELK helpers and the light warm-up.');
  console.log(`SVG drawings: ${new URL(`engine-${svgAssets}.svg`, OUT_DIR).pathname}${figures.some((f) => f.assets === svgAssets && f.baselineMs !== null) ? `, baseline-${svgAssets}.svg` : ''}`);
  if (json) {
    const summary = {
      sizes: figures.map((f) => ({
        assets: f.assets,
        ms: round(f.ms),
        baselineMs: f.baselineMs === null ? null : round(f.baselineMs),
        crossings: f.crossings,
        baselineCrossings: f.baselineCrossings,
        area: round(f.area),
        baselineArea: f.baselineArea === null ? null : round(f.baselineArea),
        peakMB: round(f.peakMB),
      })),
    };
    console.log(JSON.stringify(summary));
  }
}

// Exits explicitly: the ELK helpers' worker threads would keep Node running.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
