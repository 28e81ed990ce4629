// The draw.io export's page: every cell of the diagram put in its container, a function per kind
// (zones and CBS groups, bundles, assets, stubs, lines). Cell ids are counters, in layout order.

import type {LayoutBundle, LayoutEdge, LayoutGroup, LayoutNode, LayoutStub, Rect} from '../engine';
import type {Node} from '../model';
import {bundleFrame} from './bundle-frame';
import {bundleLabel} from './bundle-label';
import {ASSET_FIELDS, assetFields, type prepare, propertyValues, round2 as n, routeOf} from './diagram-fields';
import {type Cell, commonParent, type Container, container, geometry, vertex} from './drawio-cells';
import {DRAWIO_FIELD_NAMES} from './drawio-names';
import {assetStyle, bundleStyle, edgeStyle, floatingStyle, groupStyle, pinnedStyle, stubStyle} from './drawio-styles';
import {xmlAttribute as attr} from './svg-text';

/** The diagram as diagram-fields.ts prepares it. */
type Diagram = ReturnType<typeof prepare>;

/** A cell a line may end on (an asset, a stub), with its box. */
interface End {
  cell: Cell;
  box: Rect;
}

/** The page being filled, and what the kinds of cell look up as they are added. */
interface PageInProgress {
  diagram: Diagram;
  page: Container;
  /** Zones and CBS groups, by layout id. */
  containers: Map<string, Container>;
  /** By layout id. */
  ends: Map<string, End>;
  nextId: (prefix: string) => string;
}

/** Every cell of the diagram, in its container (the page: cell 1). */
export function drawioPage(diagram: Diagram): Container {
  let counter = 0;
  const build: PageInProgress = {
    diagram,
    page: container('page', '1', {x: 0, y: 0}),
    containers: new Map(),
    ends: new Map(),
    nextId: (prefix) => `${prefix}-${counter++}`,
  };
  const {layout, drawn} = diagram;
  for (const group of layout.groups) addGroup(build, group);
  for (const bundle of drawn.bundles) addBundle(build, bundle);
  for (const box of layout.nodes) {
    const node = drawn.nodes.get(box.id);
    if (node) addAsset(build, box, node);
  }
  for (const stub of layout.stubs) addStub(build, stub);
  for (const edge of drawn.edges) addEdge(build, edge);
  return build.page;
}

/** A zone or CBS: a container, so moving it in draw.io moves what is inside it. */
function addGroup({diagram, page, containers, nextId}: PageInProgress, group: LayoutGroup): void {
  const parent = (group.parentId !== undefined && containers.get(group.parentId)) || page;
  const id = nextId(group.kind);
  const look = groupStyle(group.kind, diagram.palette);
  const cell = container(group.kind, id, group, vertex(id, diagram.names.get(group.id) ?? group.id, look, parent, group), parent);
  containers.set(group.id, cell);
  parent.groups.push(cell);
}

function addBundle({diagram, page, containers, nextId}: PageInProgress, bundle: LayoutBundle): void {
  const parent = containers.get(bundle.parentId) ?? page;
  const frame = bundleFrame(bundle);
  const label = bundleLabel(diagram.locale, bundle.nodeIds.length, bundle.linkCount);
  parent.shapes.push(vertex(nextId('bundle'), label, bundleStyle(diagram.palette), parent, frame));
}

/** An `<object>` whose attributes draw.io shows under Edit Data: the asset's fields, then its extra columns. */
function addAsset({diagram, page, containers, ends, nextId}: PageInProgress, box: LayoutNode, node: Node): void {
  const parent = containers.get(box.parentId) ?? page;
  const cell: Cell = {id: nextId('asset'), x: box.x, y: box.y, parent};
  ends.set(box.id, {cell, box});
  const status = diagram.statusOf(node);
  const fields = assetFields(node, status, diagram.names);
  const data = [...ASSET_FIELDS.map((field) => [DRAWIO_FIELD_NAMES[field], fields[field]] as const), ...propertyValues(node, diagram.columns)]
    .map(([name, value]) => ` ${name}="${attr(value)}"`)
    .join('');
  parent.assets.push(
    `<object id="${cell.id}" label="${attr(node.name)}"${data}>` +
      `<mxCell style="${attr(assetStyle(status, diagram.palette))}" vertex="1" parent="${parent.id}">${geometry(box, parent)}</mxCell>` +
      `</object>`,
  );
}

/** On the page, not in the zone it straddles: a container would take it for its contents. */
function addStub({diagram, page, ends, nextId}: PageInProgress, stub: LayoutStub): void {
  const cell: Cell = {id: nextId('stub'), x: stub.x, y: stub.y, parent: page};
  ends.set(stub.id, {cell, box: stub});
  page.shapes.push(vertex(cell.id, diagram.names.get(stub.zoneId) ?? stub.zoneId, stubStyle(stub, diagram.palette), page, stub));
}

/**
 * A line between two cells, in the innermost container holding both (so its waypoints move with
 * it): along ELK's route where the canvas follows it, floating between the boxes otherwise.
 */
function addEdge({diagram, page, ends, nextId}: PageInProgress, edge: LayoutEdge): void {
  const source = ends.get(edge.source);
  const target = ends.get(edge.target);
  if (!source || !target) return;
  const parent = commonParent(source.cell, target.cell, page);
  const route = routeOf(edge, diagram.edgeType);
  const shape = route ? pinnedStyle(source.box, target.box, route) : floatingStyle(diagram.edgeType);
  const inner = (route ?? []).slice(1, -1).map((p) => `<mxPoint x="${n(p.x - parent.x)}" y="${n(p.y - parent.y)}"/>`);
  const points = inner.length ? `<Array as="points">${inner.join('')}</Array>` : '';
  parent.lines.push(
    `<mxCell id="${nextId('edge')}" value="" style="${attr(edgeStyle(edge.kind, shape, diagram.palette))}" edge="1" parent="${parent.id}" source="${source.cell.id}" target="${target.cell.id}">` +
      (points ? `<mxGeometry relative="1" as="geometry">${points}</mxGeometry>` : '<mxGeometry relative="1" as="geometry"/>') +
      '</mxCell>',
  );
}
