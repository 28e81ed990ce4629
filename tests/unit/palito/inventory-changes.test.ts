// The Changes view's data, with the real engine on this thread: after an update the store keeps the
// previous inventory and where its removed items were drawn; the ghosts follow their box when it is
// pushed; each added, changed or moved asset says what changed, field by field; the view toggles,
// undo and redo carry it, and loading or opening anything else clears it.

import {describe, expect, it} from 'vitest';
import {createEngine} from '../../../packages/palito/src/engine-client';
import type {ProjectDiff} from '../../../packages/palito/src/engine';
import {assetChangesOf, ghostPlacesOf, placeGhosts} from '../../../packages/palito/src/export';
import {assetsMissingFrom, createMemoryStorage, createPalitoStore, projectFileText, selectInventoryChanges, toProjectFile, selectShownChanges} from '../../../packages/palito/src/store';
import {layoutOnScreen} from '../../../packages/palito/src/store/layout-positions';
import type {Project, TopologyLayout} from '../../../packages/palito/src/model';
import {assetsToCsv, generateAssets} from '../../../bench/generate-inventory';
import {changeInventory} from '../../../bench/update/change-inventory';

const rows = generateAssets({assets: 120, seed: 7});
const changed = changeInventory(rows, 0.15, 8).after;

async function updated() {
  const store = createPalitoStore({engine: createEngine(), storage: createMemoryStorage()});
  expect((await store.getState().load(assetsToCsv(rows), {fileName: 'q3.csv'})).ok).toBe(true);
  const before = store.getState();
  expect((await before.updateInventory(assetsToCsv(changed), {fileName: 'q4.csv'})).ok).toBe(true);
  return {store, before};
}

const EMPTY_DIFF: ProjectDiff = {
  assets: {added: [], removed: [], changed: [], moved: []},
  links: {added: [], removed: []},
  zones: {added: [], removed: [], renamed: []},
  cbs: {added: [], removed: [], renamed: []},
  hints: [],
};

describe('the Changes view’s data', () => {
  it('keeps the previous inventory and a ghost for every removed asset, where the user saw it', async () => {
    const {store, before} = await updated();
    const state = store.getState();
    const diff = state.inventoryDiff!;
    expect(diff.assets.removed.length).toBeGreaterThan(0);
    expect(state.previousInventory!.project).toBe(before.project);
    expect(state.changesShown).toBe(true);
    const ghosts = state.previousInventory!.ghosts.filter((g) => g.kind === 'asset');
    expect(ghosts.map((g) => g.id).sort()).toEqual([...diff.assets.removed].sort());

    // Placed in the new layout, each ghost is where the asset was relative to its CBS box, and that
    // box, when it remains, did not move (nothing pushed it) or carried the ghost with it.
    const was = before.layout!;
    const now = state.layout!;
    const boxNow = new Map(now.groups.map((g) => [g.id, g]));
    const placed = placeGhosts(state.previousInventory!.ghosts, (id) => boxNow.get(id), true);
    for (const id of diff.assets.removed) {
      const old = was.nodes.find((n) => n.id === id)!;
      const oldBox = was.groups.find((g) => g.id === old.parentId)!;
      const ghost = placed.find((g) => g.kind === 'asset' && g.id === id);
      const box = boxNow.get(old.parentId);
      if (box) {
        expect(ghost).toMatchObject({x: box.x + old.x - oldBox.x, y: box.y + old.y - oldBox.y, width: old.width, height: old.height});
        expect(ghost!.name).toBe(before.project!.nodes.find((n) => n.id === id)!.name);
      }
      // Removed ghosts never sit on an asset of the new layout.
      for (const node of now.nodes) {
        if (!ghost) continue;
        const apart = node.x >= ghost.x + ghost.width || ghost.x >= node.x + node.width || node.y >= ghost.y + ghost.height || ghost.y >= node.y + node.height;
        expect(apart, `${node.id} on the ghost of ${id}`).toBe(true);
      }
    }
  });

  it('says what changed about each asset: kinds, each field before → after, the CBS it came from', async () => {
    const {store, before} = await updated();
    const changes = selectInventoryChanges(store.getState())!;
    const diff = changes.diff;
    expect(new Set(changes.assets.keys())).toEqual(new Set([...diff.assets.added, ...diff.assets.changed.map((c) => c.id), ...diff.assets.moved.map((m) => m.id)]));
    const project = store.getState().project!;
    for (const {id, fields} of diff.assets.changed) {
      const was = before.project!.nodes.find((n) => n.id === id)!;
      const now = project.nodes.find((n) => n.id === id)!;
      const got = changes.assets.get(id)!.fields;
      expect(got.map((f) => f.field)).toEqual(fields);
      for (const f of got) {
        const read = (node: typeof was) => (['name', 'type', 'ip', 'status'].includes(f.field) ? (node as unknown as Record<string, string>)[f.field] ?? '' : node.properties[f.field] ?? '');
        expect(f).toEqual({field: f.field, before: read(was), after: read(now)});
        expect(f.before).not.toBe(f.after);
      }
    }
    for (const {id, from} of diff.assets.moved) {
      const movedFrom = changes.assets.get(id)!.movedFrom!;
      expect(movedFrom).toMatchObject(from);
      expect(movedFrom.cbsName).toBe(before.project!.cbs.find((c) => c.id === from.cbsId)!.name);
    }
    for (const id of diff.assets.added) expect(changes.assets.get(id)!.added).toBe(true);
    // The project's edges that are added links, and only those.
    const key = (a: string, b: string) => [a, b].sort().join('\u0000');
    const added = new Set(diff.links.added.map(([a, b]) => key(a, b)));
    expect(changes.addedEdges.size).toBeGreaterThan(0);
    for (const edge of project.edges) expect(changes.addedEdges.has(edge.id)).toBe(added.has(key(edge.source, edge.target)));
  });

  it('toggles, comes and goes with undo and redo, is cleared by loading another file, and a project file keeps it', async () => {
    const {store} = await updated();
    const s = () => store.getState();
    s().showChanges(false);
    expect(selectShownChanges(s())).toBeNull();
    expect(selectInventoryChanges(s())).not.toBeNull();
    const saved = projectFileText(toProjectFile(s(), 'en')!);
    const kept = {diff: s().inventoryDiff, previous: s().previousInventory};
    s().showChanges(true);
    expect(selectShownChanges(s())).not.toBeNull();

    expect(s().undo()).toBe(true);
    expect(s().previousInventory).toBeNull();
    expect(selectShownChanges(s())).toBeNull();
    expect(s().redo()).toBe(true);
    expect(s().previousInventory).not.toBeNull();

    await s().load(assetsToCsv(rows), {fileName: 'q3.csv'});
    expect([s().inventoryDiff, s().previousInventory]).toEqual([null, null]);
    const plain = projectFileText(toProjectFile(s(), 'en')!);

    // The file saved after the update reopens with the same changes, the view as it was (off).
    expect((await s().openProject(saved)).ok).toBe(true);
    expect(s().inventoryDiff).toEqual(kept.diff);
    expect(JSON.parse(JSON.stringify(s().previousInventory))).toEqual(JSON.parse(JSON.stringify(kept.previous)));
    expect(s().changesShown).toBe(false);
    expect(selectInventoryChanges(s())!.assets.size).toBeGreaterThan(0);
    // One saved without an update clears them.
    expect((await s().openProject(plain)).ok).toBe(true);
    expect([s().inventoryDiff, s().previousInventory]).toEqual([null, null]);
  });
});

