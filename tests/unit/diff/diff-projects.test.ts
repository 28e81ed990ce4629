// diffProjects (engine/diff): on seeded change sets of every kind the diff reports exactly the
// changes that were made, no more (precision 1) and no fewer (recall 1); a project against itself
// gives an empty diff; the diff read backwards swaps added and removed; and two real files through
// the engine give the changes a reader sees between them, the probable rename worded in both
// languages.

import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {diffProjects, type ProjectDiff} from '../../../packages/palito/src/engine/diff';
import {buildProject} from '../../../packages/palito/src/engine/pipeline/build-project';
import {formatProblem} from '../../../packages/palito/src/engine/messages/format-problem';
import {changeSets, pairKey, type Expected} from './support/change-sets';

const sorted = (items: Iterable<string>) => [...items].sort();

/** The diff as sets, to compare with what a change set made. */
function reported(diff: ProjectDiff) {
  return {
    added: sorted(diff.assets.added),
    removed: sorted(diff.assets.removed),
    changed: new Map(diff.assets.changed.map(({id, fields}) => [id, new Set(fields)])),
    moved: new Set(diff.assets.moved.map(({id}) => id)),
    linksAdded: sorted(diff.links.added.map(pairKey)),
    linksRemoved: sorted(diff.links.removed.map(pairKey)),
    renames: diff.hints.map((hint) => ({before: hint.params.before, after: hint.params.after})),
    renamedZones: new Set(diff.zones.renamed.map(({id}) => id)),
  };
}

function expectExactly(diff: ProjectDiff, expected: Expected) {
  const got = reported(diff);
  expect(got.added).toEqual(sorted(expected.added));
  expect(got.removed).toEqual(sorted(expected.removed));
  expect(got.changed).toEqual(expected.changed);
  expect(got.moved).toEqual(expected.moved);
  expect(got.linksAdded).toEqual(sorted(expected.linksAdded.map(pairKey)));
  expect(got.linksRemoved).toEqual(sorted(expected.linksRemoved.map(pairKey)));
  expect(got.renames).toEqual(expected.renames);
  expect(got.renamedZones).toEqual(expected.renamedZones);
}

const idsOf = (groups: Array<{id: string}>) => new Set(groups.map((g) => g.id));
const only = (a: Set<string>, b: Set<string>) => sorted([...a].filter((id) => !b.has(id)));

describe('diffProjects on seeded change sets', () => {
  it('reports every change made and nothing else: precision and recall 1.0 for each kind', () => {
    fc.assert(
      fc.property(changeSets({min: 0, max: 60}), ({before, after, expected}) => {
        const diff = diffProjects(before, after);
        expectExactly(diff, expected);
        // Zones and CBS groups: the ids only one side has; moved and new assets bring some, removed ones take some away.
        expect(sorted(diff.zones.added)).toEqual(only(idsOf(after.zones), idsOf(before.zones)));
        expect(sorted(diff.zones.removed)).toEqual(only(idsOf(before.zones), idsOf(after.zones)));
        expect(sorted(diff.cbs.added)).toEqual(only(idsOf(after.cbs), idsOf(before.cbs)));
        expect(sorted(diff.cbs.removed)).toEqual(only(idsOf(before.cbs), idsOf(after.cbs)));
        expect(diff.cbs.renamed).toEqual([]);
      }),
      {numRuns: 300, seed: 20261128},
    );
  });

  it('holds every kind of change among the runs (the generator does not skip one)', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(changeSets({min: 20, max: 60}), ({before, after}) => {
        const diff = diffProjects(before, after);
        if (diff.assets.added.length) seen.add('added');
        if (diff.assets.removed.length) seen.add('removed');
        for (const {fields} of diff.assets.changed) for (const field of fields) seen.add(`changed:${field}`);
        for (const {from, to} of diff.assets.moved) seen.add(from.zoneId === to.zoneId ? 'moved:cbs' : 'moved:zone');
        if (diff.links.added.length) seen.add('links:added');
        if (diff.links.removed.length) seen.add('links:removed');
        if (diff.zones.added.length) seen.add('zones:added');
        if (diff.zones.removed.length) seen.add('zones:removed');
        if (diff.zones.renamed.length) seen.add('zones:renamed');
        if (diff.cbs.added.length) seen.add('cbs:added');
        if (diff.hints.length) seen.add('hint');
      }),
      {numRuns: 100, seed: 7},
    );
    expect(sorted(seen)).toEqual(
      sorted([
        'added', 'removed', 'changed:name', 'changed:type', 'changed:ip', 'changed:status', 'changed:owner', 'changed:rack',
        'moved:cbs', 'moved:zone', 'links:added', 'links:removed', 'zones:added', 'zones:removed', 'zones:renamed', 'cbs:added', 'hint',
      ]),
    );
  });

  it('is empty for a project against itself, and read backwards swaps added and removed', () => {
    fc.assert(
      fc.property(changeSets({min: 0, max: 40}), ({before, after}) => {
        const same = diffProjects(before, before);
        expect(same).toEqual({
          assets: {added: [], removed: [], changed: [], moved: []},
          links: {added: [], removed: []},
          zones: {added: [], removed: [], renamed: []},
          cbs: {added: [], removed: [], renamed: []},
          hints: [],
        });
        const forward = diffProjects(before, after);
        const backward = diffProjects(after, before);
        expect(sorted(backward.assets.added)).toEqual(sorted(forward.assets.removed));
        expect(sorted(backward.assets.removed)).toEqual(sorted(forward.assets.added));
        expect(sorted(backward.assets.changed.map(({id}) => id))).toEqual(sorted(forward.assets.changed.map(({id}) => id)));
        expect(backward.assets.moved.length).toBe(forward.assets.moved.length);
        expect(sorted(backward.links.added.map(pairKey))).toEqual(sorted(forward.links.removed.map(pairKey)));
        expect(sorted(backward.links.removed.map(pairKey))).toEqual(sorted(forward.links.added.map(pairKey)));
        expect(backward.hints.length).toBe(forward.hints.length);
      }),
      {numRuns: 200, seed: 3},
    );
  });
});

