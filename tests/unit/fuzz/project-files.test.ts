// Project files damaged at random, as the inventory fuzz does for CSV and XLSX: a valid file (the
// sample with every kind of edit and a saved version) has one of its values deleted, replaced,
// swapped with another of the file's strings (a reference pointing elsewhere), repeated, nested
// deep, or its text cut or spliced. openProject, over a real store and the real engine with the
// worker's structured clone in between, must then either open it and draw finite positions, or
// refuse it with one of the project-file problems, which both catalogues translate. Never a raw
// error, never a rejection, never a partial write to the storage.

import fc from 'fast-check';
import {beforeAll, describe, expect, it} from 'vitest';
import {formatProblem} from '../../../packages/palito/src/engine/messages/format-problem';
import {createMemoryStorage, createPalitoStore} from '../../../packages/palito/src/store';
import {type PalitoEngine} from '../../../packages/palito/src/model';
import {createPalitoApi} from '../../../packages/palito/src/api';
import {countingEngine, SAMPLE_TEXT} from '../palito/support/sample';
import {params, timeout} from './support/config';

const REFUSALS = new Set(['project-file-damaged', 'project-file-foreign', 'project-file-newer', 'project-file-too-large', 'project-file-unusable']);

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type Path = Array<string | number>;

let validText: string;
let valid: Json;

/** The real engine, with the structured clone the layout worker's messages put a project through. */
function workerLikeEngine(): PalitoEngine {
  const engine = countingEngine();
  return {generate: engine.generate, layout: (project, options) => engine.layout(structuredClone(project), options)};
}

function editor() {
  const storage = createMemoryStorage();
  const store = createPalitoStore({engine: workerLikeEngine(), storage, now: () => new Date('2026-11-28T00:00:00.000Z')});
  return {store, storage, api: createPalitoApi(store, {themeRoot: () => null, locale: () => 'en'})};
}

beforeAll(async () => {
  const {store, api} = editor();
  expect((await api.setProject(SAMPLE_TEXT, {fileName: 'assets-sample.csv'})).ok).toBe(true);
  const [first, second, third] = api.getProjectData()!.nodes;
  store.getState().moveNodes([{id: first.id, position: {x: 33, y: 44}}]);
  store.getState().hide([second.id]);
  store.getState().setStatus(third.id, 'error');
  api.setOptionalProperties(first.id, {owner: 'NOC'});
  api.setVersion({name: 'before'});
  const zones = api.getProjectData()!.zones;
  await api.setZones([{id: zones[0].id, name: `${zones[0].name} (old)`}]);
  await store.getState().setGraphStyle({edgeColors: {'inter-zone': '#ff0000'}});
  validText = await (await api.exportAs('project'))!.text();
  valid = JSON.parse(validText);
});

/** Every path to a value in the tree, the root's children first. */
function pathsOf(value: Json, at: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value)) value.forEach((item, i) => (out.push([...at, i]), pathsOf(item, [...at, i], out)));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) out.push([...at, key]), pathsOf(item, [...at, key], out);
  return out;
}

function stringsOf(value: Json): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * A value a careless tool or an attacker puts where another was. Deep nesting is described by its
 * depth and built when the damage is done (fast-check prints a case recursively).
 */
type Hostile = {json: Json} | {nested: number};
const hostileValue: fc.Arbitrary<Hostile> = fc.oneof(
  fc.jsonValue({maxDepth: 2}).map((json) => ({json: json as Json})),
  fc.constantFrom<Json>(1e308, -1e308, 0, -1, 2 ** 53, 'NaN', '', '__proto__', 'constructor', 'url(http://127.0.0.1:9/probe)', 'red;background:url(x)', [], {}, null).map((json) => ({json})),
  fc.integer({min: 20, max: 5_000}).map((nested) => ({nested})),
);
const NESTED = '\u0000nested\u0000';
/** The value; deep nesting as a placeholder, written in as text (JSON.stringify would overflow the stack on it, as everything recursive does). */
const built = (value: Hostile): Json => ('json' in value ? value.json : NESTED);

