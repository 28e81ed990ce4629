import {describe, expect, it} from 'vitest';
import {layoutProject} from '../../../packages/palito/src/engine/layout/layout-project';
import type {TopologyLayout} from '../../../packages/palito/src/engine/layout/geometry/types';
import type {Project} from '../../../packages/palito/src/engine/model/types';
import {generateInventoryCsv} from '../../../bench/generate-inventory';
import {sample} from './support/files';
import {layoutViolations} from './support/layout-invariants';
import {projectOf} from './support/pipeline';

const generated = new Map<number, Promise<Project>>();
function inventory(assets: number): Promise<Project> {
  if (!generated.has(assets)) {
    generated.set(assets, projectOf({name: `generated-${assets}.csv`, data: generateInventoryCsv({assets, seed: assets})}).then((r) => r.project));
  }
  return generated.get(assets)!;
}

function expectValid(layout: TopologyLayout, project: Project): void {
  expect(layoutViolations(layout, project)).toEqual([]);
}

describe('layoutProject, All View', () => {
  it('draws the sample: every asset inside its CBS, every CBS inside its zone, nothing overlapping', async () => {
    const {project} = await projectOf(sample('assets-sample.csv'));
    const layout = await layoutProject(project);
    expectValid(layout, project);
    expect(layout.view).toBe('all');
    expect(layout.nodes).toHaveLength(39);
    expect(layout.groups.filter((g) => g.kind === 'zone')).toHaveLength(4);
    expect(layout.groups.filter((g) => g.kind === 'cbs')).toHaveLength(11);
    expect(layout.edges).toHaveLength(project.edges.length);
    expect(layout.stubs).toEqual([]);
    // No dense group here: every link is an edge of its own.
    expect(layout.bundles).toEqual([]);
  });

  it('routes the edges inside a CBS with ELK, and leaves the others straight', async () => {
    const {project} = await projectOf(sample('assets-sample.csv'));
    const layout = await layoutProject(project);
    for (const edge of layout.edges) {
      if (edge.kind === 'intra-cbs') expect(edge.points?.length, edge.id).toBeGreaterThanOrEqual(2);
      else expect(edge.points, edge.id).toBeUndefined();
    }
    // ELK's routes here are orthogonal: each leg is horizontal or vertical.
    const route = layout.edges.find((e) => e.points && e.points.length > 2)!.points!;
    for (let i = 1; i < route.length; i++) {
      expect(route[i].x === route[i - 1].x || route[i].y === route[i - 1].y).toBe(true);
    }
  });

  it('is deterministic', async () => {
    const {project} = await projectOf(sample('assets-sample.ko.csv'));
    expect(await layoutProject(project)).toEqual(await layoutProject(project));
  });

  it('follows the direction option inside CBS groups', async () => {
    const {project} = await projectOf(sample('assets-sample.csv'));
    const right = await layoutProject(project, {layout: {direction: 'RIGHT'}});
    const down = await layoutProject(project, {layout: {direction: 'DOWN'}});
    expectValid(down, project);
    expect(down.direction).toBe('DOWN');
    // edge-rtr-01 (router) feeds fw-ext-01 (firewall) in the Edge CBS: right of it, or below it.
    const at = (l: TopologyLayout, id: string) => l.nodes.find((n) => n.id === id)!;
    expect(at(right, 'A002').x).toBeGreaterThan(at(right, 'A001').x + at(right, 'A001').width);
    expect(at(down, 'A002').y).toBeGreaterThan(at(down, 'A001').y + at(down, 'A001').height);
  });

  it('honours node size and spacing', async () => {
    const {project} = await projectOf(sample('assets-sample.csv'));
    const layout = await layoutProject(project, {layout: {nodeWidth: 200, nodeHeight: 60, spacing: 40}});
    expectValid(layout, project);
    expect(layout.nodes.every((n) => n.width === 200 && n.height === 60)).toBe(true);
  });

  for (const assets of [100, 1000, 2000]) {
    it(`keeps every invariant on a generated inventory of ${assets} assets`, async () => {
      const project = await inventory(assets);
      const layout = await layoutProject(project);
      expectValid(layout, project);
      expect(layout.nodes).toHaveLength(assets);
    });
  }

  it('keeps every invariant with direction DOWN on 1000 assets', async () => {
    const project = await inventory(1000);
    expectValid(await layoutProject(project, {layout: {direction: 'DOWN'}}), project);
  });
});

describe('layoutProject, shapes plain layered draws badly', () => {
  const oneCbs = (count: number, connectionsOf: (i: number) => string) =>
    projectOf({
      name: 'one-cbs.csv',
      data: ['id,name,type,zone,cbs,connections', ...Array.from({length: count}, (_, i) => `N${i},n${i},${i ? 'server' : 'switch'},Z,C,${connectionsOf(i)}`)].join('\n'),
    }).then((r) => r.project);

  it('sets a switch’s 300 servers in a grid, not in one column', async () => {
    const project = await oneCbs(301, (i) => (i ? 'N0' : ''));
    const layout = await layoutProject(project);
    expectValid(layout, project);
    const {width, height} = layout.bounds;
    expect(width / height).toBeGreaterThan(0.5);
    expect(width / height).toBeLessThan(2.5);
    // Each server's edge is routed to it.
    expect(layout.edges.every((e) => (e.points?.length ?? 0) >= 2)).toBe(true);
  });

  it('wraps a chain of 1200 assets into rows', async () => {
    const project = await oneCbs(1200, (i) => (i ? `N${i - 1}` : ''));
    const layout = await layoutProject(project);
    expectValid(layout, project);
    expect(layout.bounds.width / layout.bounds.height).toBeLessThan(4);
  });
});

