// TopologyLayout (absolute positions) + the user's moves → React Flow nodes and edges.
// React Flow wants a child's position relative to its parent, parents before children, and
// `extent: 'parent'` to keep assets inside their CBS box and CBS boxes inside their zone.
// Nothing here imports React: the shapes are structurally React Flow's `Node` and `Edge`.
//
// Ids: the layout's and the moves' are model ids (zone, CBS, asset, stub, edge); what React Flow
// gets is their flow id (flow-id.ts: the same for ordinary ids, escaped where the page could not
// hold them). The data of every flow node carries the model object, model ids included.
//
// A dense group's links (a full mesh of switches) come as one LayoutBundle, not as edges: it is
// drawn as one node of its own, a child of its CBS box set just before the box's assets, so it
// lies behind them. It is scenery: nothing drags, selects, focuses or deletes it.

import type {LayoutBundle, LayoutEdge, LayoutGroup, LayoutNode, LayoutStub, Rect, Side, TopologyLayout} from '../engine';
import {type Cbs, type EdgeKind, flowIdOf, isBundleHidden, type Node, own, type Point, type Project, type Zone} from '../model';

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
   * their assets). What a big diagram shows in the task before its assets (Palito/use-drawing-stage.ts).
   */
  assets?: boolean;
}

export interface FlowGraph {
  nodes: FlowNode[];
  /** One per layout edge, in the layout's order. */
  edges: FlowEdge[];
}

type Item = LayoutGroup | LayoutNode | LayoutStub;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** The layout's items by id, each with its parent. */
function indexLayout(layout: TopologyLayout, withNodes = true): Map<string, Item> {
  const items = new Map<string, Item>();
  for (const group of layout.groups) items.set(group.id, group);
  for (const stub of layout.stubs) items.set(stub.id, stub);
  if (withNodes) for (const node of layout.nodes) items.set(node.id, node);
  return items;
}

/**
 * Where each item is drawn, relative to its parent (zones: absolute), with the moves applied.
 * A moved CBS box or asset is kept inside its parent, as React Flow's `extent: 'parent'` would.
 */
function relativePositions(items: Map<string, Item>, moved: Record<string, Point>): Map<string, Point> {
  const result = new Map<string, Point>();
  for (const [id, item] of items) {
    const parent = item.parentId ? items.get(item.parentId) : undefined;
    const to = own(moved, id);
    if (!parent) {
      result.set(id, to ? {x: to.x, y: to.y} : {x: item.x, y: item.y});
      continue;
    }
    if (!to) {
      result.set(id, {x: item.x - parent.x, y: item.y - parent.y});
      continue;
    }
    const isStub = 'side' in item;
    result.set(
      id,
      isStub
        ? {x: to.x, y: to.y}
        : {x: clamp(to.x, 0, parent.width - item.width), y: clamp(to.y, 0, parent.height - item.height)},
    );
  }
  return result;
}

function absoluteFrom(items: Map<string, Item>, relative: Map<string, Point>): Map<string, Point> {
  const absolute = new Map<string, Point>();
  // Ids are unique (engine/convert/separate-ids.ts); should a layout still name an item its own
  // ancestor, the loop is cut there rather than recursing until the stack runs out.
  const resolving = new Set<string>();
  const resolve = (id: string): Point => {
    const known = absolute.get(id);
    if (known) return known;
    const item = items.get(id)!;
    const rel = relative.get(id)!;
    resolving.add(id);
    const parentId = item.parentId;
    const base = parentId && items.has(parentId) && !resolving.has(parentId) ? resolve(parentId) : {x: 0, y: 0};
    resolving.delete(id);
    const point = {x: base.x + rel.x, y: base.y + rel.y};
    absolute.set(id, point);
    return point;
  };
  for (const id of items.keys()) resolve(id);
  return absolute;
}

/** Absolute canvas positions of every box, stub and asset of a layout, with the moves applied. */
export function absolutePositions(layout: TopologyLayout, moved: Record<string, Point> = {}): Record<string, Point> {
  const items = indexLayout(layout);
  return Object.fromEntries(absoluteFrom(items, relativePositions(items, moved)));
}

/**
 * The layout as it is on screen: every box, stub and asset at its absolute position with the
 * user's moves applied, and the bounds around them. Edge routes are dropped: a moved end makes
 * the layout's route wrong, and the drawing follows the boxes.
 */