describe('a version saved before the update', () => {
  it('restores onto the updated inventory: the edits of assets still there come back, those of removed ones are left out and counted', async () => {
    const store = createPalitoStore({engine: createEngine(), storage: createMemoryStorage()});
    const s = () => store.getState();
    expect((await s().load(assetsToCsv(rows), {fileName: 'q3.csv'})).ok).toBe(true);
    const gone = rows.filter((r) => !changed.some((c) => c.id === r.id)).slice(0, 2).map((r) => r.id);
    const kept = rows.find((r) => changed.some((c) => c.id === r.id && c.cbs === r.cbs && c.zone === r.zone))!.id;
    expect(gone).toHaveLength(2);
    s().moveNodes([{id: kept, position: {x: 8, y: 40}}, {id: gone[0], position: {x: 30, y: 40}}]);
    s().setStatus(gone[1], 'error');
    s().setStatus(kept, 'warning');
    const cbsId = s().project!.cbs[0].id;
    s().moveNodes([{id: cbsId, position: {x: 20, y: 60}}]);
    const version = s().saveVersion('before Q4');
    s().moveNodes([{id: kept, position: {x: 300, y: 40}}]);
    expect((await s().updateInventory(assetsToCsv(changed))).ok).toBe(true);

    expect(assetsMissingFrom(version, s().project!, s().previousInventory!.project)).toBe(2);
    s().restoreVersion(version.id);
    expect(s().positions.all[kept]).toEqual({x: 8, y: 40});
    expect(s().statuses[kept]).toBe('warning');
    expect(s().status).toBe('ready');
    // On the inventory it was saved on, nothing is missing.
    expect(assetsMissingFrom(version, s().previousInventory!.project)).toBe(0);
  });
});

