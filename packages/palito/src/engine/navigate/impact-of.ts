// What a failure cuts off: the failed assets are taken out; in each connected part of the graph
// that held one of them, the largest piece left stays up (between pieces of one size, the one
// holding the smallest asset id in code-point order: the choice does not depend on the file's
// order) and every asset of the other pieces is cut off.

import type {Project} from '../model/types';
import {assetGraph, idsInOrder, indexesOf} from './asset-graph';
import {componentsOf, reach} from './components';

export interface ImpactResult {
  /** The assets cut off, in code-point order; the failed assets are not among them. */
  cutOff: string[];
}

export function impactOf(project: Project, failedIds: Iterable<string>): ImpactResult {
  const graph = assetGraph(project);
  const failed = indexesOf(graph, failedIds);
  const {of, members} = componentsOf(graph);
  const parts = new Set([...failed].map((v) => of[v]));
  const piece = new Int32Array(graph.ids.length).fill(-1);
  const cutOff: number[] = [];
  for (const part of parts) {
    const pieces: Piece[] = [];
    for (const start of members[part]) {
      if (failed.has(start) || piece[start] >= 0) continue;
      const id = pieces.length;
      const assets = reach(graph, start, (v) => !failed.has(v) && piece[v] < 0, (v) => (piece[v] = id));
      pieces.push({assets, least: assets.reduce((least, v) => Math.min(least, graph.rank[v]), Infinity)});
    }
    const up = staysUp(pieces);
    for (const p of pieces) if (p !== up) cutOff.push(...p.assets);
  }
  return {cutOff: idsInOrder(graph, cutOff)};
}

interface Piece {
  assets: number[];
  /** The smallest rank of its assets. */
  least: number;
}

/** The largest piece; between pieces of one size, the one whose smallest id comes first. */
function staysUp(pieces: readonly Piece[]): Piece | undefined {
  let best: Piece | undefined;
  for (const p of pieces) if (!best || p.assets.length > best.assets.length || (p.assets.length === best.assets.length && p.least < best.least)) best = p;
  return best;
}
