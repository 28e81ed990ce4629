// The connected parts of the project's graph, once per graph: an impact only searches the parts
// that hold a failed asset.

import type {AssetGraph} from './asset-graph';

export interface Components {
  /** Each asset's part. */
  of: Int32Array;
  /** Each part's assets. */
  members: number[][];
}

const cache = new WeakMap<AssetGraph, Components>();

export function componentsOf(graph: AssetGraph): Components {
  const cached = cache.get(graph);
  if (cached) return cached;
  const of = new Int32Array(graph.ids.length).fill(-1);
  const members: number[][] = [];
  for (let start = 0; start < graph.ids.length; start++) {
    if (of[start] >= 0) continue;
    const part = members.length;
    members.push(reach(graph, start, (v) => of[v] < 0, (v) => (of[v] = part)));
  }
  const components = {of, members};
  cache.set(graph, components);
  return components;
}

/** Breadth-first from `start` over the assets `open` lets in, each marked by `mark` as it is reached; the assets reached. */
export function reach(graph: AssetGraph, start: number, open: (v: number) => boolean, mark: (v: number) => void): number[] {
  const found = [start];
  mark(start);
  for (let head = 0; head < found.length; head++) {
    const v = found[head];
    for (let k = graph.offsets[v]; k < graph.offsets[v + 1]; k++) {
      const u = graph.targets[k];
      if (open(u)) {
        mark(u);
        found.push(u);
      }
    }
  }
  return found;
}
