// Hubs with many leaves (a switch and the forty servers hanging off it) are the commonest shape
// in an inventory, and the worst for `layered`: every leaf lands in one layer, a column metres
// long. So a hub's leaves (assets whose only edge in the CBS goes to that hub) are taken out of
// the ELK graph and replaced by one block node of the size of a grid of them; ELK places the
// block like any node, and the leaves are then set in the block's grid, each wired to the hub
// along the gaps between grid rows (RIGHT) or columns (DOWN), like a bus bar.

import type {Edge, Node} from '../../model/types';
import type {LayoutMetrics} from '../geometry/options';
import type {Point} from '../geometry/types';

/** A hub with this many leaves or more puts them into a block; fewer stay in ordinary layers. */
export const LEAF_BLOCK_MIN_LEAVES = 10;
export const BLOCK_ID_PREFIX = 'leaf-block:';

export interface LeafBlock {
  id: string;
  hubId: string;
  /** In file order; leaf i sits in row floor(i / columns), column i % columns. */
  leaves: Node[];
  /** The hub-leaf edges, one per leaf, in the same order. */
  edges: Edge[];
  columns: number;
  width: number;
  height: number;
}

export interface BlockSplit {
  /** The assets ELK still lays out itself, and their edges. */
  nodes: Node[];
  edges: Edge[];
  blocks: LeafBlock[];
}

/** About as wide as tall in pixels: columns / rows = cell height / cell width. */
function columnsFor(count: number, m: LayoutMetrics): number {
  const cellRatio = (m.nodeHeight + m.nodeGap) / (m.nodeWidth + m.nodeGap);
  return Math.max(1, Math.min(count, Math.ceil(Math.sqrt(count * cellRatio))));
}

/** A grid of `count` asset boxes, about square: its columns and its size. Mesh blocks use it too. */
export function assetGrid(count: number, m: LayoutMetrics): {columns: number; width: number; height: number} {
  const columns = columnsFor(count, m);
  const rows = Math.ceil(count / columns);
  return {
    columns,
    width: columns * m.nodeWidth + (columns - 1) * m.nodeGap,
    height: rows * m.nodeHeight + (rows - 1) * m.nodeGap,
  };
}

/** Top-left corner of each of `count` boxes in a grid of `columns`, row by row, from `at`. */
export function gridCorners(count: number, columns: number, at: Point, m: LayoutMetrics): Point[] {
  return Array.from({length: count}, (_, i) => ({
    x: at.x + (i % columns) * (m.nodeWidth + m.nodeGap),
    y: at.y + Math.floor(i / columns) * (m.nodeHeight + m.nodeGap),
  }));
}

/** `notLeaves`: nodes never put in a block, whatever their degree (a mesh block's stand-in is no asset box). */
export function extractLeafBlocks(
  nodes: readonly Node[],
  edges: readonly Edge[],
  m: LayoutMetrics,
  notLeaves: ReadonlySet<string> = new Set(),
): BlockSplit {
  const degree = new Map<string, number>();
  for (const edge of edges) {
    degree.set(edge.source, (degree.get(edge.source) ?? 0) + 1);
    degree.set(edge.target, (degree.get(edge.target) ?? 0) + 1);
  }
  const leafEdgesByHub = new Map<string, Edge[]>();
  for (const edge of edges) {
    const sourceIsLeaf = degree.get(edge.source) === 1 && !notLeaves.has(edge.source);
    const targetIsLeaf = degree.get(edge.target) === 1 && !notLeaves.has(edge.target);
    // A lone pair (both ends leaves) stays with ELK: there is no hub.
    if (sourceIsLeaf === targetIsLeaf) continue;
    const hub = sourceIsLeaf ? edge.target : edge.source;
    const list = leafEdgesByHub.get(hub) ?? [];
    list.push(edge);
    leafEdgesByHub.set(hub, list);
  }

  const byId = new Map(nodes.map((n) => [n.id, n]));
  const blocks: LeafBlock[] = [];
  const inBlock = new Set<string>();
  for (const node of nodes) {
    const leafEdges = leafEdgesByHub.get(node.id);
    if (!leafEdges || leafEdges.length < LEAF_BLOCK_MIN_LEAVES) continue;
    const leaves = leafEdges.map((e) => byId.get(e.source === node.id ? e.target : e.source)!);
    const order = leaves.map((leaf, i) => ({leaf, edge: leafEdges[i]})).sort((a, b) => a.leaf.row - b.leaf.row);
    blocks.push({
      id: BLOCK_ID_PREFIX + node.id,
      hubId: node.id,
      leaves: order.map((o) => o.leaf),
      edges: order.map((o) => o.edge),
      ...assetGrid(leaves.length, m),
    });
    for (const leaf of leaves) inBlock.add(leaf.id);
  }
  if (!blocks.length) return {nodes: [...nodes], edges: [...edges], blocks};
  const blockEdges = new Set(blocks.flatMap((b) => b.edges));
  return {
    nodes: nodes.filter((n) => !inBlock.has(n.id)),
    edges: edges.filter((e) => !blockEdges.has(e)),
    blocks,
  };
}

/** Top-left corner of each leaf, given the block's top-left corner. */
export function leafPositions(block: LeafBlock, at: Point, m: LayoutMetrics): Point[] {
  return gridCorners(block.leaves.length, block.columns, at, m);
}

/**
 * The hub-to-leaf polyline: ELK's route from the hub to the block (without its last point, which
 * is on the block's border), then along the gap before the leaf's row (RIGHT) or column (DOWN).
 */
export function leafRoute(hubRoute: readonly Point[], leaf: Point, block: Point, m: LayoutMetrics): Point[] {
  const half = m.nodeGap / 2;
  const entry = hubRoute[hubRoute.length - 1];
  const lead = hubRoute.slice(0, -1);
  if (m.direction === 'RIGHT') {
    const gapY = leaf.y - half;
    const busX = block.x - half;
    const x = leaf.x + m.nodeWidth / 2;
    return [...lead, {x: busX, y: entry.y}, {x: busX, y: gapY}, {x, y: gapY}, {x, y: leaf.y}];
  }
  const gapX = leaf.x - half;
  const busY = block.y - half;
  const y = leaf.y + m.nodeHeight / 2;
  return [...lead, {x: entry.x, y: busY}, {x: gapX, y: busY}, {x: gapX, y}, {x: leaf.x, y}];
}
