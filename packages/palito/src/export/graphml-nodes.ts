// The GraphML export's nodes, a function per kind: zones and CBS groups (yEd group nodes),
// bundles, assets and Zone View's stubs, each with its data keys and its yEd graphics.

import {type Node, own} from '../model';
import type {LayoutBundle, LayoutGroup, LayoutNode, LayoutStub, Rect} from '../engine';
import {bundleFrame} from './bundle-frame';
import {bundleLabel} from './bundle-label';
import {ASSET_FIELDS, assetFields, type prepare, propertyValues, round2 as n} from './diagram-fields';
import {yedColour} from './file-colour';
import type {NodeKey} from './graphml-keys';
import {addNode, emptyTree, type GraphNode, type NodeTree} from './graphml-tree';
import {type GroupLook, groupRealizer, nodeLabel, shapeNode, STUB_LABEL_SIDE} from './graphml-yed';
import {LIGHT_PALETTE} from './palette';

/** The diagram as diagram-fields.ts prepares it. */
type Diagram = ReturnType<typeof prepare>;

/** What every kind of node reads: the diagram, and each CBS's zone (for a node's `zone` key). */
type NodeContext = Diagram & {zoneOfCbs: ReadonlyMap<string, string>};

/** Colours the palette may hold wrongly (a named colour, a gradient) fall back to the light palette's. */
const fallback = LIGHT_PALETTE;

/** The box as the `x`, `y`, `width`, `height` data keys: absolute, as in y:Geometry. */
const place = (box: Rect): Array<[NodeKey, string]> => [
  ['x', n(box.x)],
  ['y', n(box.y)],
  ['width', n(box.width)],
  ['height', n(box.height)],
];

/**
 * Every node of the document, in the order yEd draws them: a graph's nodes are drawn in document
 * order, so a CBS's bundles come before its assets, which lie over them.
 */
export function nodeTree(diagram: Diagram): NodeTree {
  const {project, layout, drawn} = diagram;
  const context: NodeContext = {...diagram, zoneOfCbs: new Map(project.cbs.map((c) => [c.id, c.zoneId]))};
  const tree = emptyTree();
  for (const group of layout.groups) addGroup(tree, group, context);
  for (const bundle of drawn.bundles) addBundle(tree, bundle, context);
  for (const box of layout.nodes) {
    const node = drawn.nodes.get(box.id);
    if (node) addAsset(tree, box, node, context);
  }
  for (const stub of layout.stubs) addStub(tree, stub, context);
  return tree;
}

/** A zone or CBS: a yEd group node whose nested graph will hold what is inside it. */
function addGroup(tree: NodeTree, group: LayoutGroup, context: NodeContext): void {
  const name = context.names.get(group.id) ?? group.id;
  const look = groupLook(group, name, context);
  const node = addNode(tree, group.parentId, (id) => {
    const children: GraphNode[] = [];
    const realizer = (closed: boolean) => groupRealizer(group, look, closed, children.map((c) => c.box));
    return {id, box: group, data: groupData(group, name, context), graphics: '', group: {children, realizer}};
  });
  tree.groups.set(group.id, node);
}

function groupData(group: LayoutGroup, name: string, {names, zoneOfCbs}: NodeContext): Array<[NodeKey, string]> {
  const zone = group.kind === 'zone';
  return [
    ['kind', group.kind],
    ['id', group.id],
    ['name', name],
    ['label', name],
    ['zone', zone ? name : (names.get(zoneOfCbs.get(group.id) ?? group.parentId ?? '') ?? '')],
    ...(zone ? [] : ([['cbs', name]] as Array<[NodeKey, string]>)),
    ...place(group),
  ];
}

/** A zone's box is drawn solid with a larger label, a CBS's dashed, as on the canvas. */
function groupLook(group: LayoutGroup, name: string, {palette}: NodeContext): GroupLook {
  const zone = group.kind === 'zone';
  return {
    fill: yedColour(zone ? palette.zoneFill : palette.cbsFill, zone ? fallback.zoneFill : fallback.cbsFill),
    stroke: yedColour(zone ? palette.zoneStroke : palette.cbsStroke, zone ? fallback.zoneStroke : fallback.cbsStroke),
    borderType: zone ? 'line' : 'dashed',
    label: nodeLabel(name, {
      colour: yedColour(zone ? palette.text : palette.mutedText, zone ? fallback.text : fallback.mutedText),
      size: zone ? 15 : 12,
      model: 'internal',
      position: 'tl',
      alignment: 'left',
    }),
  };
}

