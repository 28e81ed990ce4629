// The project's links as an undirected graph over array indexes, built once per project and kept
// while the project is the same object: a find, a trace or an impact per keystroke or click must
// not build it again. Links count in both directions; a self-link and a second link between the
// same two assets add nothing.

import type {Project} from '../model/types';
import {codePointRanks} from './code-points';

export interface AssetGraph {
  /** Asset ids by index, in the project's order. */
  ids: readonly string[];
  indexOf: ReadonlyMap<string, number>;
  /** Each asset's neighbours: `targets[offsets[i] .. offsets[i + 1])`, by rank. */
  offsets: Int32Array;
  targets: Int32Array;
  /** Each asset's place in the code-point order of the ids. */
  rank: Int32Array;
}

const graphs = new WeakMap<Project, {nodes: Project['nodes']; edges: Project['edges']; graph: AssetGraph}>();

export function assetGraph(project: Project): AssetGraph {
  const cached = graphs.get(project);
  if (cached && cached.nodes === project.nodes && cached.edges === project.edges) return cached.graph;
  const graph = buildGraph(project);
  graphs.set(project, {nodes: project.nodes, edges: project.edges, graph});
  return graph;
}

function buildGraph(project: Project): AssetGraph {
  const ids = project.nodes.map((node) => node.id);
  const indexOf = new Map<string, number>();
  ids.forEach((id, i) => indexOf.set(id, i));
  const rank = codePointRanks(ids);

  // Each pair once, then each asset's neighbours in one array (counted, then filled), each
  // asset's run sorted by rank in place: no array per asset.
  const sources: number[] = [];
  const ends: number[] = [];
  const degree = new Int32Array(ids.length);
  const seen = new Set<number>();
  for (const edge of project.edges) {
    const a = indexOf.get(edge.source);
    const b = indexOf.get(edge.target);
    if (a === undefined || b === undefined || a === b) continue;
    const pair = Math.min(a, b) * ids.length + Math.max(a, b);
    if (seen.has(pair)) continue;
    seen.add(pair);
    sources.push(a);
    ends.push(b);
    degree[a]++;
    degree[b]++;
  }
  const offsets = new Int32Array(ids.length + 1);
  for (let i = 0; i < ids.length; i++) offsets[i + 1] = offsets[i] + degree[i];
  const targets = new Int32Array(offsets[ids.length]);
  const next = offsets.slice(0, ids.length);
  for (let k = 0; k < sources.length; k++) {
    targets[next[sources[k]]++] = ends[k];
    targets[next[ends[k]]++] = sources[k];
  }
  for (let i = 0; i < ids.length; i++) sortRunByRank(targets, offsets[i], offsets[i + 1], rank);
  return {ids, indexOf, offsets, targets, rank};
}

/** The indexes of the known ids among `ids`, each once. */
export function indexesOf(graph: AssetGraph, ids: Iterable<string>): Set<number> {
  const found = new Set<number>();
  for (const id of ids) {
    const index = graph.indexOf.get(id);
    if (index !== undefined) found.add(index);
  }
  return found;
}

/** Ids of `indexes` in code-point order. */
export function idsInOrder(graph: AssetGraph, indexes: Iterable<number>): string[] {
  return [...indexes].sort((a, b) => graph.rank[a] - graph.rank[b]).map((i) => graph.ids[i]);
}

/** Sorts `values[from..to)` by rank, in place: runs are a few neighbours long, where insertion sort is quickest. */
function sortRunByRank(values: Int32Array, from: number, to: number, rank: Int32Array): void {
  if (to - from > 32) {
    values.subarray(from, to).sort((x, y) => rank[x] - rank[y]);
    return;
  }
  for (let i = from + 1; i < to; i++) {
    const value = values[i];
    let j = i - 1;
    while (j >= from && rank[values[j]] > rank[value]) {
      values[j + 1] = values[j];
      j--;
    }
    values[j + 1] = value;
  }
}