const BEFORE_CSV = [
  'id,name,type,ip,zone,cbs,status,connections,owner',
  'r1,core-router,router,10.0.0.1,Core,Backbone,normal,"s1,s2",net',
  's1,core-switch-1,switch,10.0.0.2,Core,Backbone,normal,,net',
  's2,core-switch-2,switch,10.0.0.3,Core,Backbone,normal,,net',
  'w1,web-01,server,10.1.0.1,DMZ,Web,normal,s1,ops',
  'w2,web-02,server,10.1.0.2,DMZ,Web,normal,s2,ops',
  'd1,db-01,server,10.2.0.1,Core,Data,normal,s1,dba',
].join('\n');

const AFTER_CSV = [
  'id,name,type,ip,zone,cbs,status,connections,owner',
  'r1,core-router,router,10.0.0.1,Core,Backbone,normal,"s1,s2",net',
  's1,core-switch-1,switch,10.0.0.2,Core,Backbone,warning,,net',
  's2,core-switch-2,switch,10.0.0.3,Core,Backbone,normal,,net',
  'w1,web-01,server,10.1.0.1,DMZ,Web,normal,s2,ops',
  'w3,web-02,server,10.1.0.2,DMZ,Web,normal,s2,ops',
  'd1,db-01,server,10.2.0.9,DMZ,Data,normal,s1,platform',
  'f1,firewall,firewall,10.3.0.1,Edge,Perimeter,normal,r1,net',
].join('\n');

describe('diffProjects on two files through the engine', () => {
  it('reports the changes a reader sees between the two files, and the probable rename in both languages', async () => {
    const before = await buildProject({name: 'q3.csv', data: BEFORE_CSV});
    const after = await buildProject({name: 'q4.csv', data: AFTER_CSV});
    if (!before.ok || !after.ok) throw new Error('the files did not validate');
    const diff = diffProjects(before.project, after.project);
    expect(diff.assets.added).toEqual(['w3', 'f1']);
    expect(diff.assets.removed).toEqual(['w2']);
    expect(diff.assets.changed).toEqual([
      {id: 's1', fields: ['status']},
      {id: 'd1', fields: ['ip', 'owner']},
    ]);
    expect(diff.assets.moved).toEqual([{id: 'd1', from: {zoneId: 'zone:core', cbsId: 'cbs:core/data'}, to: {zoneId: 'zone:dmz', cbsId: 'cbs:dmz/data'}}]);
    expect(diff.links.added.map(pairKey).sort()).toEqual(['f1 r1', 's2 w1', 's2 w3'].sort());
    expect(diff.links.removed.map(pairKey).sort()).toEqual(['s1 w1', 's2 w2'].sort());
    // Each pair as the earlier file first named it (the example on the architecture page).
    expect(diff.links.removed).toEqual([['w1', 's1'], ['w2', 's2']]);
    expect(diff.zones).toEqual({added: ['zone:edge'], removed: [], renamed: []});
    expect(diff.cbs.added).toEqual(['cbs:dmz/data', 'cbs:edge/perimeter']);
    expect(diff.cbs.removed).toEqual(['cbs:core/data']);

    expect(diff.hints).toHaveLength(1);
    const [hint] = diff.hints;
    expect(hint).toMatchObject({severity: 'warning', code: 'probably-renamed', row: 6, params: {before: 'w2', beforeRow: 6, after: 'w3', name: 'web-02'}});
    const en = formatProblem(hint, 'en');
    const ko = formatProblem(hint, 'ko');
    for (const message of [en, ko]) for (const part of ['w2', 'w3', 'web-02', '6']) expect(message).toContain(part);
    expect(en).toMatch(/^Row 6: .*earlier/);
    expect(ko).toMatch(/^6행: .*이전 파일 6행/);
  });
});

describe('diffProjects on hostile keys', () => {
  it('compares extra columns named like Object.prototype’s members as any other column', () => {
    const column = (entries: Record<string, string>) => Object.assign(Object.create(null), entries) as Record<string, string>;
    const node = (properties: Record<string, string>) => ({id: '__proto__', name: 'x', type: '', status: 'normal' as const, zoneId: 'zone:z', cbsId: 'cbs:z/c', row: 2, properties});
    const project = (properties: Record<string, string>) => ({
      id: 'p', name: 'p', zones: [{id: 'zone:z', name: 'z', cbsIds: ['cbs:z/c']}], cbs: [{id: 'cbs:z/c', name: 'c', zoneId: 'zone:z', nodeIds: ['__proto__']}],
      nodes: [node(properties)], edges: [], analysis: Object.create(null),
    });
    const before = project(column({constructor: 'a', toString: ''}));
    const after = project(column({constructor: 'a', hasOwnProperty: 'b'}));
    expect(diffProjects(before, after).assets.changed).toEqual([{id: '__proto__', fields: ['hasOwnProperty']}]);
    expect(diffProjects(before, before).assets.changed).toEqual([]);
  });
});
