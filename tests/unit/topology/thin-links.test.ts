// The pure half of bounding ELK's work (issue 9): a component with far more links than a tree
// reaches ELK as a spanning tree (thin-links.ts), a layout past ELK's budget has its largest
// components packed without ELK (elk-budget.ts, pack-component.ts). No ELK run here
// (layout-limits.test.ts runs it).

import {describe, expect, it} from 'vitest';
import {prepareComponent, readComponentsGraph} from '../../../packages/palito/src/engine/layout/elk/component-graph';
import {ELK_WORK_BUDGET, elkShare, elkWork, MAX_COMPONENT_WORK} from '../../../packages/palito/src/engine/layout/elk/elk-budget';
import {packComponents} from '../../../packages/palito/src/engine/layout/elk/pack-component';
import {EXTRA_LINKS_PER_ASSET, thinLinks} from '../../../packages/palito/src/engine/layout/elk/thin-links';
import {overlaps} from '../../../packages/palito/src/engine/layout/geometry/rects';
import {metricsOf, resolveOptions} from '../../../packages/palito/src/engine/layout/geometry/options';
import type {Edge, Node} from '../../../packages/palito/src/engine/model/types';
import {mediumDense} from './support/medium-dense';
import {CBS, edge, node} from './support/one-cbs';

const m = metricsOf(resolveOptions({}));

/** a1 - a2 - ... - aN */
function chain(prefix: string, size: number): {cbsId: string; nodes: Node[]; edges: Edge[]} {
  const nodes = Array.from({length: size}, (_, i) => node(`${prefix}${i + 1}`, 'server', i));
  return {cbsId: CBS, nodes, edges: nodes.slice(1).map((n, i) => edge(nodes[i].id, n.id))};
}

/** True when `edges` join all of `nodes` into one piece. */
function connects(nodes: readonly Node[], edges: readonly Edge[]): boolean {
  const parent = new Map(nodes.map((n) => [n.id, n.id]));
  const find = (id: string): string => (parent.get(id) === id ? id : find(parent.get(id)!));
  for (const e of edges) parent.set(find(e.source), find(e.target));
  return new Set(nodes.map((n) => find(n.id))).size === 1;
}

describe('thinLinks', () => {
  it(`gives ELK every link of a component with at most ${EXTRA_LINKS_PER_ASSET} link per asset beyond a tree`, () => {
    // 6 assets, 11 links: 6 beyond a tree's 5, one per asset.
    const nodes = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => node(id, 'server', i));
    const edges = [
      ...['b', 'c', 'd', 'e', 'f'].map((id) => edge('a', id)),
      edge('b', 'c'), edge('c', 'd'), edge('d', 'e'), edge('e', 'f'), edge('f', 'b'), edge('b', 'd'),
    ];
    const thinned = thinLinks(nodes, edges);
    expect(thinned.routed).toEqual(edges);
    expect(thinned.straight).toEqual([]);
  });

  it('gives ELK a spanning tree of a 400-asset component with 3 links per asset, in file order, and leaves the rest straight', () => {
    const {nodes, edges} = mediumDense({prefix: 'M', assets: 400, linksPerAsset: 3, zone: 'z', cbs: 'c'}).component;
    expect(edges.length / nodes.length).toBeGreaterThan(2.9);
    const {routed, straight} = thinLinks(nodes, edges);
    expect(routed).toHaveLength(nodes.length - 1);
    expect(connects(nodes, routed)).toBe(true);
    expect(routed.length + straight.length).toBe(edges.length);
    expect(new Set([...routed, ...straight]).size).toBe(edges.length);
    const position = new Map(edges.map((e, i) => [e, i]));
    for (const list of [routed, straight]) {
      expect(list.map((e) => position.get(e)!)).toEqual(list.map((e) => position.get(e)!).sort((a, b) => a - b));
    }
  });

  it('builds the tree from the best-linked assets’ links: every link of the hub is kept', () => {
    // A hub linked to 20 servers, the servers in a ring and each linked to the one after next.
    const servers = Array.from({length: 20}, (_, i) => node(`s${i}`, 'server', i + 1));
    const edges = [
      ...servers.map((s) => edge('hub', s.id)),
      ...servers.map((s, i) => edge(s.id, servers[(i + 1) % 20].id)),
      ...servers.map((s, i) => edge(s.id, servers[(i + 2) % 20].id)),
    ];
    const {routed, straight} = thinLinks([node('hub', 'switch', 0), ...servers], edges);
    expect(routed).toEqual(edges.slice(0, 20));
    expect(straight).toHaveLength(40);
  });
});

describe('elkShare', () => {
  const prepared = (prefix: string, size: number) => prepareComponent(chain(prefix, size), m);

  it('gives ELK everything within the budget', () => {
    const components = [prepared('a', 10), prepared('b', 300)];
    expect(components.map(elkWork)).toEqual([10, 300]);
    expect(elkShare(components)).toEqual([true, true]);
  });

  it('packs the largest components until the rest fits, all components of one size alike', () => {
    const small = Array.from({length: 20}, (_, i) => prepared(`s${i}-`, 1000));
    const large = Array.from({length: 3}, (_, i) => prepared(`l${i}-`, 4000));
    expect(20 * 1000 <= ELK_WORK_BUDGET && 20 * 1000 + 3 * 4000 > ELK_WORK_BUDGET).toBe(true);
    const share = elkShare([large[0], ...small, large[1], large[2]]);
    expect(share).toEqual([false, ...small.map(() => true), false, false]);
  });

  it(`packs a component worth more than ${MAX_COMPONENT_WORK} whatever the budget`, () => {
    expect(elkShare([prepared('a', MAX_COMPONENT_WORK + 1), prepared('b', 50)])).toEqual([false, true]);
  });
});

describe('packComponents', () => {
  it('sets every asset of a packed component, hubs’ leaves in their grid, with no box over another and no route', () => {
    const {component} = mediumDense({prefix: 'P', assets: 120, linksPerAsset: 3, zone: 'z', cbs: 'c'});
    // A switch with 12 servers of its own, joined to the component: a leaf block. (The thinned
    // component's tree has leaf blocks of its own: devices whose other links were left out.)
    const leaves = Array.from({length: 12}, (_, i) => node(`leaf${i}`, 'server', 1000 + i));
    const nodes = [...component.nodes, node('sw', 'switch', 999), ...leaves];
    const edges = [...component.edges, edge('sw', component.nodes[0].id), ...leaves.map((l) => edge('sw', l.id))];
    const prepared = prepareComponent({cbsId: CBS, nodes, edges}, m);
    expect(prepared.split.blocks.map((b) => b.hubId)).toContain('sw');
    expect(prepared.straight.length).toBeGreaterThan(0);
    const [layout] = readComponentsGraph(packComponents([prepared], m), [prepared], m);
    expect([...layout.positions.keys()].sort()).toEqual(nodes.map((n) => n.id).sort());
    expect(layout.routes.size).toBe(0);
    const boxes = [...layout.positions.values()].map((p) => ({...p, width: m.nodeWidth, height: m.nodeHeight}));
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i], boxes[j])).toBe(false);
    for (const p of layout.positions.values()) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x + m.nodeWidth).toBeLessThanOrEqual(layout.width + 0.5);
      expect(p.y + m.nodeHeight).toBeLessThanOrEqual(layout.height + 0.5);
    }
    // About as wide as tall, not a row or a column.
    expect(layout.width / layout.height).toBeGreaterThan(0.7);
    expect(layout.width / layout.height).toBeLessThan(2.5);
  });
});
