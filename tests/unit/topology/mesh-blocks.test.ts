// The pure half of dense groups: finding them, standing them in for ELK, reading ELK's answer
// back into a grid and a bundle. No ELK run here (dense-layout.test.ts runs it).

import {describe, expect, it} from 'vitest';
import type {ElkNode} from 'elkjs/lib/elk-api';
import {buildComponentsGraph, prepareComponent, readComponentsGraph} from '../../../packages/palito/src/engine/layout/elk/component-graph';
import {DENSE_MIN_LINKS, findDenseGroups} from '../../../packages/palito/src/engine/layout/elk/dense-groups';
import {routeIntoMesh} from '../../../packages/palito/src/engine/layout/elk/mesh-blocks';
import {metricsOf, resolveOptions} from '../../../packages/palito/src/engine/layout/geometry/options';
import type {Edge, Node} from '../../../packages/palito/src/engine/model/types';
import {CBS, edge, node} from './support/one-cbs';

const m = metricsOf(resolveOptions({}));

/** Nodes p1..pN (rows from `firstRow`) and an edge between every two of them. */
function mesh(prefix: string, size: number, firstRow = 0, type = 'switch'): {nodes: Node[]; edges: Edge[]} {
  const nodes = Array.from({length: size}, (_, i) => node(`${prefix}${i + 1}`, type, firstRow + i));
  const edges = nodes.flatMap((a, i) => nodes.slice(i + 1).map((b) => edge(a.id, b.id)));
  return {nodes, edges};
}
const ids = (nodes: readonly Node[]) => nodes.map((n) => n.id);

describe('findDenseGroups', () => {
  it(`takes assets linked to ${DENSE_MIN_LINKS} others of the group or more: a mesh of 7, not of 6`, () => {
    const six = mesh('s', DENSE_MIN_LINKS);
    expect(findDenseGroups(six.nodes, six.edges)).toEqual([]);
    const seven = mesh('t', DENSE_MIN_LINKS + 1);
    expect(findDenseGroups(seven.nodes, seven.edges).map(ids)).toEqual([ids(seven.nodes)]);
  });

  it('peels off what hangs on a mesh, and splits two meshes joined only through a sparse asset', () => {
    const a = mesh('a', 8, 0);
    const b = mesh('b', 8, 10);
    const nodes = [...a.nodes, ...b.nodes, node('j', 'switch', 20), node('tail', 'server', 21)];
    const edges = [...a.edges, ...b.edges, edge('a1', 'j'), edge('j', 'b1'), edge('b8', 'tail')];
    expect(findDenseGroups(nodes, edges).map(ids)).toEqual([ids(a.nodes), ids(b.nodes)]);
    // Joined by a link of their own, they are one group.
    expect(findDenseGroups(nodes, [...edges, edge('a2', 'b2')]).map((g) => g.length)).toEqual([16]);
  });
});

