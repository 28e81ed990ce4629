// `npm run bench:cli` [--runs=3] [--sizes=1000,20000] [--json]
//
// The `palito` command as a user runs it: the package's bin (dist/cli/main.js, as installed), a new
// Node process each time, so every run is cold (modules loaded, ELK compiled, nothing warm).
// Inventories from bench/generate-inventory.ts, as CSV files in a temporary folder. Timed from the
// spawn to the exit, the median of --runs: `render` to SVG at each size, and `validate` at the
// largest, against the targets. The machine's load is printed too: on a shared machine a
// busy neighbour shows up in every figure.

import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {recordFigure} from '../figures';
import {generateInventoryCsv} from '../generate-inventory';
import {median} from '../measure';

/** Issue 29's targets, in ms of wall time. */
const TARGETS_MS: Record<string, number> = {'render 1000': 1500, 'render 20000': 12_000, 'validate 20000': 2000};
const SEED = 20261129;

function argument(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('palito/package.json'));
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {bin: {palito: string}};
const BIN = path.join(packageDir, manifest.bin.palito);

/** One cold run of the command; its wall time in ms (it must exit as `expected`). */
function timedRun(args: string[], expected: number): number {
  const start = performance.now();
  const run = spawnSync(process.execPath, [BIN, ...args], {encoding: 'utf8', env: {...process.env, LANG: 'C.UTF-8'}});
  const ms = performance.now() - start;
  if (run.status !== expected) throw new Error(`palito ${args.join(' ')} exited with ${run.status}:\n${run.stderr}`);
  return ms;
}

interface Row {
  case: string;
  assets: number;
  runs: number[];
  ms: number;
  target?: number;
}

const runs = Number(argument('runs', '3'));
const sizes = argument('sizes', '1000,20000').split(',').map(Number).filter((n) => n > 0);
const dir = mkdtempSync(path.join(os.tmpdir(), 'palito-bench-cli-'));
const rows: Row[] = [];
try {
  for (const assets of sizes) {
    const file = path.join(dir, `inventory-${assets}.csv`);
    writeFileSync(file, generateInventoryCsv({assets, seed: SEED}));
    const cases: Array<[name: string, args: (i: number) => string[]]> = [['render', (i) => ['render', file, '-o', path.join(dir, `out-${assets}-${i}.svg`)]]];
    if (assets === Math.max(...sizes)) cases.push(['validate', () => ['validate', file]]);
    for (const [name, args] of cases) {
      const times = Array.from({length: runs}, (_, i) => timedRun(args(i), 0));
      const key = `${name} ${assets}`;
      rows.push({case: name, assets, runs: times, ms: median(times), target: TARGETS_MS[key]});
      console.error(`${key}: ${times.map((t) => Math.round(t)).join(', ')} ms (load ${os.loadavg()[0].toFixed(2)})`);
    }
  }
} finally {
  rmSync(dir, {recursive: true, force: true});
}

const cores = os.availableParallelism();
console.log(`\npalito command, cold (a new process a run), median of ${runs}; ${cores} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
console.log('| command | assets | median wall ms | runs ms | target ms | within |');
console.log('| --- | ---: | ---: | --- | ---: | --- |');
for (const row of rows) {
  const within = row.target === undefined ? '' : row.ms <= row.target ? 'yes' : 'NO';
  console.log(`| ${row.case} | ${row.assets} | ${Math.round(row.ms)} | ${row.runs.map((t) => Math.round(t)).join(', ')} | ${row.target ?? ''} | ${within} |`);
  recordFigure(`cli.${row.case}.${row.assets}`, Math.round(row.ms), 'ms', {bench: 'npm run bench:cli', line: `${row.case} | ${row.assets} | median wall ms`});
}
if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
