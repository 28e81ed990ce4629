// toFlow's edges: one React Flow edge per layout edge, in the layout's order, with ELK's route
// while it still fits the boxes. Lines are not interactive; a hidden asset's lines are hidden.

import type {TopologyLayout} from '../engine';
import {flowIdOf, type Point} from '../model';
import {type FlowEdge, FLOW_EDGE_TYPE} from './flow-types';
import {type Item, movedRoute} from './layout-positions';

/** The layout's items with their absolute positions on screen, and the user's moves. */
export interface EdgePositions {
  items: Map<string, Item>;
  absolute: Map<string, Point>;
  moved: Record<string, Point>;
}

export function flowEdges(layout: TopologyLayout, {items, absolute, moved}: EdgePositions, hidden: ReadonlySet<string>): FlowEdge[] {
  return layout.edges.map((edge) => {
    const points = movedRoute(edge, items, absolute, moved);
    const flowEdge: FlowEdge = {
      id: flowIdOf(edge.id),
      source: flowIdOf(edge.source),
      target: flowIdOf(edge.target),
      type: FLOW_EDGE_TYPE,
      data: points ? {kind: edge.kind, edgeIds: edge.edgeIds, points} : {kind: edge.kind, edgeIds: edge.edgeIds},
      selectable: false,
      focusable: false,
      deletable: false,
    };
    if (hidden.has(edge.source) || hidden.has(edge.target)) flowEdge.hidden = true;
    return flowEdge;
  });
}
