// ELK's cost grows with a component's links far faster than with its assets: every link that
// closes a cycle makes `layered` reverse edges or stretch them over several layers (a dummy node
// per layer crossed), then cross and route them. A spanning tree needs none of that. So a
// component with many more links than a tree has reaches ELK as a spanning tree of its links, and
// the others are drawn straight between their assets once placed (LayoutEdge without points, as
// links between CBS groups are). The tree's hubs then often gather their leaves into blocks
// (leaf-blocks.ts), which makes ELK's graph smaller still.
//
// On densely linked shapes (bench/stress-inventory.ts) thinning cuts the layout's time several
// times over and its area too, at the cost of more crossings on most of them; handing ELK some of
// the extra links besides the tree cost much more time and area for few crossings saved, if any,
// so ELK gets the tree alone (bench/README.md has the figures).

import type {Edge, Node} from '../../model/types';

/**
 * A component keeps all its links for ELK while it has at most this many links per asset beyond
 * a spanning tree's (its cycle rank per asset): 2 links per asset in all, about. The bench's
 * generated inventories and the samples stay under it, so their layout is unchanged. Past it,
 * ELK's time per asset rises steeply with every extra link per asset (bench/README.md has the
 * figures).
 */
export const EXTRA_LINKS_PER_ASSET = 1;

export interface ThinnedLinks {
  /** What ELK lays out and routes: every link given, or a spanning tree of them, in the order given. */
  routed: Edge[];
  /** The links left out: drawn without a route, straight between their assets. */
  straight: Edge[];
}

/**
 * A component's links (`nodes` connected by `edges`, both ends among `nodes`), split into the
 * ones ELK gets and the ones drawn straight. Most components come back as they are. The tree
 * prefers links of well-linked assets (the network devices everything hangs off), then file order.
 */
export function thinLinks(nodes: readonly Node[], edges: readonly Edge[]): ThinnedLinks {
  const cycleRank = edges.length - nodes.length + 1;
  if (cycleRank <= nodes.length * EXTRA_LINKS_PER_ASSET) return {routed: [...edges], straight: []};

  const indexOf = new Map<string, number>();
  nodes.forEach((node, i) => indexOf.set(node.id, i));
  const degree = new Int32Array(nodes.length);
  const ends = edges.map((edge) => {
    const a = indexOf.get(edge.source)!;
    const b = indexOf.get(edge.target)!;
    degree[a]++;
    degree[b]++;
    return [a, b] as const;
  });
  const high = (i: number) => Math.max(degree[ends[i][0]], degree[ends[i][1]]);
  const low = (i: number) => Math.min(degree[ends[i][0]], degree[ends[i][1]]);
  const order = edges.map((_, i) => i).sort((i, j) => high(j) - high(i) || low(j) - low(i) || i - j);

  // Kruskal over that order: a link joining two pieces not yet joined is in the tree.
  const parent = new Int32Array(nodes.length).map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]];
    return i;
  };
  const inTree = new Uint8Array(edges.length);
  for (const i of order) {
    const a = find(ends[i][0]);
    const b = find(ends[i][1]);
    if (a === b) continue;
    parent[a] = b;
    inTree[i] = 1;
  }
  const routed: Edge[] = [];
  const straight: Edge[] = [];
  edges.forEach((edge, i) => (inTree[i] ? routed : straight).push(edge));
  return {routed, straight};
}
