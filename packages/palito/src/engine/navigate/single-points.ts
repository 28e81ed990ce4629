// The single points of failure: the assets whose failure alone cuts something off (the graph's
// articulation points), each with how many assets it cuts off, counted as impactOf counts them.
// One depth-first search (Hopcroft and Tarjan) finds them all: removing an asset v splits its part
// of the graph into the subtrees of the children that cannot climb above v, and the rest. The
// largest piece stays up; which of two equal pieces stays does not change how many are cut off.

import type {Project} from '../model/types';
import {assetGraph, type AssetGraph} from './asset-graph';

export interface SinglePointOptions {
  /** Only the single points of failure in this zone (what they cut off is still counted over the whole topology). */
  zoneId?: string;
}

export interface SinglePoint {
  id: string;
  /** How many assets its failure cuts off (impactOf(project, [id]).cutOff.length). */
  cutOff: number;
}

/** Largest cut first; between equal cuts, ids in code-point order. */
export function singlePointsOfFailure(project: Project, options: SinglePointOptions = {}): SinglePoint[] {
  const graph = assetGraph(project);
  const search = depthFirst(graph);
  const inZone = options.zoneId === undefined ? undefined : new Set(project.nodes.filter((n) => n.zoneId === options.zoneId).map((n) => n.id));
  const points: {index: number; cutOff: number}[] = [];
  for (let v = 0; v < graph.ids.length; v++) {
    if (inZone && !inZone.has(graph.ids[v])) continue;
    const cutOff = cutOffBy(search, v);
    if (cutOff > 0) points.push({index: v, cutOff});
  }
  points.sort((a, b) => b.cutOff - a.cutOff || graph.rank[a.index] - graph.rank[b.index]);
  return points.map((p) => ({id: graph.ids[p.index], cutOff: p.cutOff}));
}

interface Search {
  /** Each asset's place in the visiting order. */
  order: Int32Array;
  /** Assets in its subtree, itself included. */
  size: Int32Array;
  /** The children whose subtrees it alone holds to the rest, in visiting order. */
  split: number[][];
  /** Its part's first place in the visiting order and the part's size. */
  partStart: Int32Array;
  partSize: Int32Array;
}

function depthFirst(graph: AssetGraph): Search {
  const n = graph.ids.length;
  const order = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const size = new Int32Array(n).fill(1);
  const parent = new Int32Array(n).fill(-1);
  const nextEdge = new Int32Array(n);
  const split: number[][] = Array.from({length: n}, () => []);
  const partStart = new Int32Array(n);
  const partSize = new Int32Array(n);
  const visited: number[] = [];
  const stack = new Int32Array(n);
  for (let root = 0; root < n; root++) {
    if (order[root] >= 0) continue;
    const start = visited.length;
    let top = 0;
    stack[top++] = root;
    order[root] = low[root] = visited.length;
    visited.push(root);
    nextEdge[root] = graph.offsets[root];
    while (top) {
      const v = stack[top - 1];
      if (nextEdge[v] < graph.offsets[v + 1]) {
        const u = graph.targets[nextEdge[v]++];
        if (order[u] < 0) {
          parent[u] = v;
          order[u] = low[u] = visited.length;
          visited.push(u);
          nextEdge[u] = graph.offsets[u];
          stack[top++] = u;
        } else if (u !== parent[v]) low[v] = Math.min(low[v], order[u]);
        continue;
      }
      top--;
      const p = parent[v];
      if (p < 0) continue;
      size[p] += size[v];
      low[p] = Math.min(low[p], low[v]);
      if (low[v] >= order[p]) split[p].push(v);
    }
    for (let i = start; i < visited.length; i++) {
      partStart[visited[i]] = start;
      partSize[visited[i]] = visited.length - start;
    }
  }
  return {order, size, split, partStart, partSize};
}

/** How many assets v's failure cuts off: its part less v, less the largest piece. */
function cutOffBy(search: Search, v: number): number {
  const {order, size, split, partStart, partSize} = search;
  const children = split[v];
  const isRoot = order[v] === partStart[v];
  // The root's children are all split off from each other; one child alone is no split.
  if (!children.length || (isRoot && children.length < 2)) return 0;
  const splitOff = children.reduce((sum, u) => sum + size[u], 0);
  const largest = Math.max(partSize[v] - 1 - splitOff, ...children.map((u) => size[u]));
  return partSize[v] - 1 - largest;
}