type Damage =
  | {kind: 'delete'; pick: number}
  | {kind: 'replace'; pick: number; value: Hostile}
  | {kind: 'swap'; pick: number; other: number}
  | {kind: 'repeat'; pick: number; times: number}
  | {kind: 'cut'; at: number}
  | {kind: 'splice'; at: number; text: string};

const damage: fc.Arbitrary<Damage> = fc.oneof(
  fc.record({kind: fc.constant('delete' as const), pick: fc.nat()}),
  fc.record({kind: fc.constant('replace' as const), pick: fc.nat(), value: hostileValue}),
  fc.record({kind: fc.constant('swap' as const), pick: fc.nat(), other: fc.nat()}),
  fc.record({kind: fc.constant('repeat' as const), pick: fc.nat(), times: fc.integer({min: 1, max: 3})}),
  fc.record({kind: fc.constant('cut' as const), at: fc.nat()}),
  fc.record({kind: fc.constant('splice' as const), at: fc.nat(), text: fc.string({maxLength: 8, unit: fc.constantFrom('{', '}', '[', ']', '"', ',', ':', '\\', 'a', '0', ' ')})}),
);

function parentOf(root: Json, path: Path): [Json[] | Record<string, Json>, string | number] {
  let node = root as Json[] | Record<string, Json>;
  for (const key of path.slice(0, -1)) node = (node as Record<string, Json>)[key as string] as Json[] | Record<string, Json>;
  return [node, path[path.length - 1]];
}

/** The valid file with one damage done, as text. */
function damaged(d: Damage): string {
  if (d.kind === 'cut') return validText.slice(0, d.at % validText.length);
  if (d.kind === 'splice') {
    const at = d.at % validText.length;
    return validText.slice(0, at) + d.text + validText.slice(at);
  }
  const root = structuredClone(valid);
  const paths = pathsOf(root);
  const [parent, key] = parentOf(root, paths[d.pick % paths.length]);
  const record = parent as Record<string | number, Json>;
  if (d.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete record[key];
  } else if (d.kind === 'replace') record[key] = built(d.value);
  else if (d.kind === 'swap') {
    const strings = stringsOf(root);
    record[key] = strings[d.other % strings.length];
  } else if (Array.isArray(parent)) parent.splice(key as number, 0, ...Array.from({length: d.times}, () => structuredClone(parent[key as number])));
  else record[key] = Array.from({length: d.times + 1}, () => record[key]);
  const text = JSON.stringify(root, null, 2);
  if (d.kind !== 'replace' || 'json' in d.value) return text;
  const levels = d.value.nested;
  return text.replace(JSON.stringify(NESTED), `${'['.repeat(levels)}0${']'.repeat(levels)}`);
}

describe('project files damaged at random', () => {
  it(
    'open with finite positions, or are refused with a translated problem; never a raw error',
    async () => {
      await fc.assert(
        fc.asyncProperty(damage, async (d) => {
          const {store, storage} = editor();
          const key = `palito:versions:${(valid as {project: {id: string}}).project.id}`;
          const stored = () => storage.getItem(key);
          const before = stored();
          const result = await store.getState().openProject(damaged(d));
          const state = store.getState();
          expect(state.error, JSON.stringify(d)).toBeNull();
          if (result.ok) {
            expect(state.status).toBe('ready');
            for (const box of [...state.layout!.nodes, ...state.layout!.groups, ...state.layout!.stubs]) {
              expect(Number.isFinite(box.x + box.y + box.width + box.height), JSON.stringify(d)).toBe(true);
            }
            return;
          }
          expect(result.problems.length, JSON.stringify(d)).toBe(1);
          const [problem] = result.problems;
          expect(REFUSALS.has(problem.code), problem.code).toBe(true);
          for (const locale of ['ko', 'en'] as const) expect(formatProblem(problem, locale)).not.toMatch(/undefined|NaN|\[object/);
          // Refused: nothing was written.
          expect(stored()).toBe(before);
        }),
        params(100),
      );
    },
    timeout(100, 200),
  );
});