export function layoutOnScreen(layout: TopologyLayout, moved: Record<string, Point> = {}): TopologyLayout {
  const at = absolutePositions(layout, moved);
  const place = <T extends Rect & {id: string}>(item: T): T => ({...item, ...own(at, item.id)});
  const groups = layout.groups.map(place);
  const nodes = layout.nodes.map(place);
  const stubs = layout.stubs.map(place);
  // A bundle goes where its CBS box went (it has no moves of its own); bundles lie inside their
  // box, so the bounds need not look at them.
  const boxes = new Map(layout.groups.map((g) => [g.id, g]));
  const bundles = (layout.bundles ?? []).map((bundle) => {
    const box = boxes.get(bundle.parentId);
    const to = box && own(at, box.id);
    return box && to ? {...bundle, x: bundle.x + to.x - box.x, y: bundle.y + to.y - box.y} : bundle;
  });
  const all: Rect[] = [...groups, ...nodes, ...stubs];
  const minX = Math.min(...all.map((r) => r.x));
  const minY = Math.min(...all.map((r) => r.y));
  const maxX = Math.max(...all.map((r) => r.x + r.width));
  const maxY = Math.max(...all.map((r) => r.y + r.height));
  const bounds = all.length ? {x: minX, y: minY, width: maxX - minX, height: maxY - minY} : layout.bounds;
  return {...layout, bounds, groups, nodes, stubs, edges: layout.edges.map(({points: _points, ...edge}) => edge), bundles};
}

/** How far the user's moves shifted an item from where the layout put it. */
function shiftOf(items: Map<string, Item>, absolute: Map<string, Point>, id: string): Point {
  const item = items.get(id)!;
  const now = absolute.get(id)!;
  return {x: now.x - item.x, y: now.y - item.y};
}

function routeOf(
  edge: LayoutEdge,
  items: Map<string, Item>,
  absolute: Map<string, Point>,
  moved: Record<string, Point>,
): Point[] | undefined {
  if (!edge.points || edge.points.length < 2) return undefined;
  if (own(moved, edge.source) || own(moved, edge.target) || !items.has(edge.source) || !items.has(edge.target)) return undefined;
  const a = shiftOf(items, absolute, edge.source);
  const b = shiftOf(items, absolute, edge.target);
  if (a.x !== b.x || a.y !== b.y) return undefined;
  // Not moved: the layout's own route, not a copy of it (30,000 of them at 20,000 assets).
  if (a.x === 0 && a.y === 0) return edge.points;
  return edge.points.map((p) => ({x: p.x + a.x, y: p.y + a.y}));
}

/** Drawing order among a box's children: boxes, then assets, then stubs (toFlow). */
const rankOf = (child: Item) => ('kind' in child ? 0 : 'side' in child ? 2 : 1);

const size = (rect: Rect) => ({width: rect.width, height: rect.height, measured: {width: rect.width, height: rect.height}});

