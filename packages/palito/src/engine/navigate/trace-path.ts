// How does one asset reach another: every shortest path in hops (links in either direction), up to
// a number of paths, in the code-point order of their ids from the first asset on. A breadth-first
// search from the destination gives each asset its distance to it; the paths then go forward from
// the start, each step to a neighbour one hop nearer, so no branch is a dead end.

import type {Project} from '../model/types';
import {assetGraph, type AssetGraph} from './asset-graph';

export interface TraceOptions {
  /** The most paths returned (default 10): two assets far apart in a mesh have thousands. */
  maxPaths?: number;
}

export interface TraceResult {
  /** Each path's asset ids, from `fromId` to `toId`; none when either is unknown or they are not connected. */
  paths: string[][];
}

export const DEFAULT_MAX_PATHS = 10;

export function tracePath(project: Project, fromId: string, toId: string, options: TraceOptions = {}): TraceResult {
  const graph = assetGraph(project);
  const from = graph.indexOf.get(fromId);
  const to = graph.indexOf.get(toId);
  const maxPaths = Number.isInteger(options.maxPaths) && options.maxPaths! > 0 ? options.maxPaths! : DEFAULT_MAX_PATHS;
  if (from === undefined || to === undefined) return {paths: []};
  const distance = distancesTo(graph, to, from);
  if (distance[from] < 0) return {paths: []};
  return {paths: forwardPaths(graph, distance, from, maxPaths).map((path) => path.map((i) => graph.ids[i]))};
}

/** Hops from each asset to `target`, -1 where it cannot reach it; the search stops at `stopAt`'s level. */
function distancesTo(graph: AssetGraph, target: number, stopAt: number): Int32Array {
  const distance = new Int32Array(graph.ids.length).fill(-1);
  distance[target] = 0;
  const queue = new Int32Array(graph.ids.length);
  let head = 0;
  let tail = 0;
  queue[tail++] = target;
  while (head < tail) {
    const v = queue[head++];
    if (distance[stopAt] >= 0 && distance[v] >= distance[stopAt]) break;
    for (let k = graph.offsets[v]; k < graph.offsets[v + 1]; k++) {
      const u = graph.targets[k];
      if (distance[u] < 0) {
        distance[u] = distance[v] + 1;
        queue[tail++] = u;
      }
    }
  }
  return distance;
}

/** Up to `max` paths from `from`, each step to a neighbour one hop nearer the target (neighbours in rank order). */
function forwardPaths(graph: AssetGraph, distance: Int32Array, from: number, max: number): number[][] {
  const paths: number[][] = [];
  const path = [from];
  // Depth-first without recursion: a path of thousands of hops would overflow the stack.
  const next: number[] = [graph.offsets[from]];
  while (path.length && paths.length < max) {
    const depth = path.length - 1;
    const v = path[depth];
    if (distance[v] === 0) {
      paths.push([...path]);
      path.pop();
      next.pop();
      continue;
    }
    let k = next[depth];
    while (k < graph.offsets[v + 1] && distance[graph.targets[k]] !== distance[v] - 1) k++;
    if (k === graph.offsets[v + 1]) {
      path.pop();
      next.pop();
      continue;
    }
    next[depth] = k + 1;
    const u = graph.targets[k];
    path.push(u);
    next.push(graph.offsets[u]);
  }
  return paths;
}
