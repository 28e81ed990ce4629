// The Project's edges sorted by what the placement steps need: per CBS, per zone, across zones.

import type {Edge, Node, Project} from '../../model/types';
import {listAt} from '../../util/list-at';

export interface EdgeIndex {
  nodeById: Map<string, Node>;
  intraByCbs: Map<string, Edge[]>;
  interCbsByZone: Map<string, Edge[]>;
  interZone: Edge[];
  /** Every edge touching a node, for the per-CBS orientation step. */
  byNode: Map<string, Edge[]>;
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
    if (edge.kind === 'intra-cbs') listAt(index.intraByCbs, source.cbsId).push(edge);
    else if (edge.kind === 'inter-cbs') listAt(index.interCbsByZone, source.zoneId).push(edge);
    else index.interZone.push(edge);
    listAt(index.byNode, edge.source).push(edge);
    listAt(index.byNode, edge.target).push(edge);
  }
  return index;
}
