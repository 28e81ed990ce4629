// Stage 4 (analyze): connections -> edges, classified in the three steps the product describes,
// in this order: (1) within the same CBS, (2) to another CBS of the same zone, (3) to another zone.
// Connections are undirected: `A;B` on A and `A` on B is one edge.

import type {Asset, Edge, EdgeKind, Node, NodeAnalysis, Project, ProjectDraft} from '../model/types';

export const ANALYSIS_STEPS: readonly EdgeKind[] = ['intra-cbs', 'inter-cbs', 'inter-zone'];

const ANALYSIS_FIELD: Record<EdgeKind, keyof NodeAnalysis> = {
  'intra-cbs': 'intraCbs',
  'inter-cbs': 'interCbs',
  'inter-zone': 'interZone',
};

/** The id of the undirected edge between two nodes: the same whichever end names the other. */
export function edgeIdOf(a: string, b: string): string {
  return a < b ? `edge:${a}|${b}` : `edge:${b}|${a}`;
}

export function classifyConnection(a: Node, b: Node): EdgeKind {
  if (a.cbsId === b.cbsId) return 'intra-cbs';
  if (a.zoneId === b.zoneId) return 'inter-cbs';
  return 'inter-zone';
}

/** Distinct node pairs in the order the file names them; self and unknown targets are skipped (validation reported them). */
function distinctPairs(assets: readonly Asset[], nodesById: ReadonlyMap<string, Node>): Array<[Node, Node]> {
  const seen = new Set<string>();
  const pairs: Array<[Node, Node]> = [];
  for (const asset of assets) {
    const source = nodesById.get(asset.id);
    if (!source) continue;
    for (const targetId of asset.connections) {
      const target = nodesById.get(targetId);
      if (!target || target === source) continue;
      const id = edgeIdOf(source.id, target.id);
      if (seen.has(id)) continue;
      seen.add(id);
      pairs.push([source, target]);
    }
  }
  return pairs;
}

export function analyzeRelationships(draft: ProjectDraft, assets: readonly Asset[]): Project {
  const nodesById = new Map(draft.nodes.map((n) => [n.id, n]));
  const pairs = distinctPairs(assets, nodesById);
  const kinds = pairs.map(([a, b]) => classifyConnection(a, b));

  const analysis: Record<string, NodeAnalysis> = {};
  for (const node of draft.nodes) analysis[node.id] = {intraCbs: [], interCbs: [], interZone: []};

  const edges: Edge[] = [];
  for (const step of ANALYSIS_STEPS) {
    const field = ANALYSIS_FIELD[step];
    for (let i = 0; i < pairs.length; i++) {
      if (kinds[i] !== step) continue;
      const [a, b] = pairs[i];
      edges.push({id: edgeIdOf(a.id, b.id), source: a.id, target: b.id, kind: step});
      analysis[a.id][field].push(b.id);
      analysis[b.id][field].push(a.id);
    }
  }
  return {...draft, edges, analysis};
}
