// updateInventory: next quarter's file opened over the project on screen, with the real engine on
// this thread. The diagram keeps its shape (moves included), every edit stays, the diff is the
// engine's, a broken file changes nothing, and undo and redo take the whole update back and forth;
// a tidy-up lays the view out afresh, as one undo step too.

import {describe, expect, it} from 'vitest';
import {diffProjects} from '../../../packages/palito/src/engine/diff';
import {layoutProject} from '../../../packages/palito/src/engine/layout/layout-project';
import {createEngine} from '../../../packages/palito/src/engine-client';
import {createMemoryStorage, createPalitoStore} from '../../../packages/palito/src/store';
import {layoutOnScreen} from '../../../packages/palito/src/store/layout-positions';
import {selectCurrentProject, selectScreenViewKey} from '../../../packages/palito/src/store/selectors';
import type {PalitoStore} from '../../../packages/palito/src/store/store-types';
import {assetsToCsv, generateAssets} from '../../../bench/generate-inventory';
import {changeInventory} from '../../../bench/update/change-inventory';

const rows = generateAssets({assets: 140, seed: 41});
const before = assetsToCsv(rows);
const changed = changeInventory(rows, 0.12, 42).after;
const after = assetsToCsv(changed);
/** An asset every change left alone, and others to edit. */
const stays = rows.filter((r) => {
  const now = changed.find((c) => c.id === r.id);
  return now && now.cbs === r.cbs && now.zone === r.zone && now.name === r.name && now.status === r.status;
});
const removed = rows.find((r) => !changed.some((c) => c.id === r.id))!;

async function loaded() {
  const store = createPalitoStore({engine: createEngine(), storage: createMemoryStorage()});
  const result = await store.getState().load(before, {fileName: 'q3.csv'});
  expect(result.ok).toBe(true);
  return store;
}

/** Each asset's place on screen, from its CBS box's corner, moves applied. */
function placesInBox(state: PalitoStore): Map<string, {x: number; y: number}> {
  const screen = layoutOnScreen(state.layout!, state.positions[selectScreenViewKey(state)] ?? {});
  const boxes = new Map(screen.groups.map((g) => [g.id, g]));
  return new Map(screen.nodes.map((n) => [n.id, {x: n.x - boxes.get(n.parentId)!.x, y: n.y - boxes.get(n.parentId)!.y}]));
}

describe('updateInventory', () => {
  it('opens the new file over the diagram: unchanged assets and the moved one stay put, every edit stays', async () => {
    const store = await loaded();
    const s = () => store.getState();
    const [moved, edited] = [stays[0].id, stays[1].id];
    s().moveNodes([{id: moved, position: {x: 6, y: 34}}]);
    s().setStatus(edited, 'error');
    s().setOptionalProperties(edited, {owner: 'kim'});
    s().setStatus(removed.id, 'warning');
    s().hide([stays[2].id]);
    const zones = s().project!.zones;
    await s().setZones([{id: zones[1].id, name: 'Renamed zone'}, {id: zones[0].id}]);
    const placesBefore = placesInBox(s());

    const result = await s().updateInventory(after, {fileName: 'q4.csv'});
    expect(result.ok).toBe(true);
    const q3 = s().history.undo.at(-1)!;
    expect(q3.kind).toBe('inventory');
    expect(result.diff).toEqual(diffProjects(q3.kind === 'inventory' ? q3.before.project! : s().project!, s().project!));
    expect(s().inventoryDiff).toBe(result.diff);
    expect(result.diff!.assets.added.length).toBeGreaterThan(0);

    const placesAfter = placesInBox(s());
    for (const {id} of stays) expect(placesAfter.get(id)).toEqual(placesBefore.get(id));
    expect(placesAfter.get(moved)).toEqual({x: 6, y: 34});
    const current = selectCurrentProject(s())!;
    expect(current.nodes.find((n) => n.id === edited)).toMatchObject({status: 'error'});
    expect(s().properties[edited]).toEqual({owner: 'kim'});
    expect(s().statuses[removed.id]).toBe('warning');
    expect(s().hidden).toContain(stays[2].id);
    expect(current.zones.slice(0, 2).map((z) => [z.id, z.name])).toEqual([
      [zones[1].id, 'Renamed zone'],
      [zones[0].id, zones[0].name],
    ]);
  });

  it('is one undo step, and redo brings the update back', async () => {
    const store = await loaded();
    const s = () => store.getState();
    const q3 = {project: s().project, layout: s().layout};
    await s().updateInventory(after);
    const q4 = {project: s().project, layout: s().layout, diff: s().inventoryDiff};
    expect(s().undo()).toBe(true);
    expect({project: s().project, layout: s().layout}).toEqual(q3);
    expect(s().inventoryDiff).toBeNull();
    expect(s().redo()).toBe(true);
    expect({project: s().project, layout: s().layout, diff: s().inventoryDiff}).toEqual(q4);
  });

  it('keeps the diagram and adds no undo step when the new file is broken', async () => {
    const store = await loaded();
    const s = () => store.getState();
    const {project, layout} = s();
    const result = await s().updateInventory('id,name\n,\n', {fileName: 'broken.csv'});
    expect(result.ok).toBe(false);
    expect(result.problems.some((p) => p.severity === 'error')).toBe(true);
    expect(s().project).toBe(project);
    expect(s().layout).toBe(layout);
    expect(s().history.undo).toHaveLength(0);
  });

  it('tidies up: the view laid out afresh, moves dropped, as one undo step', async () => {
    const store = await loaded();
    const s = () => store.getState();
    await s().updateInventory(after);
    s().moveNodes([{id: stays[0].id, position: {x: 6, y: 34}}]);
    const kept = {layout: s().layout, positions: s().positions};
    expect(await s().tidyUp()).toBe(true);
    const fresh = await layoutProject(selectCurrentProject(s())!);
    expect(s().layout!.nodes).toEqual(fresh.nodes);
    expect(Object.keys(s().positions)).toEqual([]);
    expect(s().inventoryDiff).not.toBeNull();
    expect(s().undo()).toBe(true);
    expect({layout: s().layout, positions: s().positions}).toEqual(kept);
  });

  it('lays the Zone View on screen over itself, and All View over its own', async () => {
    const store = await loaded();
    const s = () => store.getState();
    const zoneId = s().project!.zones[0].id;
    await s().setView('zone', zoneId);
    const placesBefore = placesInBox(s());
    await s().updateInventory(after);
    expect(s().layout!.view).toBe('zone');
    expect(Object.keys(s().layouts).sort()).toEqual(['all', `zone:${zoneId}`].sort());
    const placesAfter = placesInBox(s());
    const inZone = stays.filter((r) => placesBefore.has(r.id));
    expect(inZone.length).toBeGreaterThan(3);
    for (const {id} of inZone) expect(placesAfter.get(id)).toEqual(placesBefore.get(id));
  });
});
