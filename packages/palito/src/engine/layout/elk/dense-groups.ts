// Dense groups: assets of one component that each link to many others of the same group, like a
// full mesh of core switches. `layered` is the wrong tool for them, and a costly one: the tier
// order makes a mesh of n switches a chain of n layers whose links span up to n - 1 layers each,
// and every layer crossed is a dummy node, so ELK's work grows as n³: a mesh of ten switches
// costs more than a whole 100-asset inventory, and a mesh of 200 (19,900 links) runs out of heap
// (bench/README.md has the figures). And however long it took, 19,900 lines between 200 boxes
// say no more than "all of these are linked". So such a group is drawn as a block of its own
// (mesh-blocks.ts) and its links as one bundle.
//
// The test is the k-core: the largest set of assets each linked to at least DENSE_MIN_LINKS
// others of the set, found by peeling off assets with fewer, O(assets + links). A k-core is what
// is left once everything sparse is gone, so taking it out leaves ELK a graph in which some asset
// always has fewer than DENSE_MIN_LINKS links: no more meshes. Generated inventories (bench/) and
// the samples never go past a 3-core inside a CBS, so their layout is untouched.

import type {Edge, Node} from '../../model/types';

/**
 * An asset of a dense group links to at least this many others of the group: a full mesh of 7
 * and up (21 links), a leaf-spine fabric of 6 spines. Below it, lines stay readable and ELK's
 * time stays small.
 */
export const DENSE_MIN_LINKS = 6;

/**
 * The dense groups of a component (assets with edges among them), each in file order: the
 * DENSE_MIN_LINKS-core, split into the pieces its own edges connect (two meshes joined by a
 * direct link are one group; joined through a sparse asset, two). Most components have none.
 */
export function findDenseGroups(nodes: readonly Node[], edges: readonly Edge[]): Node[][] {
  if (edges.length < (DENSE_MIN_LINKS * (DENSE_MIN_LINKS + 1)) / 2) return [];
  const neighbours = new Map<string, Set<string>>(nodes.map((n) => [n.id, new Set()]));
  for (const edge of edges) {
    if (edge.source === edge.target) continue;
    neighbours.get(edge.source)?.add(edge.target);
    neighbours.get(edge.target)?.add(edge.source);
  }

  // Peel: an asset with fewer than DENSE_MIN_LINKS links left cannot be in the core.
  const degree = new Map<string, number>();
  const peel: string[] = [];
  for (const [id, set] of neighbours) {
    degree.set(id, set.size);
    if (set.size < DENSE_MIN_LINKS) peel.push(id);
  }
  const removed = new Set<string>();
  while (peel.length) {
    const id = peel.pop()!;
    if (removed.has(id)) continue;
    removed.add(id);
    for (const other of neighbours.get(id)!) {
      if (removed.has(other)) continue;
      const left = degree.get(other)! - 1;
      degree.set(other, left);
      if (left < DENSE_MIN_LINKS) peel.push(other);
    }
  }
  if (removed.size === nodes.length) return [];

  // The core's pieces: two cores joined only through sparse assets are two groups.
  const groupOf = new Map<string, number>();
  const groups: Node[][] = [];
  const byId = new Map(nodes.map((n) => [n.id, n]));
  for (const node of nodes) {
    if (removed.has(node.id) || groupOf.has(node.id)) continue;
    const index = groups.length;
    const stack = [node.id];
    groupOf.set(node.id, index);
    const members: Node[] = [];
    while (stack.length) {
      const id = stack.pop()!;
      members.push(byId.get(id)!);
      for (const other of neighbours.get(id)!) {
        if (removed.has(other) || groupOf.has(other)) continue;
        groupOf.set(other, index);
        stack.push(other);
      }
    }
    groups.push(members.sort((a, b) => a.row - b.row));
  }
  return groups;
}
