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

/** An id as one end of an edge id: a backslash or `|` gets a backslash before it, so `a|b` + `c` and `a` + `b|c` stay two edges. */
const endOf = (id: string) => id.replace(/[\\|]/g, '\\$&');

/**
 * The id of the undirected edge between two nodes: the same whichever end names the other.
 * `edge:A001|A002` for ordinary ids; an id holding `|` or `\` has them escaped with `\`, so no two
 * pairs share an id (pairs are told apart by it, and a shared one would drop an edge unseen).
 */
export function edgeIdOf(a: string, b: string): string {
  return a < b ? `edge:${endOf(a)}|${endOf(b)}` : `edge:${endOf(b)}|${endOf(a)}`;
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

  const edges: Edge[] = [];
  for (const step of ANALYSIS_STEPS) {
    for (let i = 0; i < pairs.length; i++) {
      if (kinds[i] !== step) continue;
      const [a, b] = pairs[i];
      edges.push({id: edgeIdOf(a.id, b.id), source: a.id, target: b.id, kind: step});
    }
  }
  return {...draft, edges, analysis: analysisOf(draft.nodes, edges)};
}

/**
 * Every node's connections by step, from the edges (in their order): what a Project's `analysis`
 * holds, so that a Project read from outside (a project file) gets it from its edges rather than
 * trusting a copy that may disagree with them.
 */
export function analysisOf(nodes: readonly Pick<Node, 'id'>[], edges: readonly Edge[]): Record<string, NodeAnalysis> {
  // Keyed by asset ids, which are the file's text: a null-prototype object, so an asset named
  // `__proto__` or `constructor` gets an entry of its own (JSON and structured clone keep it).
  const analysis: Record<string, NodeAnalysis> = Object.create(null);
  for (const node of nodes) analysis[node.id] = {intraCbs: [], interCbs: [], interZone: []};
  for (const edge of edges) {
    const field = ANALYSIS_FIELD[edge.kind];
    analysis[edge.source][field].push(edge.target);
    analysis[edge.target][field].push(edge.source);
  }
  return analysis;
}
