// The React Flow shapes toFlow gives: nodes and edges structurally React Flow's `Node` and `Edge`
// (nothing here imports React), their data, and toFlow's input.
//
// Ids: what React Flow gets is the flow id of a model id (flow-id.ts: the same for ordinary ids,
// escaped where the page could not hold them). The data of every flow node carries the model
// object, model ids included.

import type {Side, TopologyLayout} from '../engine';
import type {Cbs, EdgeKind, Node, Point, Project, Zone} from '../model';

export const FLOW_NODE_TYPES = {
  zone: 'palito-zone',
  cbs: 'palito-cbs',
  asset: 'palito-asset',
  stub: 'palito-stub',
  bundle: 'palito-bundle',
} as const;
export const FLOW_EDGE_TYPE = 'palito';

export type ZoneNodeData = {kind: 'zone'; zone: Zone; assets: number};
export type CbsNodeData = {kind: 'cbs'; cbs: Cbs; assets: number};
export type AssetNodeData = {kind: 'asset'; node: Node};
export type StubNodeData = {kind: 'stub'; zone: Zone; side: Side};
/** A dense group's links drawn as one shape: its model id, its CBS, its assets (model ids) and how many links. */
export type BundleNodeData = {kind: 'bundle'; id: string; cbsId: string; nodeIds: string[]; linkCount: number};
export type FlowNodeData = ZoneNodeData | CbsNodeData | AssetNodeData | StubNodeData | BundleNodeData;

export interface FlowNode<Data extends FlowNodeData = FlowNodeData> {
  /** The flow id of the zone, CBS, asset, stub or bundle (flowIdOf). */
  id: string;
  type: string;
  position: Point;
  data: Data;
  parentId?: string;
  extent?: 'parent';
  width: number;
  height: number;
  /** The size is fixed by the layout, so React Flow can fit the view before measuring the DOM. */
  measured: {width: number; height: number};
  hidden?: boolean;
  selected?: boolean;
  /** Set by the canvas only, to lift assets above its level-of-detail layer. */
  zIndex?: number;
  draggable?: boolean;
  selectable?: boolean;
  focusable?: boolean;
  deletable?: boolean;
  ariaLabel?: string;
  /**
   * Bundles only: React Flow gives a node pointer events whenever the canvas listens for clicks,
   * and a bundle must let them through to the assets it lies under.
   */
  style?: {pointerEvents: 'none'};
  /** Test hooks and ids for the node's wrapper element (flow ids: text the page can hold). */
  domAttributes?: Record<`data-${string}`, string>;
}

export type FlowEdgeData = {
  kind: EdgeKind;
  /** The Project edges this line draws (several when a Zone View stub line merges them). */
  edgeIds: string[];
  /** ELK's route, absolute, moved with its box; only while neither end was moved on its own. */
  points?: Point[];
};

export interface FlowEdge {
  /** Flow ids, as FlowNode's. */
  id: string;
  source: string;
  target: string;
  type: string;
  data: FlowEdgeData;
  hidden?: boolean;
  selectable?: boolean;
  focusable?: boolean;
  deletable?: boolean;
}

export interface FlowLabels {
  zone?: (zone: Zone, assets: number) => string;
  cbs?: (cbs: Cbs, assets: number) => string;
  asset?: (node: Node) => string;
  stub?: (zone: Zone) => string;
  bundle?: (assets: number, links: number) => string;
}

export interface FlowInput {
  /** The project with the user's edits (statuses, properties, zone names). */
  project: Project;
  layout: TopologyLayout;
  /** Moved positions of this view, by model id (relative to the parent box; zones absolute). */
  moved?: Record<string, Point>;
  /** Model ids of hidden assets. */
  hidden?: Iterable<string>;
  labels?: FlowLabels;
  /**
   * Whether zone and CBS boxes can be dragged (default true). Touch screens turn it off: a finger
   * on a box then pans the canvas, a finger on an asset moves the asset.
   */
  groupsDraggable?: boolean;
  /**
   * false: only the zone and CBS boxes, stubs and bundles, and no edges (the boxes still count
   * their assets). What a big diagram shows in the task before its assets (react/components/Palito/use-drawing-stage.ts).
   */
  assets?: boolean;
}

export interface FlowGraph {
  nodes: FlowNode[];
  /** One per layout edge, in the layout's order. */
  edges: FlowEdge[];
}
