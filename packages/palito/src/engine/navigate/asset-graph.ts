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
  const rank = codePointRanks(ids, indexOf);

  // Each link's two ends, then each asset's neighbours in one array (counted, then filled), each
  // asset's run sorted by rank in place and a neighbour met twice (a second link) kept once: no
  // array per asset, and no set of pairs, which cost more than the rest of the build together.
  const ends = new Int32Array(project.edges.length * 2);
  const degree = new Int32Array(ids.length);
  let links = 0;
  for (const edge of project.edges) {
    const a = indexOf.get(edge.source);
    const b = indexOf.get(edge.target);
    if (a === undefined || b === undefined || a === b) continue;
    ends[2 * links] = a;
    ends[2 * links + 1] = b;
    links++;
    degree[a]++;
    degree[b]++;
  }
  const offsets = new Int32Array(ids.length + 1);
  for (let i = 0; i < ids.length; i++) offsets[i + 1] = offsets[i] + degree[i];
  const targets = new Int32Array(offsets[ids.length]);
  const next = offsets.slice(0, ids.length);
  for (let k = 0; k < links; k++) {
    const a = ends[2 * k];
    const b = ends[2 * k + 1];
    targets[next[a]++] = b;
    targets[next[b]++] = a;
  }
  return {ids, indexOf, ...withoutRepeats(targets, offsets, rank), rank};
}

/** Each asset's run sorted by rank, a neighbour listed twice kept once, the runs moved together. */
function withoutRepeats(targets: Int32Array, offsets: Int32Array, rank: Int32Array): {offsets: Int32Array; targets: Int32Array} {
  const assets = offsets.length - 1;
  const kept = new Int32Array(offsets.length);
  let written = 0;
  for (let i = 0; i < assets; i++) {
    sortRunByRank(targets, offsets[i], offsets[i + 1], rank);
    kept[i] = written;
    for (let k = offsets[i]; k < offsets[i + 1]; k++) if (k === offsets[i] || targets[k] !== targets[k - 1]) targets[written++] = targets[k];
  }
  kept[assets] = written;
  return {offsets: kept, targets: written === targets.length ? targets : targets.slice(0, written)};
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