describe('prepareComponent with a dense group', () => {
  it('stands the group in by one node of its grid’s size, and hands ELK only the links that leave it', () => {
    const core = mesh('m', 8, 1);
    core.nodes[5] = node('m6', 'router', 6);
    const hub = node('hub', 'switch', 20);
    const leaves = Array.from({length: 10}, (_, i) => node(`l${i}`, 'server', 30 + i));
    const component = {
      cbsId: CBS,
      nodes: [...core.nodes, hub, ...leaves],
      // The mesh's only outside link goes to a hub with 10 leaves: the mesh must not become one of them.
      edges: [...core.edges, edge('m3', 'hub'), ...leaves.map((l) => edge('hub', l.id))],
    };
    const prepared = prepareComponent(component, m, new Set(['mesh:m6']));
    expect(prepared.meshes).toHaveLength(1);
    const [block] = prepared.meshes;
    // The router first (the flow's order), then by links, then file order; the id avoids the reserved one.
    expect(ids(block.members)).toEqual(['m6', 'm3', 'm1', 'm2', 'm4', 'm5', 'm7', 'm8']);
    expect(block.id).toBe('mesh:m6~');
    expect(block.linkCount).toBe(28);
    expect([block.columns, block.width, block.height]).toEqual([2, 2 * 160 + 24, 4 * 48 + 3 * 24]);
    expect(block.standIn).toMatchObject({id: 'mesh:m6~', type: 'router', row: 1});

    const graph = buildComponentsGraph('g', [prepared], m);
    expect(graph.children!.map((c) => [c.id, c.width, c.height])).toEqual([
      ['hub', 160, 48],
      ['mesh:m6~', 344, 264],
      ['leaf-block:hub', 344, 336],
    ]);
    // The router-typed stand-in comes before the switch in the flow.
    expect(graph.edges!.map((e) => `${e.sources[0]}->${e.targets[0]}`)).toEqual(['mesh:m6~->hub', 'hub->leaf-block:hub']);
  });

  it('reads the grid back, records the bundle, and carries an outside link’s route into its member', () => {
    const core = mesh('m', 7, 1);
    const component = {cbsId: CBS, nodes: [node('up', 'router', 0), ...core.nodes], edges: [...core.edges, edge('m5', 'up')]};
    const prepared = prepareComponent(component, m);
    const [block] = prepared.meshes;
    // 7 members: 2 columns of 4 rows; m5 (the member with an outside link) leads the grid.
    expect(ids(block.members)[0]).toBe('m5');
    const answer: ElkNode = {
      id: 'g',
      children: [
        {id: 'up', x: 0, y: 100, width: 160, height: 48},
        {id: block.id, x: 208, y: 0, width: block.width, height: block.height},
      ],
      edges: [{id: 'edge:m5|up', sources: ['up'], targets: [block.id], sections: [{id: 's', startPoint: {x: 160, y: 124}, endPoint: {x: 208, y: 124}}]}],
    };
    const [layout] = readComponentsGraph(answer, [prepared], m);
    expect(layout.bundles).toEqual([{id: block.id, parentId: CBS, nodeIds: ids(block.members), linkCount: 21, x: 208, y: 12, width: 344, height: 264}]);
    expect(layout.positions.has(block.id)).toBe(false);
    expect(layout.positions.get('m5')).toEqual({x: 208, y: 12});
    expect(layout.positions.get(ids(block.members)[3])).toEqual({x: 392, y: 84});
    // The Project edge runs m5 -> up: out of m5's top, along the gap above it, down the lane left of the block, to up.
    expect(layout.routes.get('edge:m5|up')).toEqual([
      {x: 288, y: 12}, {x: 288, y: 0}, {x: 196, y: 0}, {x: 196, y: 136}, {x: 160, y: 136},
    ]);
    expect(layout.routes.size).toBe(1);
  });
});

describe('routeIntoMesh', () => {
  const block = {x: 100, y: 100, width: 344, height: 264};
  const member = {x: 284, y: 172};

  it('enters from the left or right along the gap above the member’s row, and from top or bottom along the gap before its column', () => {
    expect(routeIntoMesh({x: 100, y: 150}, block, member, m)).toEqual([{x: 88, y: 150}, {x: 88, y: 160}, {x: 364, y: 160}, {x: 364, y: 172}]);
    expect(routeIntoMesh({x: 444, y: 150}, block, member, m)).toEqual([{x: 456, y: 150}, {x: 456, y: 160}, {x: 364, y: 160}, {x: 364, y: 172}]);
    expect(routeIntoMesh({x: 300, y: 100}, block, member, m)).toEqual([{x: 300, y: 88}, {x: 272, y: 88}, {x: 272, y: 196}, {x: 284, y: 196}]);
    expect(routeIntoMesh({x: 300, y: 364}, block, member, m)).toEqual([{x: 300, y: 376}, {x: 272, y: 376}, {x: 272, y: 196}, {x: 284, y: 196}]);
  });
});
