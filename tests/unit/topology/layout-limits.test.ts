// The layout within its budget at the engine's limits (issue 9), with real ELK: a component with
// far more links than a tree reaches ELK as a spanning tree and its other links are drawn straight
// (elk/thin-links.ts); a component past ELK's budget is packed without ELK (elk/elk-budget.ts,
// elk/pack-component.ts); the placement's searches share a work meter (arrange/work-meter.ts).
// Times are measured in the bench (`npm run bench -- --dense --stress`), not here.

import {describe, expect, it, vi} from 'vitest';
import {assetsToCsv, type GeneratedAsset} from '../../../bench/generate-inventory';
import {greedyOrder, type BoxLink} from '../../../packages/palito/src/engine/layout/arrange/order-boxes';
import {WorkMeter} from '../../../packages/palito/src/engine/layout/arrange/work-meter';
import {prepareComponent} from '../../../packages/palito/src/engine/layout/elk/component-graph';
import {MAX_COMPONENT_WORK} from '../../../packages/palito/src/engine/layout/elk/elk-budget';
import {layoutProject} from '../../../packages/palito/src/engine/layout/layout-project';
import {metricsOf, resolveOptions} from '../../../packages/palito/src/engine/layout/geometry/options';
import type {TopologyLayout} from '../../../packages/palito/src/engine/layout/geometry/types';
import type {Project} from '../../../packages/palito/src/engine/model/types';
import {bundleViolations} from './support/bundle-invariants';
import {layoutViolations} from './support/layout-invariants';
import {linkCoverageViolations} from './support/link-coverage';
import {mediumDense} from './support/medium-dense';
import {projectOf} from './support/pipeline';

function expectValid(layout: TopologyLayout, project: Project): void {
  expect(layoutViolations(layout, project)).toEqual([]);
  expect(bundleViolations(layout, project)).toEqual([]);
  expect(linkCoverageViolations(layout, project)).toEqual([]);
}

const asset = (id: string, type: string, zone: string, cbs: string, connections: string[] = []): GeneratedAsset => ({id, name: id.toLowerCase(), type, ip: '', zone, cbs, status: 'normal', connections});

/**
 * 400 assets of one CBS with ~3 links each, nothing dense; beside it a router in another CBS
 * linked to its first device, and a small zone of its own linked to it.
 */
function mediumDenseCsv(): string {
  const {assets} = mediumDense({prefix: 'M', assets: 400, linksPerAsset: 3, zone: 'Core', cbs: 'Fabric'});
  return assetsToCsv([
    ...assets,
    asset('R1', 'router', 'Core', 'Edge', [assets[0].id]),
    asset('FW1', 'firewall', 'Core', 'Edge', ['R1']),
    asset('W1', 'server', 'Apps', 'Web', [assets[5].id, 'W2']),
    asset('W2', 'server', 'Apps', 'Web'),
  ]);
}

describe('layoutProject, a medium-dense component (400 assets, 3 links each)', () => {
  const built = projectOf({name: 'medium-dense.csv', data: mediumDenseCsv()}).then((r) => r.project);
  const FABRIC = 'cbs:core/fabric';

  it('hands ELK a spanning tree of its links and draws the others straight, each link once', async () => {
    const project = await built;
    const inFabric = project.edges.filter((e) => e.kind === 'intra-cbs' && project.nodes.find((n) => n.id === e.source)!.cbsId === FABRIC);
    expect(inFabric.length / 400).toBeGreaterThan(2.9);
    const layout = await layoutProject(project);
    expectValid(layout, project);
    expect(layout.bundles).toEqual([]);
    const fabricEdges = layout.edges.filter((e) => inFabric.some((f) => f.id === e.id));
    // The tree's 399 links are routed (leaf blocks' links along their grid); the rest have no route.
    expect(fabricEdges.filter((e) => e.points)).toHaveLength(399);
    expect(fabricEdges.filter((e) => !e.points)).toHaveLength(inFabric.length - 399);
    // Every other link is drawn as before: W1-W2 routed inside its CBS, the rest straight.
    expect(layout.edges.find((e) => e.source === 'W1' && e.target === 'W2')?.points?.length).toBeGreaterThanOrEqual(2);
  });

  it('gives ELK one node per asset outside the tree’s leaf blocks and one link fewer than nodes', async () => {
    const project = await built;
    const nodes = project.nodes.filter((n) => n.cbsId === FABRIC);
    const edges = project.edges.filter((e) => e.kind === 'intra-cbs' && nodes.some((n) => n.id === e.source));
    const prepared = prepareComponent({cbsId: FABRIC, nodes, edges}, metricsOf(resolveOptions({})));
    const elkNodes = prepared.split.nodes.length + prepared.split.blocks.length;
    expect(prepared.split.edges.length + prepared.split.blocks.length).toBe(elkNodes - 1);
    expect(prepared.straight).toHaveLength(edges.length - 399);
    expect(elkNodes).toBeLessThan(400);
  });

  it('keeps every invariant going DOWN and in each Zone View, and is deterministic', async () => {
    const project = await built;
    const down = await layoutProject(project, {layout: {direction: 'DOWN'}});
    expectValid(down, project);
    expect(JSON.stringify(await layoutProject(project, {layout: {direction: 'DOWN'}}))).toBe(JSON.stringify(down));
    for (const zone of project.zones) expectValid(await layoutProject(project, {view: {view: 'zone', zoneId: zone.id}}), project);
  });

  it('draws a dense core inside such a component as a bundle, and every other link once', async () => {
    const {assets} = mediumDense({prefix: 'D', assets: 200, linksPerAsset: 3, zone: 'Core', cbs: 'Fabric', seed: 11});
    const core = Array.from({length: 10}, (_, i) => asset(`CORE${i}`, 'switch', 'Core', 'Fabric'));
    core.forEach((a, i) => a.connections.push(...core.slice(i + 1).map((c) => c.id)));
    core[0].connections.push(assets[0].id, assets[1].id);
    core[1].connections.push(assets[2].id);
    const {project} = await projectOf({name: 'core.csv', data: assetsToCsv([...assets, ...core])});
    const layout = await layoutProject(project);
    expectValid(layout, project);
    expect(layout.bundles.map((b) => b.linkCount)).toEqual([45]);
    expect(layout.edges.some((e) => e.kind === 'intra-cbs' && !e.points)).toBe(true);
  });
});

