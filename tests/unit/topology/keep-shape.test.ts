// layoutProject(project, {previous}): a changed inventory laid out over the drawing the user sees.
// Checked on generated inventories and seeded change sets (bench/update/change-inventory.ts) and
// on edit sequences: the layout stays sound (layout-invariants.ts), every unchanged asset keeps its
// place in its box exactly, assets the user moved stay where they were put, nothing new lands on
// a removed asset's empty place, and a box that must grow pushes its neighbours without
// changing their order.

import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {diffProjects} from '../../../packages/palito/src/engine/diff';
import {layoutProject} from '../../../packages/palito/src/engine/layout/layout-project';
import type {TopologyLayout} from '../../../packages/palito/src/engine/layout/geometry/types';
import type {Project} from '../../../packages/palito/src/engine/model/types';
import {layoutOnScreen} from '../../../packages/palito/src/store/layout-positions';
import {assetsToCsv, generateAssets, type GeneratedAsset} from '../../../bench/generate-inventory';
import {changeInventory} from '../../../bench/update/change-inventory';
import {keptShape} from '../../../bench/update/shape-figures';
import {layoutViolations} from './support/layout-invariants';
import {projectOf} from './support/pipeline';

const build = async (assets: readonly GeneratedAsset[]) => (await projectOf({name: 'inventory.csv', data: assetsToCsv(assets)})).project;

/** Assets in both projects with the same CBS and the same fields. */
function unchangedIds(before: Project, after: Project): string[] {
  const diff = diffProjects(before, after);
  const changed = new Set([...diff.assets.added, ...diff.assets.changed.map((c) => c.id), ...diff.assets.moved.map((m) => m.id)]);
  return after.nodes.map((n) => n.id).filter((id) => !changed.has(id));
}

function placeInBox(layout: TopologyLayout, id: string) {
  const node = layout.nodes.find((n) => n.id === id)!;
  const box = layout.groups.find((g) => g.id === node.parentId)!;
  return {x: node.x - box.x, y: node.y - box.y};
}

