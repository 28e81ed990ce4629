// TopologyLayout (absolute positions) + the user's moves → React Flow nodes and edges.
// React Flow wants a child's position relative to its parent, parents before children, and
// `extent: 'parent'` to keep assets inside their CBS box and CBS boxes inside their zone.
// Nothing here imports React: the shapes (flow-types.ts) are structurally React Flow's `Node` and
// `Edge`. The positions come from layout-positions.ts; a node per kind from flow-nodes.ts.
//
// A dense group's links (a full mesh of switches) come as one LayoutBundle, not as edges: it is
// drawn as one node of its own, a child of its CBS box set just before the box's assets, so it
// lies behind them.

import {listAt, type LayoutBundle, type LayoutGroup, type TopologyLayout} from '../engine';
import {type Cbs, flowIdOf, type Node, type Point, type Project, type Zone} from '../model';
import {flowEdges} from './flow-edges';
import {assetNode, bundleNode, cbsNode, type NodeContext, type Placement, stubNode, zoneNode} from './flow-nodes';
import type {FlowGraph, FlowInput, FlowNode} from './flow-types';
import {absoluteFrom, indexLayout, type Item, relativePositions} from './layout-positions';

export function toFlow({project, layout, moved = {}, hidden = [], labels = {}, groupsDraggable = true, assets: withAssets = true}: FlowInput): FlowGraph {
  const hiddenSet = new Set(hidden);
  // Without assets, their positions are not worked out either: the boxes' do not depend on them.
  const items = indexLayout(layout, withAssets);
  const relative = relativePositions(items, moved);
  const walk: Walk = {
    ...lookups(project),
    items,
    relative,
    childrenOf: childrenByParent(layout),
    bundlesIn: bundlesByBox(layout),
    bundleFlowId: bundleFlowIds(layout, items),
    withAssets,
    context: {labels, groupDrag: groupsDraggable ? {} : {draggable: false}, hidden: hiddenSet},
    nodes: [],
    emitted: new Set(),
  };
  for (const group of layout.groups) if (!group.parentId) emit(walk, group);
  if (!withAssets) return {nodes: walk.nodes, edges: []};
  const absolute = absoluteFrom(items, relative);
  return {nodes: walk.nodes, edges: flowEdges(layout, {items, absolute, moved}, hiddenSet)};
}

/** The walk down the layout's tree: what it reads, and the nodes it gives. */
interface Walk {
  zones: Map<string, Zone>;
  cbsById: Map<string, Cbs>;
  nodesById: Map<string, Node>;
  items: Map<string, Item>;
  relative: Map<string, Point>;
  childrenOf: Map<string, Item[]>;
  bundlesIn: Map<string, LayoutBundle[]>;
  bundleFlowId: (id: string) => string;
  withAssets: boolean;
  context: NodeContext;
  nodes: FlowNode[];
  /** Each item once, whatever the layout says its parent is (see absoluteFrom). */
  emitted: Set<Item>;
}

function lookups(project: Project) {
  return {
    zones: new Map(project.zones.map((z) => [z.id, z])),
    cbsById: new Map(project.cbs.map((c) => [c.id, c])),
    nodesById: new Map(project.nodes.map((n) => [n.id, n])),
  };
}

/** The layout's boxes, assets and stubs by the id of the box they sit in. */
function childrenByParent(layout: TopologyLayout): Map<string, Item[]> {
  const childrenOf = new Map<string, Item[]>();
  const addChild = (item: Item) => {
    if (!item.parentId) return;
    listAt(childrenOf, item.parentId).push(item);
  };
  for (const group of layout.groups) addChild(group);
  for (const node of layout.nodes) addChild(node);
  for (const stub of layout.stubs) addChild(stub);
  return childrenOf;
}