describe('layoutProject, a component past ELK’s budget', () => {
  it(`packs a component worth more than ${MAX_COMPONENT_WORK} without ELK: every asset placed, every link straight`, async () => {
    // A binary tree of 5,200 servers under one switch: no hub has 10 leaves, so no leaf blocks.
    const size = MAX_COMPONENT_WORK + 200;
    const assets = Array.from({length: size}, (_, i) => asset(`T${i}`, i ? 'server' : 'switch', 'Z', 'Big', i ? [`T${(i - 1) >> 1}`] : []));
    const {project} = await projectOf({name: 'big-tree.csv', data: assetsToCsv([...assets, asset('X', 'server', 'Z', 'Small', ['T0', 'Y']), asset('Y', 'server', 'Z', 'Small')])});
    const fractions: number[] = [];
    const layout = await layoutProject(project, {onProgress: (f) => fractions.push(f)});
    expectValid(layout, project);
    const big = layout.edges.filter((e) => e.kind === 'intra-cbs' && e.source.startsWith('T'));
    expect(big).toHaveLength(size - 1);
    expect(big.every((e) => !e.points)).toBe(true);
    // The small CBS still goes to ELK.
    expect(layout.edges.find((e) => e.source === 'X' && e.target === 'Y')?.points?.length).toBeGreaterThanOrEqual(2);
    expect(fractions[fractions.length - 1]).toBe(1);
    // Packed about as wide as tall, not one row.
    const box = layout.groups.find((g) => g.id === 'cbs:z/big')!;
    expect(box.width / box.height).toBeGreaterThan(0.7);
    expect(box.width / box.height).toBeLessThan(2.5);
  });
});

describe('placement within its work budget', () => {
  it('lays out 300 zones each linked to every few others: the zone order search stops, the drawing is whole', async () => {
    const zones = 300;
    const assets = Array.from({length: zones * 2}, (_, i) => asset(`Z${i}`, 'server', `Zone ${i >> 1}`, 'C'));
    assets.forEach((a, i) => a.connections.push(...[1, 7, 31, 97].map((k) => `Z${(i + 2 * k) % (zones * 2)}`)));
    const {project} = await projectOf({name: 'zones.csv', data: assetsToCsv(assets)});
    const spend = vi.spyOn(WorkMeter.prototype, 'spend');
    const layout = await layoutProject(project);
    expect(spend.mock.results.some((r) => r.value === false)).toBe(true);
    spend.mockRestore();
    expectValid(layout, project);
    expect(layout.groups.filter((g) => g.kind === 'zone')).toHaveLength(zones);
    expect(JSON.stringify(await layoutProject(project))).toBe(JSON.stringify(layout));
  });

  it('WorkMeter: takes what is left, then nothing', () => {
    const meter = new WorkMeter(10);
    expect(meter.spend(4)).toBe(true);
    expect(meter.spend(6)).toBe(true);
    expect(meter.spend(1)).toBe(false);
    const other = new WorkMeter(10);
    expect(other.spend(11)).toBe(false);
    expect(other.spend(1)).toBe(false); // once short, spent: the searches stop together
    expect(other.spent).toBe(0);
  });

  it('greedyOrder picks exactly as the scan it replaced did', () => {
    // The former O(n²) scan, kept here as the reference.
    const reference = (count: number, links: readonly BoxLink[]) => {
      const adjacency = Array.from({length: count}, () => new Map<number, number>());
      const strength = new Array<number>(count).fill(0);
      for (const {a, b, weight} of links) {
        if (a === b) continue;
        adjacency[a].set(b, (adjacency[a].get(b) ?? 0) + weight);
        adjacency[b].set(a, (adjacency[b].get(a) ?? 0) + weight);
        strength[a] += weight;
        strength[b] += weight;
      }
      const taken = new Array<boolean>(count).fill(false);
      const toTaken = new Array<number>(count).fill(0);
      const order: number[] = [];
      while (order.length < count) {
        let best = -1;
        for (let i = 0; i < count; i++) {
          if (taken[i]) continue;
          if (best === -1 || toTaken[i] > toTaken[best] || (toTaken[i] === toTaken[best] && strength[i] > strength[best])) best = i;
        }
        taken[best] = true;
        order.push(best);
        for (const [other, weight] of adjacency[best]) if (!taken[other]) toTaken[other] += weight;
      }
      return order;
    };
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let round = 0; round < 200; round++) {
      const count = 1 + Math.floor(random() * 40);
      const links = Array.from({length: Math.floor(random() * count * 3)}, () => ({
        a: Math.floor(random() * count),
        b: Math.floor(random() * count),
        weight: 1 + Math.floor(random() * 3),
      }));
      expect(greedyOrder(count, links, [])).toEqual(reference(count, links));
    }
  });
});
