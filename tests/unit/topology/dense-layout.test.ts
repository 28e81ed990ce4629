// Dense groups (issue 9): a CBS whose assets all link to each other is laid out with its links as
// one bundle, within budget, and everything else in the file is laid out as usual. Real ELK.

import {describe, expect, it} from 'vitest';
import {layoutProject} from '../../../packages/palito/src/engine/layout/layout-project';
import {countLayoutCrossings} from '../../../packages/palito/src/engine/layout/quality';
import type {TopologyLayout} from '../../../packages/palito/src/engine/layout/geometry/types';
import type {Project} from '../../../packages/palito/src/engine/model/types';
import {denseCsv} from '../../fixtures/hostile/inventories';
import {bundleViolations} from './support/bundle-invariants';
import {layoutViolations} from './support/layout-invariants';
import {projectOf} from './support/pipeline';

function expectValid(layout: TopologyLayout, project: Project): void {
  expect(layoutViolations(layout, project)).toEqual([]);
  expect(bundleViolations(layout, project)).toEqual([]);
}

interface Row {
  id: string;
  type: string;
  zone: string;
  cbs: string;
  links?: string[];
}

function csvOf(rows: readonly Row[]): string {
  return ['id,name,type,zone,cbs,connections', ...rows.map((r) => `${r.id},${r.id.toLowerCase()},${r.type},${r.zone},${r.cbs},${(r.links ?? []).join(';')}`)].join('\n');
}

/** `ids` linked each to every other, written once (on the earlier row). */
function mesh(ids: readonly string[], type: string, zone: string, cbs: string): Row[] {
  return ids.map((id, i) => ({id, type, zone, cbs, links: ids.slice(i + 1)}));
}

