// A dense group (dense-groups.ts) is taken out of the ELK graph the way a hub's leaves are
// (leaf-blocks.ts): ELK gets one node of the size of a grid of the group's assets, stood in for
// by a Node of the group's first asset's type, so the flow still puts it where its type belongs.
// The links inside the group never reach ELK: the layout draws them as one bundle (LayoutBundle).
// A link from a member to an asset outside the group is handed to ELK as a link of the block, and
// its route then continues from the block's border into the member along the grid's gaps.

import type {Edge, Node} from '../../model/types';
import type {LayoutMetrics} from '../geometry/options';
import type {Point, Rect} from '../geometry/types';
import {findDenseGroups} from './dense-groups';
import {assetGrid, gridCorners} from './leaf-blocks';

export const MESH_ID_PREFIX = 'mesh:';

export interface MeshBlock {
  /** The ELK node's id, and the bundle's. Unique among the component's asset ids. */
  id: string;
  /** What ELK lays out in the group's place: the first member's type and row, under the block's id. */
  standIn: Node;
  /** Grid order: member i sits in row floor(i / columns), column i % columns. */
  members: Node[];
  /** The Project edges between two members: drawn as the bundle, never given to ELK. */
  linkCount: number;
  columns: number;
  width: number;
  height: number;
}

export interface MeshSplit {
  /** The component's assets outside every group, then one stand-in per group. */
  nodes: Node[];
  /** The edges ELK still sees: each end in a group replaced by the group's id. */
  edges: Edge[];
  meshes: MeshBlock[];
}

/** `base`, or `base` with tildes added, whichever is in neither set first. */
function uniqueId(base: string, reserved: ReadonlySet<string>, taken: ReadonlySet<string>): string {
  let id = base;
  while (reserved.has(id) || taken.has(id)) id += '~';
  return id;
}

/**
 * Finds the component's dense groups and stands each in by one node. Without a group, `nodes`
 * and `edges` are returned as they are, so the layout of every other component is unchanged.
 * `tier` orders a group's grid the way the flow runs (routers first); then by links, then by row.
 * `reservedIds`: ids the blocks must not take (the other asset ids of the ELK graph).
 */
export function extractMeshBlocks(
  nodes: readonly Node[],
  edges: readonly Edge[],
  m: LayoutMetrics,
  tier: (node: Node) => number,
  reservedIds: ReadonlySet<string> = new Set(),
): MeshSplit {
  const groups = findDenseGroups(nodes, edges);
  if (!groups.length) return {nodes: [...nodes], edges: [...edges], meshes: []};

  // Not a copy of reservedIds (every asset id of the file): this runs once per component with a
  // group, and a file of many leaf-spine fabrics would copy every id of the file once per fabric.
  const taken = new Set(nodes.map((n) => n.id));
  const meshOf = new Map<string, MeshBlock>();
  // Links of each member, inside the group or not: the best linked lead the grid, so a mesh's
  // few members with outside links sit at its top-left, nearest the lanes their routes take.
  // One pass over the edges for all the groups (a component may hold hundreds of them).
  const groupOf = new Map<string, number>();
  groups.forEach((group, i) => group.forEach((n) => groupOf.set(n.id, i)));
  const links = new Map<string, number>();
  const linkCounts = groups.map(() => 0);
  for (const edge of edges) {
    const source = groupOf.get(edge.source);
    const target = groupOf.get(edge.target);
    if (source !== undefined && source === target) linkCounts[source]++;
    if (source !== undefined) links.set(edge.source, (links.get(edge.source) ?? 0) + 1);
    if (target !== undefined) links.set(edge.target, (links.get(edge.target) ?? 0) + 1);
  }
  const meshes = groups.map((group, index): MeshBlock => {
    const linkCount = linkCounts[index];
    const members = [...group].sort((a, b) => tier(a) - tier(b) || links.get(b.id)! - links.get(a.id)! || a.row - b.row);
    const id = uniqueId(MESH_ID_PREFIX + members[0].id, reservedIds, taken);
    taken.add(id);
    const mesh: MeshBlock = {
      id,
      standIn: {...members[0], id, row: members.reduce((low, n) => Math.min(low, n.row), Infinity)},
      members,
      linkCount,
      ...assetGrid(members.length, m),
    };
    for (const member of members) meshOf.set(member.id, mesh);
    return mesh;
  });

  const outside: Edge[] = [];
  for (const edge of edges) {
    const a = meshOf.get(edge.source);
    const b = meshOf.get(edge.target);
    if (a && a === b) continue; // inside one group: part of its bundle
    outside.push(a || b ? {...edge, source: a?.id ?? edge.source, target: b?.id ?? edge.target} : edge);
  }
  return {
    nodes: [...nodes.filter((n) => !meshOf.has(n.id)), ...meshes.map((mesh) => mesh.standIn)],
    edges: outside,
    meshes,
  };
}

/** Top-left corner of each member, given the block's top-left corner. */
export function meshPositions(mesh: MeshBlock, at: Point, m: LayoutMetrics): Point[] {
  return gridCorners(mesh.members.length, mesh.columns, at, m);
}

/**
 * From `entry`, where ELK's route meets the block's border, to the member whose top-left corner
 * is `member`: out to a lane half a gap outside that side, along it to the gap beside the member's
 * row (entering from left or right) or column (from top or bottom), then along that gap into the
 * member. The points replace `entry`; they run from the border toward the member.
 */
export function routeIntoMesh(entry: Point, block: Rect, member: Point, m: LayoutMetrics): Point[] {
  const half = m.nodeGap / 2;
  const toLeft = Math.abs(entry.x - block.x);
  const toRight = Math.abs(entry.x - block.x - block.width);
  const toTop = Math.abs(entry.y - block.y);
  const toBottom = Math.abs(entry.y - block.y - block.height);
  if (Math.min(toLeft, toRight) <= Math.min(toTop, toBottom)) {
    const laneX = toLeft <= toRight ? block.x - half : block.x + block.width + half;
    const gapY = member.y - half;
    const x = member.x + m.nodeWidth / 2;
    return [{x: laneX, y: entry.y}, {x: laneX, y: gapY}, {x, y: gapY}, {x, y: member.y}];
  }
  const laneY = toTop <= toBottom ? block.y - half : block.y + block.height + half;
  const gapX = member.x - half;
  const y = member.y + m.nodeHeight / 2;
  return [{x: entry.x, y: laneY}, {x: gapX, y: laneY}, {x: gapX, y}, {x: member.x, y}];
}
