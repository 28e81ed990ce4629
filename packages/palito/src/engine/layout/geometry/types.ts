// What a layout returns. Every position is ABSOLUTE (canvas coordinates, y down); `parentId`
// says which box contains which, for renderers (React Flow) that want relative positions.

import type {EdgeKind} from '../../model/types';
import type {LayoutDirection} from './options';

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LayoutGroup extends Rect {
  /** The zone or CBS id from the Project. */
  id: string;
  kind: 'zone' | 'cbs';
  /** For a CBS: its zone's id. Zones have none. */
  parentId?: string;
}

export interface LayoutNode extends Rect {
  /** The asset id. */
  id: string;
  /** The CBS box it sits in. */
  parentId: string;
}

export type Side = 'top' | 'right' | 'bottom' | 'left';

/** Zone View only: a small box on the zone's border standing for one other zone. */
export interface LayoutStub extends Rect {
  id: string;
  /** The other zone this stub stands for. */
  zoneId: string;
  /** The zone shown in the view; the stub straddles its border on `side`. */
  parentId: string;
  side: Side;
}

export interface LayoutEdge {
  id: string;
  /** A node id. */
  source: string;
  /** A node id, or a stub id in Zone View. */
  target: string;
  kind: EdgeKind;
  /** The Project edges this line draws: one, or several when a stub edge merges them. */
  edgeIds: string[];
  /** Where ELK routed it (edges inside one CBS): the polyline from source to target, absolute. */
  points?: Point[];
}

/**
 * A dense group's links drawn as ONE shape (a full mesh of switches: 200 assets, 19,900 links).
 * Its assets are ordinary LayoutNodes, set in a grid inside this rect; the links between them
 * are in no LayoutEdge. They are still in the Project: they are exactly the `intra-cbs` edges
 * whose two ends are both in `nodeIds`. A member's links to assets outside the group are
 * ordinary LayoutEdges. A group is a set of assets of one CBS each linked to at least 6 others
 * of the set (elk/dense-groups.ts).
 */
export interface LayoutBundle extends Rect {
  /** Unique among the layout's bundles (and never an asset id of the Project). */
  id: string;
  /** The CBS box it sits in. */
  parentId: string;
  /** The assets it joins, in grid order (row by row). */
  nodeIds: string[];
  /** How many Project edges it stands for. */
  linkCount: number;
}

export interface TopologyLayout {
  view: 'all' | 'zone';
  /** Zone View: the zone shown. */
  zoneId?: string;
  direction: LayoutDirection;
  /** The box around everything drawn. */
  bounds: Rect;
  /** Zones first, then CBS groups: parents always come before their children. */
  groups: LayoutGroup[];
  nodes: LayoutNode[];
  stubs: LayoutStub[];
  edges: LayoutEdge[];
  /** Dense groups whose links are drawn as one shape each; empty for most inventories. */
  bundles: LayoutBundle[];
}