const names = (prefix: string, count: number) => Array.from({length: count}, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`);

/**
 * One file with everything at once: a dense CBS linked to a normal one and to another zone; a dense
 * core inside an otherwise normal component (with a switch and its servers, and servers hanging
 * off a core member); a leaf-spine fabric; two meshes joined through one sparse asset.
 */
function mixedCsv(): string {
  const core = mesh(names('M', 30), 'switch', 'Core', 'Mesh');
  core[0].links!.push('R1');
  core[1].links!.push('WEB1');
  const edge: Row[] = [
    {id: 'R1', type: 'router', zone: 'Core', cbs: 'Edge', links: ['FW1']},
    {id: 'FW1', type: 'firewall', zone: 'Core', cbs: 'Edge'},
  ];
  const dense = mesh(names('D', 8), 'switch', 'Apps', 'Web');
  dense[0].links!.push('SW1');
  dense[1].links!.push(...names('L', 10));
  dense[2].links!.push('WEB12');
  const web: Row[] = [
    {id: 'SW1', type: 'switch', zone: 'Apps', cbs: 'Web', links: names('WEB', 12).map((n) => n.replace('WEB0', 'WEB'))},
    ...names('WEB', 12).map((n) => ({id: n.replace('WEB0', 'WEB'), type: 'server', zone: 'Apps', cbs: 'Web'})),
    ...names('L', 10).map((id) => ({id, type: 'server', zone: 'Apps', cbs: 'Web'})),
    {id: 'LONE', type: 'pc', zone: 'Apps', cbs: 'Web'},
  ];
  const spines = names('SP', 6);
  const fabric: Row[] = [
    ...spines.map((id) => ({id, type: 'switch', zone: 'Apps', cbs: 'Fabric', links: names('LF', 20)})),
    ...names('LF', 20).map((id) => ({id, type: 'switch', zone: 'Apps', cbs: 'Fabric'})),
  ];
  const twins: Row[] = [
    ...mesh(names('A', 8), 'router', 'Core', 'Twin'),
    ...mesh(names('B', 8), 'router', 'Core', 'Twin'),
    {id: 'J', type: 'switch', zone: 'Core', cbs: 'Twin', links: ['A01', 'B01']},
  ];
  return csvOf([...core, ...edge, ...dense, ...web, ...fabric, ...twins]);
}

describe('layoutProject, a dense CBS', () => {
  for (const size of [200, 600]) {
    it(`draws a full mesh of ${size} switches as one bundle of ${(size * (size - 1)) / 2} links, with every asset placed`, async () => {
      const {project} = await projectOf({name: `dense-${size}.csv`, data: denseCsv(size)});
      expect(project.edges).toHaveLength((size * (size - 1)) / 2);
      const layout = await layoutProject(project);
      expectValid(layout, project);
      expect(layout.nodes).toHaveLength(size);
      expect(layout.edges).toEqual([]);
      expect(layout.bundles).toHaveLength(1);
      const [bundle] = layout.bundles;
      expect(bundle.parentId).toBe('cbs:core/mesh');
      expect(bundle.linkCount).toBe((size * (size - 1)) / 2);
      expect([...bundle.nodeIds].sort()).toEqual(project.nodes.map((n) => n.id).sort());
      // The drawing is a grid about as wide as tall, not a column metres long.
      expect(layout.bounds.width / layout.bounds.height).toBeGreaterThan(0.5);
      expect(layout.bounds.width / layout.bounds.height).toBeLessThan(2);
      expect(countLayoutCrossings(layout)).toBe(0);
    });
  }

  it('draws the mesh the same way in Zone View', async () => {
    const {project} = await projectOf({name: 'dense-200.csv', data: denseCsv(200)});
    const layout = await layoutProject(project, {view: {view: 'zone', zoneId: 'zone:core'}});
    expectValid(layout, project);
    expect(layout.edges).toEqual([]);
    expect(layout.bundles.map((b) => b.linkCount)).toEqual([19900]);
  });
});

describe('layoutProject, dense groups among normal ones', () => {
  const mixed = projectOf({name: 'mixed.csv', data: mixedCsv()}).then((r) => r.project);

  it('bundles each dense group, and only those', async () => {
    const project = await mixed;
    const layout = await layoutProject(project);
    expectValid(layout, project);
    // In the Project's CBS order (file order), then in file order within a CBS.
    const summary = layout.bundles.map((b) => ({cbs: b.parentId, assets: b.nodeIds.length, links: b.linkCount}));
    expect(summary).toEqual([
      {cbs: 'cbs:core/mesh', assets: 30, links: 435},
      {cbs: 'cbs:apps/web', assets: 8, links: 28},
      {cbs: 'cbs:apps/fabric', assets: 26, links: 120},
      {cbs: 'cbs:core/twin', assets: 8, links: 28},
      {cbs: 'cbs:core/twin', assets: 8, links: 28},
    ]);
    // The bridge J, the switch SW1 and everything else is drawn as before.
    expect(layout.bundles.flatMap((b) => b.nodeIds)).not.toContain('J');
    expect(layout.bundles.flatMap((b) => b.nodeIds)).not.toContain('SW1');
  });

  it('draws every link outside the bundles as one edge, routing those inside a CBS into the member', async () => {
    const project = await mixed;
    const layout = await layoutProject(project);
    const bundled = layout.bundles.reduce((sum, b) => sum + b.linkCount, 0);
    expect(layout.edges).toHaveLength(project.edges.length - bundled);
    expect(layout.edges.flatMap((e) => e.edgeIds).sort()).toEqual(
      project.edges.filter((e) => !layout.bundles.some((b) => b.nodeIds.includes(e.source) && b.nodeIds.includes(e.target))).map((e) => e.id).sort(),
    );
    // Links of a core member to its CBS's other assets are routed (layoutViolations checks that
    // each route starts and ends on its assets); links to other CBS groups stay straight.
    const byPair = (a: string, b: string) => layout.edges.find((e) => (e.source === a && e.target === b) || (e.source === b && e.target === a))!;
    expect(byPair('D01', 'SW1').points?.length).toBeGreaterThanOrEqual(2);
    expect(byPair('D02', 'L01').points?.length).toBeGreaterThanOrEqual(2);
    expect(byPair('D03', 'WEB12').points?.length).toBeGreaterThanOrEqual(2);
    expect(byPair('M01', 'R1').kind).toBe('inter-cbs');
    expect(byPair('M02', 'WEB1').kind).toBe('inter-zone');
  });

  it('keeps every invariant going DOWN, in each Zone View, and is deterministic', async () => {
    const project = await mixed;
    expectValid(await layoutProject(project, {layout: {direction: 'DOWN'}}), project);
    for (const zone of project.zones) {
      const layout = await layoutProject(project, {view: {view: 'zone', zoneId: zone.id}});
      expectValid(layout, project);
      expect(layout.bundles.every((b) => b.parentId.startsWith(`cbs:${zone.id.slice('zone:'.length)}/`))).toBe(true);
    }
    expect(await layoutProject(project)).toEqual(await layoutProject(project));
  });

  it('leaves a full mesh of 6 as lines, and bundles one of 7', async () => {
    const {project} = await projectOf({
      name: 'small-meshes.csv',
      data: csvOf([...mesh(names('S', 6), 'switch', 'Z', 'Six'), ...mesh(names('T', 7), 'switch', 'Z', 'Seven')]),
    });
    const layout = await layoutProject(project);
    expectValid(layout, project);
    expect(layout.bundles.map((b) => [b.parentId, b.linkCount])).toEqual([['cbs:z/seven', 21]]);
    expect(layout.edges).toHaveLength(15);
  });
});
