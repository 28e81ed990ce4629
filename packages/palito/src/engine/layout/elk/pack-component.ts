// Components past ELK's budget (elk-budget.ts) are laid out without ELK: what ELK would have been
// given (assets, leaf blocks, mesh stand-ins) is packed row by row in breadth-first order from
// the best-linked asset of the first tier, so that linked assets sit near each other, about as
// wide as tall. The answer has the shape of ELK's, positions and no routes, so
// readComponentsGraph() reads it like ELK's: blocks' leaves and meshes' members are set in their
// grids, and every link is drawn straight between its assets (a LayoutEdge without points).
// Near-linear in the boxes, where ELK's time on one graph grows faster than its size
// (bench/README.md has the figures).

import type {ElkNode} from 'elkjs/lib/elk-api';
import type {Node} from '../../model/types';
import {packSkyline} from '../arrange/pack-skyline';
import {targetRowWidth, type Box} from '../arrange/pack-rows';
import type {LayoutMetrics} from '../geometry/options';
import {tierOf, type PreparedComponent} from './component-graph';
import {listAt} from '../../util/list-at';

/** Like a CBS's content (compose-cbs.ts), a little wider than tall. */
const PACKED_ASPECT_RATIO = 1.4;

/** The ELK graph's node ids of one component in the order they are packed. */
export function packingOrder({split}: PreparedComponent): string[] {
  const degree = new Map<string, number>();
  const neighbours = new Map<string, string[]>();
  const link = (a: string, b: string) => {
    degree.set(a, (degree.get(a) ?? 0) + 1);
    listAt(neighbours, a).push(b);
  };
  for (const edge of split.edges) {
    link(edge.source, edge.target);
    link(edge.target, edge.source);
  }
  const blocksOf = new Map<string, string[]>();
  for (const block of split.blocks) {
    degree.set(block.hubId, (degree.get(block.hubId) ?? 0) + block.leaves.length);
    blocksOf.set(block.hubId, [...(blocksOf.get(block.hubId) ?? []), block.id]);
  }
  const first = (a: Node, b: Node) =>
    tierOf(a) - tierOf(b) || (degree.get(b.id) ?? 0) - (degree.get(a.id) ?? 0) || a.row - b.row;

  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (start: Node) => {
    const queue = [start.id];
    seen.add(start.id);
    for (let i = 0; i < queue.length; i++) {
      const id = queue[i];
      order.push(id);
      // A hub's leaves follow the hub.
      for (const block of blocksOf.get(id) ?? []) order.push(block);
      for (const other of neighbours.get(id) ?? []) {
        if (seen.has(other)) continue;
        seen.add(other);
        queue.push(other);
      }
    }
  };
  // Components are connected, so one start covers them; the loop is for safety's sake.
  for (const node of [...split.nodes].sort(first)) if (!seen.has(node.id)) visit(node);
  return order;
}

/** ELK-shaped answer for these components, each packed in a frame of its own. */
export function packComponents(prepared: readonly PreparedComponent[], m: LayoutMetrics): ElkNode {
  const children: ElkNode[] = [];
  for (const component of prepared) {
    const sizes = new Map<string, Box>();
    const meshById = new Map(component.meshes.map((mesh) => [mesh.id, mesh]));
    for (const node of component.split.nodes) {
      const mesh = meshById.get(node.id);
      sizes.set(node.id, {width: mesh?.width ?? m.nodeWidth, height: mesh?.height ?? m.nodeHeight});
    }
    for (const block of component.split.blocks) sizes.set(block.id, {width: block.width, height: block.height});
    const ids = packingOrder(component);
    const boxes = ids.map((id) => sizes.get(id)!);
    const packing = packSkyline(boxes, boxes.map((_, i) => i), m.nodeGap, targetRowWidth(boxes, m.nodeGap, PACKED_ASPECT_RATIO));
    ids.forEach((id, i) => children.push({id, ...boxes[i], ...packing.positions[i]}));
  }
  return {id: 'packed', children, edges: []};
}