describe('ghost places', () => {
  const project = (zones: string[], cbs: [string, string][], nodes: [string, string, string][]): Project =>
    ({
      id: 'p',
      zones: zones.map((id) => ({id, name: `Zone ${id}`, cbsIds: cbs.filter(([, z]) => z === id).map(([c]) => c)})),
      cbs: cbs.map(([id, zoneId]) => ({id, name: `CBS ${id}`, zoneId, nodeIds: nodes.filter(([, c]) => c === id).map(([n]) => n)})),
      nodes: nodes.map(([id, cbsId, zoneId]) => ({id, name: `asset ${id}`, type: 'server', ip: '', status: 'normal', zoneId, cbsId, row: 2, properties: {}})),
      edges: [],
      analysis: {},
    }) as unknown as Project;
  const layout = {
    view: 'all',
    groups: [
      {id: 'z1', kind: 'zone', x: 100, y: 50, width: 600, height: 400},
      {id: 'c1', kind: 'cbs', parentId: 'z1', x: 120, y: 90, width: 300, height: 200},
      {id: 'c2', kind: 'cbs', parentId: 'z1', x: 440, y: 90, width: 200, height: 200},
    ],
    nodes: [
      {id: 'a', parentId: 'c1', x: 140, y: 130, width: 80, height: 40},
      {id: 'b', parentId: 'c2', x: 460, y: 130, width: 80, height: 40},
    ],
    edges: [],
    stubs: [],
  } as unknown as TopologyLayout;
  const before = project(['z1'], [['c1', 'z1'], ['c2', 'z1']], [['a', 'c1', 'z1'], ['b', 'c2', 'z1']]);

  it('follow the box they sat in, a removed box with them, and a removed zone only on the canvas of All View', () => {
    const diff: ProjectDiff = {...EMPTY_DIFF, assets: {...EMPTY_DIFF.assets, removed: ['a', 'b']}, cbs: {...EMPTY_DIFF.cbs, removed: ['c2']}, zones: {...EMPTY_DIFF.zones, removed: []}};
    const places = ghostPlacesOf(diff, before, [layout]);
    expect(places).toEqual([
      {kind: 'cbs', id: 'c2', name: 'CBS c2', parentId: 'z1', x: 340, y: 40, width: 200, height: 200},
      {kind: 'asset', id: 'a', name: 'asset a', parentId: 'c1', x: 20, y: 40, width: 80, height: 40},
      {kind: 'asset', id: 'b', name: 'asset b', parentId: 'c2', x: 20, y: 40, width: 80, height: 40},
    ]);
    // The zone was pushed 1,000 right and c1 now sits elsewhere in it: the ghosts go with them.
    const boxes: Record<string, {x: number; y: number; width: number; height: number}> = {z1: {x: 1100, y: 50, width: 600, height: 400}, c1: {x: 1150, y: 300, width: 300, height: 200}};
    const placed = placeGhosts(places, (id) => boxes[id], true);
    expect(placed.map((g) => [g.id, g.x, g.y])).toEqual([
      ['c2', 1440, 90],
      ['a', 1170, 340],
      ['b', 1460, 130],
    ]);
    // Neither box drawn (another zone's view): no ghost.
    expect(placeGhosts(places, () => undefined, false)).toEqual([]);
    const zoneGone = ghostPlacesOf({...diff, zones: {...EMPTY_DIFF.zones, removed: ['z1']}, cbs: {...EMPTY_DIFF.cbs, removed: ['c1', 'c2']}}, before, [layout]);
    expect(placeGhosts(zoneGone, () => undefined, true).map((g) => [g.kind, g.id, g.x, g.y])).toEqual([
      ['zone', 'z1', 100, 50],
      ['cbs', 'c1', 120, 90],
      ['cbs', 'c2', 440, 90],
      ['asset', 'a', 140, 130],
      ['asset', 'b', 460, 130],
    ]);
    expect(placeGhosts(zoneGone, () => undefined, false)).toEqual([]);
  });

  it('take the first layout that drew the item, and skip one that drew it nowhere', () => {
    const diff: ProjectDiff = {...EMPTY_DIFF, assets: {...EMPTY_DIFF.assets, removed: ['a', 'gone']}};
    const zoneView = {...layout, view: 'zone', nodes: [{...layout.nodes[0], x: 999}]} as TopologyLayout;
    expect(ghostPlacesOf(diff, before, [layout, zoneView]).map((p) => p.x)).toEqual([20]);
    expect(ghostPlacesOf(diff, before, [zoneView, layout]).map((p) => p.x)).toEqual([879]);
  });

  it('name every field of a changed asset, an extra column by its header, and an empty value as empty', () => {
    const after = structuredClone(before);
    after.nodes[0].ip = '10.0.0.9';
    after.nodes[0].properties = {owner: 'kim'};
    const diff: ProjectDiff = {...EMPTY_DIFF, assets: {...EMPTY_DIFF.assets, changed: [{id: 'a', fields: ['ip', 'owner']}]}};
    expect(assetChangesOf(diff, before, after).get('a')).toEqual({
      id: 'a',
      added: false,
      fields: [
        {field: 'ip', before: '', after: '10.0.0.9'},
        {field: 'owner', before: '', after: 'kim'},
      ],
    });
  });
});
