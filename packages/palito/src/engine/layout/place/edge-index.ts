// The Project's edges sorted by what the placement steps need: per CBS, per zone, across zones.

import type {Edge, Node, Project} from '../../model/types';

export interface EdgeIndex {
  nodeById: Map<string, Node>;
  intraByCbs: Map<string, Edge[]>;
  interCbsByZone: Map<string, Edge[]>;
  interZone: Edge[];
  /** Every edge touching a node, for the per-CBS orientation step. */
  byNode: Map<string, Edge[]>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function indexEdges(project: Project): EdgeIndex {
  const index: EdgeIndex = {
    nodeById: new Map(project.nodes.map((n) => [n.id, n])),
    intraByCbs: new Map(),
    interCbsByZone: new Map(),
    interZone: [],
    byNode: new Map(),
  };
  for (const edge of project.edges) {
    const source = index.nodeById.get(edge.source);
    if (!source || !index.nodeById.has(edge.target)) continue;
    if (edge.kind === 'intra-cbs') push(index.intraByCbs, source.cbsId, edge);
    else if (edge.kind === 'inter-cbs') push(index.interCbsByZone, source.zoneId, edge);
    else index.interZone.push(edge);
    push(index.byNode, edge.source, edge);
    push(index.byNode, edge.target, edge);
  }
  return index;
}
