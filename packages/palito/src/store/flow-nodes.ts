// toFlow's nodes, a function per kind: zone and CBS boxes, a dense group's bundle, Zone View's
// stubs and assets, each with what React Flow may do with it and its accessible name.

import type {LayoutBundle, LayoutGroup, LayoutNode, LayoutStub, Rect} from '../engine';
import {type Cbs, flowIdOf, isBundleHidden, type Node, type Point, type Zone} from '../model';
import {type FlowLabels, type FlowNode, FLOW_NODE_TYPES} from './flow-types';

/** What the nodes of one toFlow call share. */
export interface NodeContext {
  labels: FlowLabels;
  /** Touch screens: boxes do not drag (a finger on one pans the canvas). */
  groupDrag: {draggable?: false};
  /** Model ids of hidden assets. */
  hidden: ReadonlySet<string>;
}

/** Where a node is: its position relative to its parent, its flow id and its parent's. */
export interface Placement {
  position: Point;
  id: string;
  parentId?: string;
}

/** The size is the layout's, fixed, so React Flow can fit the view before measuring the DOM. */
const size = (rect: Rect) => ({width: rect.width, height: rect.height, measured: {width: rect.width, height: rect.height}});

export function zoneNode(item: LayoutGroup, zone: Zone, assets: number, {id, position}: Placement, {labels, groupDrag}: NodeContext): FlowNode {
  return {
    id,
    type: FLOW_NODE_TYPES.zone,
    position,
    data: {kind: 'zone', zone, assets},
    ...size(item),
    ...groupDrag,
    deletable: false,
    ariaLabel: labels.zone?.(zone, assets),
    domAttributes: {'data-zone-id': id},
  };
}

export function cbsNode(item: LayoutGroup, cbs: Cbs, assets: number, {id, position, parentId}: Placement, {labels, groupDrag}: NodeContext): FlowNode {
  return {
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
  };
}

/**
 * A dense group's links as one node in its CBS box (`box`, whose flow id is `parentId`). It is
 * scenery: nothing drags, selects, focuses or deletes it, and pointer events pass through it.
 */
export function bundleNode(bundle: LayoutBundle, box: LayoutGroup, id: string, parentId: string, {labels, hidden}: NodeContext): FlowNode {
  return {
    id,
    type: FLOW_NODE_TYPES.bundle,
    position: {x: bundle.x - box.x, y: bundle.y - box.y},
    data: {kind: 'bundle', id: bundle.id, cbsId: box.id, nodeIds: bundle.nodeIds, linkCount: bundle.linkCount},
    parentId,
    ...size(bundle),
    hidden: isBundleHidden(bundle, hidden) || undefined,
    draggable: false,
    selectable: false,
    focusable: false,
    deletable: false,
    style: {pointerEvents: 'none'},
    ariaLabel: labels.bundle?.(bundle.nodeIds.length, bundle.linkCount),
    domAttributes: {'data-bundle-id': id},
  };
}

/** Zone View's stub for another zone: clicked, it switches there; nothing else. */
export function stubNode(item: LayoutStub, zone: Zone, {id, position, parentId}: Placement, {labels}: NodeContext): FlowNode {
  return {
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
  };
}

export function assetNode(item: LayoutNode, node: Node, {id, position, parentId}: Placement, {labels, hidden}: NodeContext): FlowNode {
  return {
    id,
    type: FLOW_NODE_TYPES.asset,
    position,
    data: {kind: 'asset', node},
    parentId,
    extent: 'parent',
    ...size(item),
    hidden: hidden.has(item.id) || undefined,
    deletable: false,
    ariaLabel: labels.asset?.(node),
    domAttributes: {'data-testid': `palito-node-${id}`, 'data-node-id': id},
  };
}
