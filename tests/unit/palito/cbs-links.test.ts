// The overview's lines (flow/cbs-links.ts): one per pair of CBS groups of a zone, one per pair of
// zones for the links between zones, counting every link once and none inside a group, on the
// sample and on a generated inventory. (bench:navigate prints the count at 5,000 and 20,000 assets.)

import {beforeAll, describe, expect, it} from 'vitest';
import {cbsLinks, cbsLinkWidth} from '../../../packages/palito/src/react/components/flow/cbs-links';
import {toFlow} from '../../../packages/palito/src/store';
import {generateTopology} from '../../../packages/palito/src/engine/pipeline/generate-topology';
import {assetsToCsv, generateAssets} from '../../../bench/generate-inventory';
import type {Project, TopologyLayout} from '../../../packages/palito/src/model';
import {layoutProject} from '../../../packages/palito/src/engine/layout/layout-project';
import {loadSample} from './support/sample';

let sample: {project: Project; layout: TopologyLayout};

beforeAll(async () => {
  sample = await loadSample();
});

/** The links between two CBS groups of a zone, as unordered pairs of CBS ids, and between two zones, as pairs of zone ids, with how many. */
function expectedPairs(project: Project): Map<string, number> {
  const cbsOf = new Map(project.nodes.map((n) => [n.id, n.cbsId]));
  const zoneOf = new Map(project.nodes.map((n) => [n.id, n.zoneId]));
  const pairs = new Map<string, number>();
  for (const edge of project.edges) {
    const groupOf = edge.kind === 'inter-zone' ? zoneOf : cbsOf;
    const [a, b] = [groupOf.get(edge.source)!, groupOf.get(edge.target)!].sort();
    if (a !== b) pairs.set(`${a}|${b}`, (pairs.get(`${a}|${b}`) ?? 0) + 1);
  }
  return pairs;
}

describe('cbsLinks', () => {
  it('on the sample: one line per pair of CBS groups or zones, counting each link between them once, none inside a group', () => {
    const flow = toFlow({project: sample.project, layout: sample.layout});
    const lines = cbsLinks(flow.nodes, flow.edges);
    const modelId = new Map(flow.nodes.flatMap((n) => (n.data.kind === 'cbs' ? [[n.id, n.data.cbs.id]] : n.data.kind === 'zone' ? [[n.id, n.data.zone.id]] : [])) as [string, string][]);
    const got = new Map(lines.map((l) => [[modelId.get(l.a)!, modelId.get(l.b)!].sort().join('|'), l.count]));
    expect(got).toEqual(expectedPairs(sample.project));
    expect(lines.some((l) => l.kind === 'inter-zone')).toBe(true);
  });

  it('in Zone View, draws the links to other zones from the CBS group to that zone’s stub', async () => {
    const zoneId = sample.project.zones[1].id;
    const layout = await layoutProject(sample.project, {view: {view: 'zone', zoneId}});
    const flow = toFlow({project: sample.project, layout});
    const stubs = new Set(flow.nodes.filter((n) => n.data.kind === 'stub').map((n) => n.id));
    const lines = cbsLinks(flow.nodes, flow.edges);
    const toStubs = lines.filter((l) => stubs.has(l.a) || stubs.has(l.b));
    expect(toStubs.length).toBeGreaterThan(0);
    for (const line of toStubs) expect(line.kind).toBe('inter-zone');
    const drawnToStubs = flow.edges.filter((e) => !e.hidden && (stubs.has(e.source) || stubs.has(e.target))).length;
    expect(toStubs.reduce((sum, l) => sum + l.count, 0)).toBe(drawnToStubs);
  });

  it('leaves out the links of hidden assets', () => {
    const hub = sample.project.edges.find((e) => e.kind === 'inter-zone')!.source;
    const flow = toFlow({project: sample.project, layout: sample.layout, hidden: [hub]});
    const total = cbsLinks(flow.nodes, flow.edges).reduce((sum, l) => sum + l.count, 0);
    const all = [...expectedPairs(sample.project).values()].reduce((a, b) => a + b, 0);
    const cbsOf = new Map(sample.project.nodes.map((n) => [n.id, n.cbsId]));
    const hubs = sample.project.edges.filter((e) => (e.source === hub || e.target === hub) && cbsOf.get(e.source) !== cbsOf.get(e.target)).length;
    expect(total).toBe(all - hubs);
  });

  it('draws a 1,000-asset overview in under a fifth of its lines', async () => {
    const result = await generateTopology({name: 'big.csv', data: new TextEncoder().encode(assetsToCsv(generateAssets({assets: 1000, seed: 20261129})))});
    if (!result.ok) throw new Error('the generated inventory did not convert');
    const flow = toFlow({project: result.project, layout: result.layout});
    const lines = cbsLinks(flow.nodes, flow.edges);
    expect(lines.length).toBeLessThan(flow.edges.length / 5);
    expect(lines.reduce((sum, l) => sum + l.count, 0)).toBe([...expectedPairs(result.project).values()].reduce((a, b) => a + b, 0));
  });

  it('widens with the count: a hairline for one link, wider for more', () => {
    expect(cbsLinkWidth(1)).toBe(1);
    expect(cbsLinkWidth(100)).toBeGreaterThan(cbsLinkWidth(10));
    expect(cbsLinkWidth(100)).toBeLessThan(12);
  });
});