/** Bundles by their CBS box. (`?? []`: a layout kept from before bundles existed has none.) */
function bundlesByBox(layout: TopologyLayout): Map<string, LayoutBundle[]> {
  const bundlesIn = new Map<string, LayoutBundle[]>();
  for (const bundle of layout.bundles ?? []) {
    listAt(bundlesIn, bundle.parentId).push(bundle);
  }
  return bundlesIn;
}

/**
 * A bundle's flow id, unique in the graph. Bundle ids are never asset ids, and the engine's never
 * zone or CBS ids; a Project made by hand might still name a zone `mesh:…`, so a clashing flow id
 * gets a `~` rather than two nodes sharing one.
 */
function bundleFlowIds(layout: TopologyLayout, items: Map<string, Item>): (id: string) => string {
  const flowIds = layout.bundles?.length ? new Set(Array.from(items.keys(), flowIdOf)) : new Set<string>();
  return (id) => {
    let flowId = flowIdOf(id);
    while (flowIds.has(flowId)) flowId += '~';
    flowIds.add(flowId);
    return flowId;
  };
}

/** The assets inside a box, in its CBS boxes too (each box counted once, whatever the layout says). */
function assetsIn(walk: Walk, id: string, counted = new Set<string>()): number {
  counted.add(id);
  return (walk.childrenOf.get(id) ?? []).reduce((sum, child) => {
    if ('kind' in child) return counted.has(child.id) ? sum : sum + assetsIn(walk, child.id, counted);
    return 'side' in child ? sum : sum + 1;
  }, 0);
}

/** Drawing order among a box's children: boxes, then assets, then stubs (drawn over the zone border). */
const rankOf = (child: Item) => ('kind' in child ? 0 : 'side' in child ? 2 : 1);

/** The item's node, then its children's, parents before children as React Flow wants them. */
function emit(walk: Walk, item: Item): void {
  if (walk.emitted.has(item) || !walk.items.has(item.id)) return;
  walk.emitted.add(item);
  if (!addNodesOf(walk, item)) return;
  const children = walk.childrenOf.get(item.id);
  // An asset has none, and assets are most of a big diagram: no empty list is copied and sorted.
  if (!children) return;
  for (const child of [...children].sort((a, b) => rankOf(a) - rankOf(b))) emit(walk, child);
}

/** Adds the item's node (a CBS box's bundles right after it); false for an asset that is not drawn. */
function addNodesOf(walk: Walk, item: Item): boolean {
  const {context, nodes} = walk;
  const place: Placement = {
    position: walk.relative.get(item.id)!,
    id: flowIdOf(item.id),
    parentId: item.parentId === undefined ? undefined : flowIdOf(item.parentId),
  };
  if ('kind' in item) {
    if (item.kind === 'zone') {
      const zone = walk.zones.get(item.id) ?? {id: item.id, name: item.id, cbsIds: []};
      nodes.push(zoneNode(item, zone, assetsIn(walk, item.id), place, context));
    } else {
      const cbs = walk.cbsById.get(item.id) ?? {id: item.id, name: item.id, zoneId: item.parentId ?? '', nodeIds: []};
      nodes.push(cbsNode(item, cbs, assetsIn(walk, item.id), place, context));
      addBundles(walk, item, place.id);
    }
  } else if ('side' in item) {
    const zone = walk.zones.get(item.zoneId) ?? {id: item.zoneId, name: item.zoneId, cbsIds: []};
    nodes.push(stubNode(item, zone, place, context));
  } else {
    const node = walk.nodesById.get(item.id);
    if (!node || !walk.withAssets) return false;
    nodes.push(assetNode(item, node, place, context));
  }
  return true;
}

/** Right after the CBS box, before its assets: the same depth as they, so drawn behind them. */
function addBundles(walk: Walk, box: LayoutGroup, boxFlowId: string): void {
  for (const bundle of walk.bundlesIn.get(box.id) ?? []) {
    walk.nodes.push(bundleNode(bundle, box, walk.bundleFlowId(bundle.id), boxFlowId, walk.context));
  }
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