describe('layoutProject, Zone View', () => {
  it('shows one zone, with a stub on its border for each zone it connects to', async () => {
    const {project} = await projectOf(sample('assets-sample.csv'));
    const layout = await layoutProject(project, {view: {view: 'zone', zoneId: 'zone:internal'}});
    expectValid(layout, project);
    expect(layout.view).toBe('zone');
    expect(layout.zoneId).toBe('zone:internal');
    expect(layout.groups.map((g) => g.id)).toEqual([
      'zone:internal', 'cbs:internal/core-network', 'cbs:internal/business-apps', 'cbs:internal/office-lan', 'cbs:internal/databases',
    ]);
    expect(layout.nodes).toHaveLength(18);
    // Internal connects to the three other zones.
    expect(layout.stubs.map((s) => s.zoneId).sort()).toEqual(['zone:development', 'zone:internet-dmz', 'zone:management']);
    const stubEdges = layout.edges.filter((e) => e.target.startsWith('stub:'));
    const crossing = project.edges.filter(
      (e) => e.kind === 'inter-zone' && [e.source, e.target].some((id) => project.nodes.find((n) => n.id === id)!.zoneId === 'zone:internal'),
    );
    // Every edge leaving the zone is drawn once, to the stub of the zone it goes to.
    expect(stubEdges.flatMap((e) => e.edgeIds).sort()).toEqual(crossing.map((e) => e.id).sort());
    for (const edge of stubEdges) {
      const original = project.edges.find((e) => e.id === edge.edgeIds[0])!;
      const outside = [original.source, original.target].find((id) => project.nodes.find((n) => n.id === id)!.zoneId !== 'zone:internal')!;
      expect(edge.target).toBe(`stub:${project.nodes.find((n) => n.id === outside)!.zoneId}`);
    }
    // Edges inside the zone are kept as they are.
    const insideEdges = layout.edges.filter((e) => !e.target.startsWith('stub:'));
    expect(insideEdges.every((e) => e.kind !== 'inter-zone')).toBe(true);
  });

  it('keeps every invariant for each zone of a generated 2000-asset inventory', async () => {
    const project = await inventory(2000);
    for (const zone of project.zones) {
      const layout = await layoutProject(project, {view: {view: 'zone', zoneId: zone.id}});
      expect(layoutViolations(layout, project), zone.id).toEqual([]);
      expect(layout.stubs.length, zone.id).toBeGreaterThan(0);
    }
  });

  it('draws a zone without outside connections with no stubs, and a one-asset file', async () => {
    const {project} = await projectOf({name: 'two.csv', data: 'id,name,zone,cbs,connections\nA,a,Z1,C,B\nB,b,Z1,D,\nC,c,Z2,E,'});
    const zone = await layoutProject(project, {view: {view: 'zone', zoneId: 'zone:z1'}});
    expectValid(zone, project);
    expect(zone.stubs).toEqual([]);
    expect(zone.edges.map((e) => e.kind)).toEqual(['inter-cbs']);
    const single = (await projectOf({name: 'one.csv', data: 'id,name,zone,cbs\nA,a,Z,C'})).project;
    const fractions: number[] = [];
    const layout = await layoutProject(single, {onProgress: (f) => fractions.push(f)});
    expectValid(layout, single);
    expect(fractions).toEqual([1]);
  });

  it('rejects an unknown zone', async () => {
    const {project} = await projectOf(sample('assets-sample.csv'));
    await expect(layoutProject(project, {view: {view: 'zone', zoneId: 'zone:nowhere'}})).rejects.toThrow(RangeError);
  });
});

describe('layoutProject, cancellation and progress', () => {
  it('reports progress and stops with an AbortError when its signal fires', async () => {
    const project = await inventory(2000);
    const fractions: number[] = [];
    await layoutProject(project, {onProgress: (f) => fractions.push(f)});
    expect(fractions.length).toBeGreaterThan(1);
    expect(fractions[fractions.length - 1]).toBe(1);
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);

    const controller = new AbortController();
    const run = layoutProject(project, {signal: controller.signal, onProgress: () => controller.abort()});
    await expect(run).rejects.toMatchObject({name: 'AbortError'});
  });
});

describe('layoutViolations (the checker itself)', () => {
  it('catches an asset outside its CBS, overlapping siblings and a dangling edge', async () => {
    const {project} = await projectOf(sample('assets-sample.csv'));
    const layout = structuredClone(await layoutProject(project));
    const [first, second] = layout.nodes.filter((n) => n.parentId === 'cbs:internal/core-network');
    second.x = first.x + 5;
    second.y = first.y + 5;
    const cbs = layout.groups.find((g) => g.id === 'cbs:internet-dmz/edge')!;
    const escaped = layout.nodes.find((n) => n.parentId === cbs.id)!;
    escaped.x = cbs.x + cbs.width + 10;
    layout.edges.push({id: 'ghost', source: 'A001', target: 'nowhere', kind: 'inter-zone', edgeIds: []});
    const violations = layoutViolations(layout, project);
    expect(violations.some((v) => v.startsWith(`assets of cbs:internal/core-network overlap`))).toBe(true);
    expect(violations.some((v) => v.startsWith(`node ${escaped.id}@`) && v.includes('outside its CBS'))).toBe(true);
    expect(violations).toContain('edge ghost has an end that is not drawn');
  });
});