export function toFlow({project, layout, moved = {}, hidden = [], labels = {}, groupsDraggable = true, assets: withAssets = true}: FlowInput): FlowGraph {
  const groupDrag = groupsDraggable ? {} : {draggable: false};
  const hiddenSet = new Set(hidden);
  // Without assets, their positions are not worked out either: the boxes' do not depend on them.
  const items = indexLayout(layout, withAssets);
  const relative = relativePositions(items, moved);
  const absolute = absoluteFrom(items, relative);

  const zones = new Map(project.zones.map((z) => [z.id, z]));
  const cbsById = new Map(project.cbs.map((c) => [c.id, c]));
  const nodesById = new Map(project.nodes.map((n) => [n.id, n]));

  const childrenOf = new Map<string, Item[]>();
  const addChild = (item: Item) => {
    if (!item.parentId) return;
    const list = childrenOf.get(item.parentId);
    if (list) list.push(item);
    else childrenOf.set(item.parentId, [item]);
  };
  for (const group of layout.groups) addChild(group);
  for (const node of layout.nodes) addChild(node);
  for (const stub of layout.stubs) addChild(stub);

  // Bundles by their CBS box. (`?? []`: a layout kept from before bundles existed has none.) Their
  // ids are never asset ids, and the engine's never zone or CBS ids; a Project made by hand might
  // still name a zone `mesh:…`, so a clashing flow id gets a `~` rather than two nodes sharing one.
  const bundlesIn = new Map<string, LayoutBundle[]>();
  for (const bundle of layout.bundles ?? []) {
    const list = bundlesIn.get(bundle.parentId);
    if (list) list.push(bundle);
    else bundlesIn.set(bundle.parentId, [bundle]);
  }
  const flowIds = bundlesIn.size ? new Set(Array.from(items.keys(), flowIdOf)) : new Set<string>();
  const bundleFlowId = (id: string) => {
    let flowId = flowIdOf(id);
    while (flowIds.has(flowId)) flowId += '~';
    flowIds.add(flowId);
    return flowId;
  };

  const nodes: FlowNode[] = [];
  // Each item once, whatever the layout says its parent is (see absoluteFrom).
  const emitted = new Set<Item>();
  const assetsIn = (id: string, counted = new Set<string>()): number => {
    counted.add(id);
    return (childrenOf.get(id) ?? []).reduce((sum, child) => {
      if ('kind' in child) return counted.has(child.id) ? sum : sum + assetsIn(child.id, counted);
      return 'side' in child ? sum : sum + 1;
    }, 0);
  };

  const emit = (item: Item) => {
    if (emitted.has(item) || !items.has(item.id)) return;
    emitted.add(item);
    const position = relative.get(item.id)!;
    const id = flowIdOf(item.id);
    const parentId = item.parentId === undefined ? undefined : flowIdOf(item.parentId);
    if ('kind' in item) {
      if (item.kind === 'zone') {
        const zone = zones.get(item.id) ?? {id: item.id, name: item.id, cbsIds: []};
        const assets = assetsIn(item.id);
        nodes.push({
          id,
          type: FLOW_NODE_TYPES.zone,
          position,
          data: {kind: 'zone', zone, assets},
          ...size(item),
          ...groupDrag,
          deletable: false,
          ariaLabel: labels.zone?.(zone, assets),
          domAttributes: {'data-zone-id': id},
        });
      } else {
        const cbs = cbsById.get(item.id) ?? {id: item.id, name: item.id, zoneId: item.parentId ?? '', nodeIds: []};
        const assets = assetsIn(item.id);
        nodes.push({
          id,
          type: FLOW_NODE_TYPES.cbs,
          position,
          data: {kind: 'cbs', cbs, assets},
          parentId,
          extent: 'parent',
          ...size(item),
          ...groupDrag,
          deletable: false,
          ariaLabel: labels.cbs?.(cbs, assets),
          domAttributes: {'data-cbs-id': id},
        });
        // Right after the box, before its assets: same depth as they, so drawn behind them.
        for (const bundle of bundlesIn.get(item.id) ?? []) {
          const flowId = bundleFlowId(bundle.id);
          nodes.push({
            id: flowId,
            type: FLOW_NODE_TYPES.bundle,
            position: {x: bundle.x - item.x, y: bundle.y - item.y},
            data: {kind: 'bundle', id: bundle.id, cbsId: item.id, nodeIds: bundle.nodeIds, linkCount: bundle.linkCount},
            parentId: id,
            ...size(bundle),
            hidden: isBundleHidden(bundle, hiddenSet) || undefined,
            draggable: false,
            selectable: false,
            focusable: false,
            deletable: false,
            style: {pointerEvents: 'none'},
            ariaLabel: labels.bundle?.(bundle.nodeIds.length, bundle.linkCount),
            domAttributes: {'data-bundle-id': flowId},
          });
        }
      }
    } else if ('side' in item) {
      const zone = zones.get(item.zoneId) ?? {id: item.zoneId, name: item.zoneId, cbsIds: []};
      nodes.push({
        id,
        type: FLOW_NODE_TYPES.stub,
        position,
        data: {kind: 'stub', zone, side: item.side},
        parentId,
        ...size(item),
        draggable: false,
        selectable: false,
        focusable: false,
        deletable: false,
        ariaLabel: labels.stub?.(zone),
        domAttributes: {'data-stub-zone-id': flowIdOf(item.zoneId)},
      });
    } else {
      const node = nodesById.get(item.id);
      if (!node || !withAssets) return;
      nodes.push({
        id,
        type: FLOW_NODE_TYPES.asset,
        position,
        data: {kind: 'asset', node},
        parentId,
        extent: 'parent',
        ...size(item),
        hidden: hiddenSet.has(item.id) || undefined,
        deletable: false,
        ariaLabel: labels.asset?.(node),
        domAttributes: {'data-testid': `palito-node-${id}`, 'data-node-id': id},
      });
    }
    const children = childrenOf.get(item.id);
    // An asset has none: at 20,000 assets, not sorting empty lists is a tenth of this function.
    if (!children) return;
    // Boxes first, then assets, then stubs (drawn over the zone border).
    for (const child of [...children].sort((a, b) => rankOf(a) - rankOf(b))) emit(child);
  };
  for (const group of layout.groups) if (!group.parentId) emit(group);

  if (!withAssets) return {nodes, edges: []};
  const edges: FlowEdge[] = layout.edges.map((edge) => {
    const points = routeOf(edge, items, absolute, moved);
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
    if (hiddenSet.has(edge.source) || hiddenSet.has(edge.target)) flowEdge.hidden = true;
    return flowEdge;
  });

  return {nodes, edges};
}

/**
 * Marks the selected nodes (`selected`: model ids, as the store keeps them); nodes whose flag does
 * not change keep their identity (React Flow skips them).
 */
export function applySelection<T extends FlowNode>(nodes: readonly T[], selected: Iterable<string>): T[] {
  const flowIds = new Set(Array.from(selected, flowIdOf));
  return nodes.map((node) => {
    const want = flowIds.has(node.id);
    return Boolean(node.selected) === want ? node : {...node, selected: want};
  });
}
