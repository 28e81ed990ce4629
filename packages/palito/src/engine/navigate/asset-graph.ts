// The project's links as an undirected graph over array indexes, built once per project and kept
// while the project is the same object: a find, a trace or an impact per keystroke or click must
// not build it again. Links count in both directions; a self-link and a second link between the
// same two assets add nothing.

import type {Project} from '../model/types';
import {compareCodePoints} from './code-points';

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
  const rank = new Int32Array(ids.length);
  [...ids.keys()].sort((a, b) => compareCodePoints(ids[a], ids[b])).forEach((index, place) => (rank[index] = place));

  const lists: number[][] = ids.map(() => []);
  const seen = new Set<number>();
  for (const edge of project.edges) {
    const a = indexOf.get(edge.source);
    const b = indexOf.get(edge.target);
    if (a === undefined || b === undefined || a === b) continue;
    const pair = Math.min(a, b) * ids.length + Math.max(a, b);
    if (seen.has(pair)) continue;
    seen.add(pair);
    lists[a].push(b);
    lists[b].push(a);
  }
  const offsets = new Int32Array(ids.length + 1);
  lists.forEach((list, i) => (offsets[i + 1] = offsets[i] + list.length));
  const targets = new Int32Array(offsets[ids.length]);
  lists.forEach((list, i) => targets.set(list.sort((x, y) => rank[x] - rank[y]), offsets[i]));
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