/** A dense group's links as one framed shape in its CBS, labelled as on the canvas. */
function addBundle(tree: NodeTree, bundle: LayoutBundle, {palette, locale, names, zoneOfCbs}: NodeContext): void {
  const frame = bundleFrame(bundle);
  const label = bundleLabel(locale, bundle.nodeIds.length, bundle.linkCount);
  const line = palette.edges['intra-cbs'];
  addNode(tree, bundle.parentId, (id) => ({
    id,
    box: frame,
    data: [
      ['kind', 'bundle'],
      ['id', bundle.id],
      ['name', label],
      ['label', label],
      ['zone', names.get(zoneOfCbs.get(bundle.parentId) ?? '') ?? ''],
      ['cbs', names.get(bundle.parentId) ?? ''],
      ...place(frame),
    ],
    graphics: shapeNode(
      frame,
      yedColour(line, fallback.edges['intra-cbs'], 0.05),
      yedColour(line, fallback.edges['intra-cbs'], 0.45),
      'line',
      1.5,
      nodeLabel(label, {colour: yedColour(palette.mutedText, fallback.mutedText), size: 11, model: 'internal', position: 'bl', alignment: 'left'}),
    ),
  }));
}

function addAsset(tree: NodeTree, box: LayoutNode, node: Node, context: NodeContext): void {
  const added = addNode(tree, box.parentId, (id) => ({id, box, data: assetData(node, box, context), graphics: assetGraphics(node, box, context)}));
  tree.ids.set(box.id, added.id);
}

/** The asset's fields, its box, then its extra columns. */
function assetData(node: Node, box: Rect, {statusOf, names, columns}: NodeContext): Array<[string, string]> {
  const fields = assetFields(node, statusOf(node), names);
  return [
    ['kind', 'asset'],
    ...ASSET_FIELDS.map((field): [string, string] => [field, fields[field]]),
    ['label', fields.name],
    ...place(box),
    ...propertyValues(node, columns),
  ];
}

/** The status is the border's colour, dashed when offline (as on the canvas). */
function assetGraphics(node: Node, box: Rect, {statusOf, palette}: NodeContext): string {
  const status = statusOf(node);
  // A Project given by hand may hold any status: an unknown one (`constructor` too) is drawn as normal.
  const statusColour = own(palette.status, status) ?? palette.status.normal;
  return shapeNode(
    box,
    yedColour(palette.nodeFill, fallback.nodeFill),
    yedColour(statusColour, fallback.status.normal),
    status === 'offline' ? 'dashed' : 'line',
    2,
    nodeLabel(node.name, {colour: yedColour(palette.text, fallback.text), size: 12, model: 'internal', position: 'c'}),
  );
}

/** Zone View's stub for another zone, in the top graph: in a zone's graph, yEd would grow the zone to hold it. */
function addStub(tree: NodeTree, stub: LayoutStub, {palette, names}: NodeContext): void {
  const zoneName = names.get(stub.zoneId) ?? stub.zoneId;
  const added = addNode(tree, undefined, (id) => ({
    id,
    box: stub,
    data: [['kind', 'stub'], ['id', stub.id], ['name', zoneName], ['label', zoneName], ['zone', zoneName], ...place(stub)],
    graphics: shapeNode(
      stub,
      yedColour(palette.zoneFill, fallback.zoneFill),
      yedColour(palette.edges['inter-zone'], fallback.edges['inter-zone']),
      'line',
      1.5,
      nodeLabel(zoneName, {colour: yedColour(palette.text, fallback.text), size: 11, model: 'sides', position: STUB_LABEL_SIDE[stub.side]}),
    ),
  }));
  tree.ids.set(stub.id, added.id);
}
