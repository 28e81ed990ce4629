// diffProjects on the blind set (tests/unit/diff/blind/, its README says who wrote it and how):
// inventory pairs through the engine, each change read from the files by hand. Every reported
// change is compared, as sets, with the expected ones: precision and recall per kind, printed,
// and each must be 1.0. The set is never edited to make the code pass.

import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {diffProjects, type ProjectDiff} from '../../../packages/palito/src/engine/diff';
import {buildProject} from '../../../packages/palito/src/engine/pipeline/build-project';
import {pairKey} from './support/change-sets';

const BLIND = path.join(__dirname, 'blind');

interface ExpectedDiff {
  assets: {added: string[]; removed: string[]; changed: {id: string; fields: string[]}[]; moved: {id: string; from: {zoneId: string; cbsId: string}; to: {zoneId: string; cbsId: string}}[]};
  links: {added: [string, string][]; removed: [string, string][]};
  zones: {added: string[]; removed: string[]; renamed: {id: string; from: string; to: string}[]};
  cbs: {added: string[]; removed: string[]; renamed: {id: string; from: string; to: string}[]};
  probablyRenamed: {before: string; after: string}[];
}


/** Each kind of change as a set of comparable strings. */
function kinds(diff: Omit<ExpectedDiff, 'probablyRenamed'>, renames: {before: string; after: string}[]): Record<string, string[]> {
  return {
    'assets.added': diff.assets.added,
    'assets.removed': diff.assets.removed,
    'assets.changed': diff.assets.changed.flatMap(({id, fields}) => fields.map((field) => `${id} ${field}`)),
    'assets.moved': diff.assets.moved.map(({id, from, to}) => JSON.stringify([id, from.zoneId, from.cbsId, to.zoneId, to.cbsId])),
    'links.added': diff.links.added.map(pairKey),
    'links.removed': diff.links.removed.map(pairKey),
    'zones.added': diff.zones.added,
    'zones.removed': diff.zones.removed,
    'zones.renamed': diff.zones.renamed.map(({id, from, to}) => JSON.stringify([id, from, to])),
    'cbs.added': diff.cbs.added,
    'cbs.removed': diff.cbs.removed,
    'cbs.renamed': diff.cbs.renamed.map(({id, from, to}) => JSON.stringify([id, from, to])),
    'probably-renamed': renames.map(({before, after}) => `${before} ${after}`),
  };
}

const renamesOf = (diff: ProjectDiff) => diff.hints.filter((h) => h.code === 'probably-renamed').map((h) => ({before: String(h.params.before), after: String(h.params.after)}));

const cases = fs.existsSync(BLIND) ? fs.readdirSync(BLIND).filter((name) => fs.existsSync(path.join(BLIND, name, 'expected.json'))).sort() : [];

describe('diffProjects on the blind set', () => {
  it('finds every change the set lists and no other: precision and recall 1.0 per kind', async () => {
    expect(cases.length).toBeGreaterThanOrEqual(12);
    const tally = new Map<string, {reported: number; expected: number; right: number}>();
    const misses: string[] = [];
    for (const name of cases) {
      const read = (file: string) => fs.readFileSync(path.join(BLIND, name, file));
      const before = await buildProject({name: 'before.csv', data: read('before.csv')});
      const after = await buildProject({name: 'after.csv', data: read('after.csv')});
      if (!before.ok || !after.ok) throw new Error(`${name}: a file did not validate`);
      const expected = JSON.parse(read('expected.json').toString('utf8')) as ExpectedDiff;
      const diff = diffProjects(before.project, after.project);
      const got = kinds(diff, renamesOf(diff));
      const want = kinds(expected, expected.probablyRenamed);
      for (const kind of Object.keys(want)) {
        const wanted = new Set(want[kind]);
        const reported = new Set(got[kind]);
        const right = [...reported].filter((item) => wanted.has(item)).length;
        const t = tally.get(kind) ?? {reported: 0, expected: 0, right: 0};
        tally.set(kind, {reported: t.reported + reported.size, expected: t.expected + wanted.size, right: t.right + right});
        for (const item of reported) if (!wanted.has(item)) misses.push(`${name} ${kind}: reported, not expected: ${item}`);
        for (const item of wanted) if (!reported.has(item)) misses.push(`${name} ${kind}: expected, not reported: ${item}`);
      }
    }
    const lines = [...tally].map(([kind, {reported, expected, right}]) => {
      const precision = reported === 0 ? 1 : right / reported;
      const recall = expected === 0 ? 1 : right / expected;
      return `${kind}: ${expected} expected, ${reported} reported, precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`;
    });
    console.log(`[diff blind set] ${cases.length} cases\n${lines.join('\n')}`);
    expect(misses).toEqual([]);
  });
});
