// `node --import tsx bench/layout-hashes.ts [--out=hashes.json] [--against=hashes.json]`: a hash of
// every layout of the bench's generated inventories and the samples, to show that a change to the
// layout leaves normal inventories as they were, to the byte. Runs the built engine (palito/engine,
// as every bench does): write the hashes on the old commit (a `git worktree` of it, after
// `npm install` there builds the package), then compare on the new one.
//
// The set: 100, 1000 and 2000 assets with seeds 20240601 (the bench's), 1 and 2, and 5000 with
// the bench's seed; the two samples; each in All View and every Zone View, RIGHT and DOWN (at 5000
// assets, Zone View RIGHT only): 159 layouts.

import {createHash} from 'node:crypto';
import {readFileSync, writeFileSync} from 'node:fs';
import {buildProject, layoutProject, type LayoutDirection, type ViewSpec} from 'palito/engine';
import {generateInventoryCsv} from './generate-inventory';

const BENCH_SEED = 20240601;
const SAMPLES = ['assets-sample.csv', 'assets-sample.ko.csv'];

function argument(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function inputs(): Array<[string, string]> {
  const list: Array<[string, string]> = [];
  for (const seed of [BENCH_SEED, 1, 2]) {
    for (const assets of [100, 1000, 2000, 5000]) {
      if (assets === 5000 && seed !== BENCH_SEED) continue;
      list.push([`generated-${assets}-seed-${seed}.csv`, generateInventoryCsv({assets, seed})]);
    }
  }
  for (const name of SAMPLES) list.push([name, readFileSync(new URL(`../static/samples/${name}`, import.meta.url), 'utf8')]);
  return list;
}

async function hashes(): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const [name, csv] of inputs()) {
    const built = await buildProject({name, data: csv});
    if (!built.ok) throw new Error(`${name} did not validate`);
    const {project} = built;
    const views: ViewSpec[] = [{view: 'all'}, ...project.zones.map((z): ViewSpec => ({view: 'zone', zoneId: z.id}))];
    for (const direction of ['RIGHT', 'DOWN'] as LayoutDirection[]) {
      for (const view of views) {
        if (name.startsWith('generated-5000') && view.view === 'zone' && direction === 'DOWN') continue;
        const layout = await layoutProject(project, {view, layout: {direction}});
        const key = `${name} ${direction} ${view.view === 'all' ? 'all' : view.zoneId}`;
        result[key] = createHash('sha256').update(JSON.stringify(layout)).digest('hex').slice(0, 16);
      }
    }
    console.error(`${name}: done`);
  }
  return result;
}

async function main(): Promise<void> {
  const now = await hashes();
  const out = argument('out');
  if (out) writeFileSync(out, JSON.stringify(now, null, 1) + '\n');
  const against = argument('against');
  if (!against) {
    console.log(`${Object.keys(now).length} layouts hashed${out ? ` into ${out}` : ''}`);
    return;
  }
  const before = JSON.parse(readFileSync(against, 'utf8')) as Record<string, string>;
  const keys = new Set([...Object.keys(before), ...Object.keys(now)]);
  const differ = [...keys].filter((key) => before[key] !== now[key]);
  for (const key of differ) console.log(`differs: ${key}`);
  console.log(`${keys.size} layouts, ${differ.length} differ`);
  if (differ.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
