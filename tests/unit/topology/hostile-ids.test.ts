// Issue 9's identifier cases through the whole engine: ids, zone and CBS names and column headers
// named after Object's members, and asset ids that are what the engine would call a zone or CBS
// group. Nothing is lost (a `__proto__` column included), nothing is shared between an asset and
// a box, and all of it survives JSON, structured clone and the real worker.

import Worker from 'web-worker';
import {afterEach, describe, expect, it} from 'vitest';
import {createLayoutClient, type LayoutClient, type WorkerLike} from '../../../packages/palito/src/engine/worker/client';
import type {Project} from '../../../packages/palito/src/engine/model/types';
import {generateTopology} from '../../../packages/palito/src/engine/pipeline/generate-topology';
import type {TopologyLayout} from '../../../packages/palito/src/engine/layout/geometry/types';
import {CLASH_CSV, MEMBERS_CSV, OBJECT_MEMBERS} from '../../fixtures/hostile/identifiers';

const MEMBERS = OBJECT_MEMBERS;

async function run(csv: string, view?: {view: 'zone'; zoneId: string}) {
  const result = await generateTopology({name: 'hostile.csv', data: csv}, view ? {view} : {});
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result;
}

/** Every id drawn, of every kind, is distinct; every asset sits in a CBS box, every CBS box in a zone. */
function expectSeparateIds(project: Project, layout: TopologyLayout) {
  const ids = [...layout.groups, ...layout.nodes, ...layout.stubs].map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
  const kindOf = new Map(layout.groups.map((g) => [g.id, g.kind]));
  for (const node of layout.nodes) expect(kindOf.get(node.parentId)).toBe('cbs');
  for (const group of layout.groups) if (group.kind === 'cbs') expect(kindOf.get(group.parentId!)).toBe('zone');
  for (const item of [...layout.groups, ...layout.nodes, ...layout.stubs]) {
    for (const value of [item.x, item.y, item.width, item.height]) expect(Number.isFinite(value)).toBe(true);
  }
  const modelIds = [...project.zones, ...project.cbs, ...project.nodes].map((item) => item.id);
  expect(new Set(modelIds).size).toBe(modelIds.length);
}

/** Everything the members inventory holds, checked on a copy that went through JSON, a clone or the worker. */
function expectMembersKept(project: Project) {
  expect(project.nodes.map((n) => n.id)).toEqual([...MEMBERS]);
  for (const node of project.nodes) {
    expect(Object.keys(node.properties)).toEqual([...MEMBERS]);
    for (const column of MEMBERS) {
      expect(Object.hasOwn(node.properties, column)).toBe(true);
      expect(node.properties[column]).toBe(`${node.id}.${column}`);
    }
    expect(node.status).toBe('warning');
  }
  expect(project.nodes.map((n) => n.type)).toEqual(MEMBERS.map((_, i) => MEMBERS[(i + 2) % 4]));
  expect(project.zones.map((z) => z.name)).toEqual(['__proto__', 'constructor']);
  expect(project.cbs.map((c) => c.name).sort()).toEqual([...MEMBERS].sort());
  expect(Object.keys(project.analysis).sort()).toEqual([...MEMBERS].sort());
  for (const id of MEMBERS) {
    expect(Object.hasOwn(project.analysis, id)).toBe(true);
    const {intraCbs, interCbs, interZone} = project.analysis[id];
    expect([...intraCbs, ...interCbs, ...interZone]).toHaveLength(2);
  }
  expect(project.edges).toHaveLength(4);
}

const clients: LayoutClient[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.dispose();
});

describe('ids and names that are Object’s members', () => {
  it('keep every column (a `__proto__` one too), analysis, type and status, with a layout of finite boxes', async () => {
    const {project, layout, warnings} = await run(MEMBERS_CSV);
    expect(warnings).toEqual([]);
    expectMembersKept(project);
    expect(Object.getPrototypeOf(project.nodes[0].properties)).toBeNull();
    expectSeparateIds(project, layout);
    expect(layout.nodes).toHaveLength(4);
    for (const zone of project.zones) {
      const zoneView = await run(MEMBERS_CSV, {view: 'zone', zoneId: zone.id});
      expectSeparateIds(zoneView.project, zoneView.layout);
      expect(zoneView.layout.stubs).toHaveLength(1);
    }
    expect(Object.prototype).not.toHaveProperty('intraCbs');
  });

  it('survive a JSON round trip and structured clone', async () => {
    const {project} = await run(MEMBERS_CSV);
    expectMembersKept(JSON.parse(JSON.stringify(project)));
    expectMembersKept(structuredClone(project));
  });

  it('survive the real layout worker', async () => {
    const client = createLayoutClient({
      createWorker: () => new Worker(new URL('./support/layout-worker.mjs', import.meta.url), {type: 'module'}) as unknown as WorkerLike,
    });
    clients.push(client);
    const result = await client.run({name: 'hostile.csv', data: MEMBERS_CSV});
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expectMembersKept(result.project);
    expectSeparateIds(result.project, result.layout);
  });
});

describe('asset ids that are the engine’s own zone, CBS and stub ids', () => {
  it('keep the assets’ ids and give the zones and CBS groups others', async () => {
    const {project, layout} = await run(CLASH_CSV);
    expect(project.nodes.map((n) => n.id)).toEqual(['zone:z', 'cbs:z/c', 'stub:zone:y', 'Y1']);
    expect(project.zones.map((z) => z.id)).not.toContain('zone:z');
    expect(project.zones.map((z) => z.id)).not.toContain('zone:y');
    expect(project.cbs.map((c) => c.id)).not.toContain('cbs:z/c');
    expectSeparateIds(project, layout);
    expect(project.edges.map((e) => [e.source, e.target])).toEqual([
      ['zone:z', 'cbs:z/c'],
      ['zone:z', 'stub:zone:y'],
      ['cbs:z/c', 'Y1'],
      ['Y1', 'zone:z'],
    ]);
  });

  it('draw each Zone View with stubs that are not assets', async () => {
    const {project} = await run(CLASH_CSV);
    for (const zone of project.zones) {
      const {layout} = await run(CLASH_CSV, {view: 'zone', zoneId: zone.id});
      expectSeparateIds(project, layout);
      const assets = new Set(layout.nodes.map((n) => n.id));
      const stubs = new Set(layout.stubs.map((s) => s.id));
      for (const edge of layout.edges) {
        expect(assets.has(edge.source)).toBe(true);
        expect(assets.has(edge.target) !== stubs.has(edge.target)).toBe(true);
      }
    }
  });
});
