// The pure half of the layout: ELK graphs are built and read without running ELK here.

import {describe, expect, it} from 'vitest';
import type {ElkNode} from 'elkjs/lib/elk-api';
import {
  buildComponentsGraph,
  prepareComponent,
  profileOf,
  readComponentsGraph,
} from '../../../packages/palito/src/engine/layout/elk/component-graph';
import {splitComponents} from '../../../packages/palito/src/engine/layout/elk/components';
import {extractLeafBlocks, leafRoute, LEAF_BLOCK_MIN_LEAVES} from '../../../packages/palito/src/engine/layout/elk/leaf-blocks';
import {metricsOf, resolveOptions} from '../../../packages/palito/src/engine/layout/geometry/options';
import type {Cbs} from '../../../packages/palito/src/engine/model/types';
import {CBS, edge, node} from './support/one-cbs';

const m = metricsOf(resolveOptions({}));

const cbs: Cbs = {id: CBS, name: 'c', zoneId: 'zone:z', nodeIds: []};

describe('splitComponents', () => {
  it('separates connected components from lone assets, in file order', () => {
    const nodes = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => node(id, 'server', i));
    const split = splitComponents({cbs, nodes, edges: [edge('b', 'e'), edge('a', 'c'), edge('c', 'e')]});
    expect(split.components.map((c) => c.nodes.map((n) => n.id))).toEqual([['a', 'b', 'c', 'e']]);
    expect(split.components[0].edges).toHaveLength(3);
    expect(split.lone.map((n) => n.id)).toEqual(['d', 'f']);
  });
});

describe('buildComponentsGraph', () => {
  it('points edges from routers toward hosts, whichever way the file wrote them', () => {
    const nodes = [node('srv', 'server', 1), node('rtr', 'router', 2), node('sw', 'switch', 3)];
    const component = {cbsId: cbs.id, nodes, edges: [edge('srv', 'sw'), edge('sw', 'rtr')]};
    const graph = buildComponentsGraph('g', [prepareComponent(component, m)], m);
    expect(graph.children!.map((c) => [c.id, c.width, c.height])).toEqual([['srv', 160, 48], ['rtr', 160, 48], ['sw', 160, 48]]);
    expect(graph.edges!.map((e) => `${e.sources[0]}->${e.targets[0]}`)).toEqual(['sw->srv', 'rtr->sw']);
    expect(graph.layoutOptions!['elk.algorithm']).toBe('layered');
    expect(graph.layoutOptions!['elk.direction']).toBe('RIGHT');
  });

  it('replaces a hub’s many leaves by one block node', () => {
    const leaves = Array.from({length: 10}, (_, i) => node(`l${i}`, 'server', i + 2));
    const component = {cbsId: cbs.id, nodes: [node('hub', 'switch', 1), ...leaves], edges: leaves.map((l) => edge('hub', l.id))};
    const prepared = prepareComponent(component, m);
    expect(prepared.split.blocks).toHaveLength(1);
    const graph = buildComponentsGraph('g', [prepared], m);
    expect(graph.children!.map((c) => c.id)).toEqual(['hub', 'leaf-block:hub']);
    expect(graph.edges!.map((e) => `${e.sources[0]}->${e.targets[0]}`)).toEqual(['hub->leaf-block:hub']);
    // 10 leaves: 2 columns of 5 rows (cells are about 2.5 times wider than tall).
    expect(graph.children![1]).toMatchObject({width: 2 * 160 + 24, height: 5 * 48 + 4 * 24});
    expect(profileOf(prepared)).toBe('small');
  });
});