describe('layoutProject over a previous layout', () => {
  it('draws an unchanged inventory exactly as before', async () => {
    const project = await build(generateAssets({assets: 150, seed: 3}));
    const previous = await layoutProject(project);
    const again = await layoutProject(project, {previous});
    expect(again.nodes).toEqual(previous.nodes);
    expect(again.groups).toEqual(previous.groups);
  });

  it('keeps every unchanged asset in its place in its box, on seeded change sets of every kind', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({min: 90, max: 220}), fc.integer({min: 1, max: 40}), fc.integer({min: 1, max: 1e6}), async (size, percent, seed) => {
        const rows = generateAssets({assets: size, seed});
        const before = await build(rows);
        const after = await build(changeInventory(rows, percent / 100, seed + 1).after);
        const previous = await layoutProject(before);
        const layout = await layoutProject(after, {previous});
        expect(layoutViolations(layout, after)).toEqual([]);
        const kept = keptShape(previous, layout, unchangedIds(before, after), 0.01);
        expect(kept.withinInBox).toBe(1);
        expect(kept.orderKept).toBeGreaterThan(0.95);
      }),
      {numRuns: 12, seed: 26},
    );
  });

  it('stays sound through a sequence of updates, each laid over the last', async () => {
    let rows = generateAssets({assets: 120, seed: 9});
    let project = await build(rows);
    let layout = await layoutProject(project);
    for (let step = 1; step <= 5; step++) {
      rows = changeInventory(rows, 0.15, 100 + step).after;
      const next = await build(rows);
      const over = await layoutProject(next, {previous: layout});
      expect(layoutViolations(over, next)).toEqual([]);
      expect(keptShape(layout, over, unchangedIds(project, next), 0.01).withinInBox).toBe(1);
      [project, layout] = [next, over];
    }
  });

  it('leaves assets the user moved exactly where they were put', async () => {
    const rows = generateAssets({assets: 120, seed: 5});
    const before = await build(rows);
    const fresh = await layoutProject(before);
    // The user drags three assets to their box's top-left corner area, one below the other.
    const moved = fresh.nodes.slice(0, 3).map((n, i) => ({id: n.id, position: {x: 4, y: 30 + i * 56}}));
    const previous = layoutOnScreen(fresh, Object.fromEntries(moved.map((m) => [m.id, m.position])));
    const after = await build(changeInventory(rows, 0.1, 77).after);
    const layout = await layoutProject(after, {previous});
    for (const {id} of moved) {
      if (!after.nodes.some((n) => n.id === id && n.cbsId === previous.nodes.find((p) => p.id === id)!.parentId)) continue;
      expect(placeInBox(layout, id)).toEqual(placeInBox(previous, id));
    }
  });

  it('puts nothing new on the empty place of a removed asset', async () => {
    const rows = generateAssets({assets: 100, seed: 12});
    const before = await build(rows);
    const previous = await layoutProject(before);
    const removed = rows.filter((r) => r.cbs === rows[0].cbs && r.zone === rows[0].zone).slice(0, 2).map((r) => r.id);
    const next = rows.filter((r) => !removed.includes(r.id)).map((r) => ({...r, connections: r.connections.filter((c) => !removed.includes(c))}));
    for (let i = 0; i < 6; i++) next.push({...rows[0], id: `NEW${i}`, name: `new-${i}`, ip: `10.99.0.${i + 1}`, connections: [rows[0].id]});
    const after = await build(next);
    const layout = await layoutProject(after, {previous});
    const ghosts = previous.nodes.filter((n) => removed.includes(n.id)).map((n) => ({...n, ...placeInBox(previous, n.id)}));
    for (const node of layout.nodes.filter((n) => n.id.startsWith('NEW'))) {
      const at = placeInBox(layout, node.id);
      for (const ghost of ghosts) {
        const apart = at.x + node.width <= ghost.x || ghost.x + ghost.width <= at.x || at.y + node.height <= ghost.y || ghost.y + ghost.height <= at.y;
        expect(apart).toBe(true);
      }
    }
  });

  it('grows a box that fills up and pushes its neighbours aside, keeping their order', async () => {
    const rows = generateAssets({assets: 200, seed: 21});
    const before = await build(rows);
    const previous = await layoutProject(before);
    const target = rows[0];
    const next = rows.map((r) => ({...r, connections: [...r.connections]}));
    for (let i = 0; i < 60; i++) next.push({...target, id: `GROW${i}`, name: `grow-${i}`, ip: `10.98.0.${i + 1}`, connections: [target.id]});
    const after = await build(next);
    const layout = await layoutProject(after, {previous});
    expect(layoutViolations(layout, after)).toEqual([]);
    const boxOf = (l: TopologyLayout) => l.groups.find((g) => g.kind === 'cbs' && g.id === after.nodes.find((n) => n.id === target.id)!.cbsId)!;
    expect(boxOf(layout).width * boxOf(layout).height).toBeGreaterThan(boxOf(previous).width * boxOf(previous).height);
    const kept = keptShape(previous, layout, unchangedIds(before, after), 0.01);
    expect(kept.withinInBox).toBe(1);
    // The boxes' order: of two zones, or two CBS boxes of one zone, the one left of (above) the other stays left of (above) it.
    const was = new Map(previous.groups.map((g) => [g.id, g]));
    const siblings = layout.groups.filter((g) => was.has(g.id));
    const flips: string[] = [];
    for (const a of siblings) {
      for (const b of siblings) {
        const [pa, pb] = [was.get(a.id)!, was.get(b.id)!];
        if (a.parentId !== b.parentId) continue;
        if ((pa.x < pb.x && a.x >= b.x) || (pa.y < pb.y && a.y >= b.y)) flips.push(`${a.id} / ${b.id}`);
      }
    }
    expect(flips).toEqual([]);
    expect(siblings.some((g) => g.x !== was.get(g.id)!.x || g.y !== was.get(g.id)!.y)).toBe(true);
  });

  it('places a new zone and a new CBS group beside the old ones, and lays out only them', async () => {
    const rows = generateAssets({assets: 120, seed: 4});
    const before = await build(rows);
    const previous = await layoutProject(before);
    const next = [...rows];
    for (let i = 0; i < 8; i++) next.push({...rows[0], id: `Z${i}`, name: `lab-${i}`, zone: 'Research Lab', cbs: i < 4 ? 'Rack A' : 'Rack B', ip: `10.97.0.${i + 1}`, connections: i ? [`Z${i - 1}`] : []});
    for (let i = 0; i < 3; i++) next.push({...rows[0], id: `C${i}`, name: `cam-${i}`, cbs: 'Cameras', ip: `10.96.0.${i + 1}`, connections: []});
    const after = await build(next);
    const layout = await layoutProject(after, {previous});
    expect(layoutViolations(layout, after)).toEqual([]);
    const kept = keptShape(previous, layout, unchangedIds(before, after), 0.01);
    expect(kept.withinOnCanvas).toBe(1);
    expect(layout.groups.some((g) => g.kind === 'zone' && g.id.includes('research'))).toBe(true);
  });

  it('keeps a Zone View over the previous Zone View of the same zone', async () => {
    const rows = generateAssets({assets: 160, seed: 8});
    const before = await build(rows);
    const zoneId = before.zones[0].id;
    const previous = await layoutProject(before, {view: {view: 'zone', zoneId}});
    const after = await build(changeInventory(rows, 0.1, 31).after);
    const layout = await layoutProject(after, {view: {view: 'zone', zoneId}, previous});
    expect(layoutViolations(layout, after)).toEqual([]);
    const inZone = unchangedIds(before, after).filter((id) => after.nodes.find((n) => n.id === id)!.zoneId === zoneId);
    expect(inZone.length).toBeGreaterThan(10);
    const kept = keptShape(previous, layout, inZone, 0.01);
    expect(kept.withinInBox).toBe(1);
    expect(kept.withinOnCanvas).toBeGreaterThan(0.9);
  });

  it('draws afresh when the previous layout was drawn with another asset size or flow', async () => {
    const project = await build(generateAssets({assets: 80, seed: 2}));
    const previous = await layoutProject(project, {layout: {nodeWidth: 200}});
    const fresh = await layoutProject(project, {layout: {direction: 'RIGHT'}});
    expect((await layoutProject(project, {previous})).nodes).toEqual(fresh.nodes);
    const down = await layoutProject(project, {layout: {direction: 'DOWN'}});
    expect((await layoutProject(project, {previous: fresh, layout: {direction: 'DOWN'}})).nodes).toEqual(down.nodes);
  });

  it('survives a previous layout that is not one (a hostile or damaged project file)', async () => {
    const project = await build(generateAssets({assets: 60, seed: 6}));
    const fresh = await layoutProject(project);
    const damaged: unknown[] = [
      null,
      'layout',
      {direction: 'RIGHT', groups: 'no', nodes: 7},
      {...fresh, groups: fresh.groups.map((g, i) => (i % 3 ? g : {...g, x: Number.NaN}))},
      {...fresh, nodes: fresh.nodes.map((n, i) => (i % 4 ? n : {...n, parentId: 'nowhere', y: Infinity}))},
      {...fresh, groups: fresh.groups.map((g) => ({...g, width: 1, height: 1}))},
    ];
    for (const previous of damaged) {
      const layout = await layoutProject(project, {previous: previous as TopologyLayout});
      expect(layoutViolations(layout, project)).toEqual([]);
    }
  });
});