describe('extractLeafBlocks', () => {
  it(`needs ${LEAF_BLOCK_MIN_LEAVES} leaves on one hub, and leaves a lone pair alone`, () => {
    const few = Array.from({length: LEAF_BLOCK_MIN_LEAVES - 1}, (_, i) => node(`l${i}`));
    expect(extractLeafBlocks([node('hub'), ...few], few.map((l) => edge('hub', l.id)), m).blocks).toEqual([]);
    expect(extractLeafBlocks([node('a'), node('b')], [edge('a', 'b')], m).blocks).toEqual([]);
  });

  it('takes only leaves: an asset with a second edge stays in the ELK graph', () => {
    const leaves = Array.from({length: LEAF_BLOCK_MIN_LEAVES + 1}, (_, i) => node(`l${i}`));
    const edges = [...leaves.map((l) => edge('hub', l.id)), edge('l0', 'other')];
    const split = extractLeafBlocks([node('hub'), node('other'), ...leaves], edges, m);
    expect(split.blocks[0].leaves.map((l) => l.id)).toEqual(leaves.slice(1).map((l) => l.id));
    expect(split.nodes.map((n) => n.id)).toEqual(['hub', 'other', 'l0']);
    expect(split.edges.map((e) => e.id)).toEqual(['edge:hub|l0', 'edge:l0|other']);
  });
});

describe('leafRoute', () => {
  it('follows ELK to the block, then the gap before the leaf’s row, and enters the leaf from above', () => {
    const route = leafRoute([{x: 160, y: 24}, {x: 184, y: 24}, {x: 184, y: 100}, {x: 208, y: 100}], {x: 392, y: 148}, {x: 208, y: 76}, m);
    expect(route).toEqual([
      {x: 160, y: 24}, {x: 184, y: 24}, {x: 184, y: 100},
      {x: 196, y: 100}, {x: 196, y: 136}, {x: 472, y: 136}, {x: 472, y: 148},
    ]);
  });
});

describe('readComponentsGraph', () => {
  it('reads positions and routes per component, each moved to start at (0, 0), and fills the blocks', () => {
    expect(LEAF_BLOCK_MIN_LEAVES).toBeLessThanOrEqual(10);
    const leaves = Array.from({length: 10}, (_, i) => node(`l${i}`, 'server', i + 3));
    const star = {cbsId: cbs.id, nodes: [node('hub', 'switch', 2), ...leaves], edges: leaves.map((l) => edge(l.id, 'hub'))};
    const pair = {cbsId: 'cbs:z/d', nodes: [node('a', 'router', 0), node('b', 'server', 1)], edges: [edge('b', 'a')]};
    const prepared = [prepareComponent(star, m), prepareComponent(pair, m)];
    // What ELK would answer: the star at (100, 50), the pair below it.
    const answer: ElkNode = {
      id: 'g',
      children: [
        {id: 'hub', x: 100, y: 150, width: 160, height: 48},
        {id: 'leaf-block:hub', x: 308, y: 50, width: 344, height: 336},
        {id: 'a', x: 0, y: 400, width: 160, height: 48},
        {id: 'b', x: 208, y: 400, width: 160, height: 48},
      ],
      edges: [
        {id: 'leaf-block:hub', sources: ['hub'], targets: ['leaf-block:hub'], sections: [{id: 's1', startPoint: {x: 260, y: 174}, endPoint: {x: 308, y: 174}}]},
        {id: 'edge:b|a', sources: ['a'], targets: ['b'], sections: [{id: 's2', startPoint: {x: 160, y: 424}, endPoint: {x: 208, y: 424}}]},
      ],
    };
    const [starLayout, pairLayout] = readComponentsGraph(answer, prepared, m);
    // 10 leaves: 2 columns, 5 rows. The bus above the first row (12 px up) is part of the extent.
    expect(starLayout.positions.get('hub')).toEqual({x: 0, y: 112});
    expect(starLayout.positions.get('l0')).toEqual({x: 208, y: 12});
    expect(starLayout.positions.get('l5')).toEqual({x: 392, y: 156});
    expect([starLayout.width, starLayout.height]).toEqual([552, 348]);
    // The Project edge is l0 -> hub, so its route runs from the leaf to the hub.
    const route = starLayout.routes.get('edge:l0|hub')!;
    expect(route).toEqual([{x: 288, y: 12}, {x: 288, y: 0}, {x: 196, y: 0}, {x: 196, y: 136}, {x: 160, y: 136}]);
    expect(pairLayout.positions.get('a')).toEqual({x: 0, y: 0});
    expect(pairLayout.routes.get('edge:b|a')).toEqual([{x: 208, y: 24}, {x: 160, y: 24}]);
  });
});
