/**
 * Writes a laid-out topology as a draw.io (diagrams.net) file: uncompressed mxGraph XML that
 * draw.io opens and edits, with the canvas's positions, colours and lines.
 *
 * - One page (`<diagram>`), named after the view: "All View" or "Zone View · DMZ" in `locale`.
 * - Zones and CBS groups are containers: a CBS cell's parent is its zone's cell, an asset's parent
 *   its CBS's, and every geometry is relative to its parent, as draw.io keeps it. So moving a zone
 *   in draw.io moves what is inside it.
 * - Assets are `<object>` cells whose attributes draw.io shows under Edit Data: `assetId`, `name`,
 *   `type`, `ip`, `status`, `zone`, `cbs` (zone and CBS by name), then every extra column. A
 *   column's name is kept when it is a valid XML name that draw.io and these fields leave free;
 *   otherwise it is renamed by `propertyNames` (diagram-fields.ts): characters an XML name cannot
 *   hold become `_`, a name that is reserved (`id`, `label`, `tooltip`, `link`, `placeholders`…,
 *   ignoring case), empty, starting with `xml` or with what cannot start a name gets `prop_` before
 *   it, and a name an earlier column already took gets `_2`, `_3`… after it.
 * - Labels are plain text (no `html=1` anywhere): whatever the file holds, draw.io shows it as
 *   text, never as markup. No `placeholders` either, so `%name%` stays as written.
 * - The status is the asset's border colour (dashed when offline, as on the canvas).
 * - Connections are undirected edges (`endArrow=none`) between the cells, in the colour, dash
 *   pattern and width of their kind (edge-style.ts). Where the canvas follows ELK's route, the
 *   route's inner points are the edge's waypoints and its two ends are pinned (exitX/exitY,
 *   entryX/entryY) where the route meets the boxes, so draw.io draws the same polyline; other
 *   lines float between the boxes, shaped as the graph style's edgeType says. An edge's parent is
 *   the innermost container holding both its ends (as draw.io itself parents edges), so its
 *   waypoints move with that container.
 * - Zone View's stubs are small boxes labelled with the zone they stand for; a dense group's
 *   bundle is one shape behind its assets, labelled as on the canvas (bundle-label.ts).
 * - Hidden assets, and the lines and bundles left with nothing to join, are left out.
 *
 * Pure string building, deterministic (cell ids are counters, in layout order): runs in Node and
 * in the browser, as diagram-svg.ts.
 */
import {type EdgeType, own} from '../model';
import type {LayoutStub, Point, Rect} from '../engine';
import {bundleLabel} from './bundle-label';
import {bundleFrame} from './bundle-frame';
import {EDGE_DASHES, EDGE_WIDTHS} from './edge-style';
import {viewName} from '../i18n';
import {ASSET_FIELDS, type AssetField, assetFields, type DiagramFileInput, prepare, propertyValues, round2 as n, routeOf} from './diagram-fields';
import {LIGHT_PALETTE} from './palette';
import {fileColour} from './file-colour';
import {xmlAttribute as attr} from './svg-text';

/** The attribute each built-in field gets on an asset's `<object>` (`id` is draw.io's own: the cell id). */
export const DRAWIO_FIELD_NAMES: Readonly<Record<AssetField, string>> = {
  id: 'assetId',
  name: 'name',
  type: 'type',
  ip: 'ip',
  status: 'status',
  zone: 'zone',
  cbs: 'cbs',
};

/**
 * Attribute names draw.io reads itself on an `<object>` (the cell id, its label, its tooltip,
 * link and tags, placeholder substitution) or that name an mxCell's own fields.
 */
const DRAWIO_RESERVED = [
  'id', 'label', 'placeholders', 'tooltip', 'link', 'linkTarget', 'tags', 'as',
  'style', 'parent', 'value', 'vertex', 'edge', 'source', 'target', 'connectable', 'visible', 'collapsed',
];

/** XML 1.0 (fifth edition) name characters, without `:` (a namespace separator to XML readers). */
const NAME_START = 'A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const NAME_CHAR = `${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F\\u2040`;
const NOT_NAME_CHAR = new RegExp(`[^${NAME_CHAR}]`, 'gu');
const STARTS_NAME = new RegExp(`^[${NAME_START}]`, 'u');

const ATTRIBUTE_RULES = {
  reserved: new Set([...DRAWIO_RESERVED, ...Object.values(DRAWIO_FIELD_NAMES)].map((name) => name.toLowerCase())),
  clean: (name: string) => name.replace(NOT_NAME_CHAR, '_'),
  // XML keeps names starting with "xml" (any case) for itself.
  needsPrefix: (name: string) => !STARTS_NAME.test(name) || /^xml/i.test(name),
};

/** A style value: `;` and `=` would end it early; the rest is escaped with the attribute. */
const styleValue = (value: string) => value.replace(/[;=]/g, ' ');

/** `key=value;…` from pairs; undefined values are left out. */
function style(entries: Record<string, string | number | undefined>): string {
  return Object.entries(entries)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${styleValue(String(value))}`)
    .join(';');
}

/** Fill or stroke colour and its opacity (draw.io's 0–100), when not opaque. */
function paint(kind: 'fill' | 'stroke' | 'font', colour: string, fallback: string): Record<string, string | number | undefined> {
  const {hex, alpha} = fileColour(colour, fallback);
  const key = kind === 'font' ? 'fontColor' : `${kind}Color`;
  return {[key]: hex, ...(alpha < 1 && kind !== 'font' ? {[`${kind}Opacity`]: Math.round(alpha * 100)} : {})};
}

/** How an edge without a route is shaped, as the canvas shapes it for the graph style's edgeType. */
function floatingStyle(edgeType: EdgeType): Record<string, string | number> {
  if (edgeType === 'straight') return {};
  if (edgeType === 'default') return {edgeStyle: 'orthogonalEdgeStyle', curved: 1};
  // smoothstep: right angles with the canvas's 8 px corners (arcSize is the corner's diameter).
  return {edgeStyle: 'orthogonalEdgeStyle', rounded: 1, arcSize: 16};
}

/** Where `p` lies on the box, as a fraction of its width and height (0 to 1). */
function fraction(box: Rect, p: Point): {x: string; y: string} {
  const clamp = (v: number) => Math.max(0, Math.min(1, v));
  const f = (v: number) => String(Math.round(clamp(v) * 10000) / 10000);
  return {x: f(box.width ? (p.x - box.x) / box.width : 0.5), y: f(box.height ? (p.y - box.y) / box.height : 0.5)};
}

/** Where a stub's label goes: beside it, outside the zone it sits on (as on the canvas). */
function stubLabelStyle(stub: LayoutStub): Record<string, string> {
  switch (stub.side) {
    case 'top':
      return {verticalLabelPosition: 'top', verticalAlign: 'bottom'};
    case 'bottom':
      return {verticalLabelPosition: 'bottom', verticalAlign: 'top'};
    case 'left':
      return {labelPosition: 'left', align: 'right'};
    default:
      return {labelPosition: 'right', align: 'left'};
  }
}

/** A cell other cells may sit in or end on; its children's geometry is relative to its origin. */
interface Cell {
  id: string;
  x: number;
  y: number;
  /** The container it sits in; none for the page (cell 1). */
  parent?: Container;
}

/** The page, a zone or a CBS, with its children in drawing order (see write() below). */
interface Container extends Cell {
  kind: 'page' | 'zone' | 'cbs';
  /** This container's own cell, written by its parent. */
  xml: string;
  groups: Container[];
  /** Bundles (in a CBS) and stubs (on the page). */
  shapes: string[];
  assets: string[];
  lines: string[];
}

const container = (kind: Container['kind'], id: string, box: Point, xml = '', parent?: Container): Container => ({
  kind,
  id,
  x: box.x,
  y: box.y,
  parent,
  xml,
  groups: [],
  shapes: [],
  assets: [],
  lines: [],
});

/** The innermost container holding both cells: the edge's parent, as draw.io itself chooses it. */
function commonParent(a: Cell, b: Cell, page: Container): Container {
  const around = new Set<Container>();
  for (let c = a.parent; c; c = c.parent) around.add(c);
  for (let c = b.parent; c; c = c.parent) if (around.has(c)) return c;
  return page;
}

/**
 * The diagram as a draw.io file (uncompressed mxGraph XML, to save as `.drawio`): zones and CBS
 * groups as containers, assets with their fields under Edit Data, the lines with the canvas's
 * styles and routes, in the palette's colours. See the module comment for the details.
 *
 * @param input the Project and its layout as drawn, as for diagramToSvg; `locale` names the page
 *   ("All View" / "전체 보기", or the Zone View and its zone) and a bundle's label
 * @returns the file's text (UTF-8), the same for the same input
 */
export function diagramToDrawio(input: DiagramFileInput): string {
  const {project, layout, palette, edgeType, locale, drawn, names, statusOf, columns} = prepare(input, ATTRIBUTE_RULES);
  const fallback = LIGHT_PALETTE;
  const page = container('page', '1', {x: 0, y: 0});
  const containers = new Map<string, Container>();
  /** Every cell a line may end on (assets, stubs), by layout id, with its box. */
  const ends = new Map<string, {cell: Cell; box: Rect}>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}-${counter++}`;

  const geometry = (box: Rect, parent: Cell) =>
    `<mxGeometry x="${n(box.x - parent.x)}" y="${n(box.y - parent.y)}" width="${n(box.width)}" height="${n(box.height)}" as="geometry"/>`;
  const vertex = (id: string, value: string, look: string, parent: Cell, box: Rect) =>
    `<mxCell id="${id}" value="${attr(value)}" style="${attr(look)}" vertex="1" parent="${parent.id}">${geometry(box, parent)}</mxCell>`;

  for (const g of layout.groups) {
    const zone = g.kind === 'zone';
    const parent = (g.parentId !== undefined && containers.get(g.parentId)) || page;
    const id = nextId(g.kind);
    const look = style({
      rounded: 1,
      absoluteArcSize: 1,
      arcSize: zone ? 20 : 12,
      container: 1,
      collapsible: 0,
      ...paint('fill', zone ? palette.zoneFill : palette.cbsFill, zone ? fallback.zoneFill : fallback.cbsFill),
      ...paint('stroke', zone ? palette.zoneStroke : palette.cbsStroke, zone ? fallback.zoneStroke : fallback.cbsStroke),
      ...(zone ? {} : {dashed: 1, dashPattern: '5 3', fixDash: 1}),
      ...paint('font', zone ? palette.text : palette.mutedText, zone ? fallback.text : fallback.mutedText),
      fontSize: zone ? 15 : 12,
      fontStyle: 1,
      align: 'left',
      verticalAlign: 'top',
      spacingLeft: 10,
      spacingTop: zone ? 2 : 0,
    });
    const cell = container(g.kind, id, g, vertex(id, names.get(g.id) ?? g.id, look, parent, g), parent);
    containers.set(g.id, cell);
    parent.groups.push(cell);
  }

  for (const bundle of drawn.bundles) {
    const parent = containers.get(bundle.parentId) ?? page;
    const frame = bundleFrame(bundle);
    const look = style({
      rounded: 1,
      absoluteArcSize: 1,
      arcSize: 24,
      ...paint('fill', palette.edges['intra-cbs'], fallback.edges['intra-cbs']),
      fillOpacity: 5,
      ...paint('stroke', palette.edges['intra-cbs'], fallback.edges['intra-cbs']),
      strokeOpacity: 45,
      strokeWidth: 1.5,
      ...paint('font', palette.mutedText, fallback.mutedText),
      fontSize: 11,
      fontStyle: 1,
      align: 'left',
      verticalAlign: 'bottom',
      spacingLeft: 8,
      connectable: 0,
    });
    parent.shapes.push(vertex(nextId('bundle'), bundleLabel(locale, bundle.nodeIds.length, bundle.linkCount), look, parent, frame));
  }

  const fieldNames = ASSET_FIELDS.map((field) => DRAWIO_FIELD_NAMES[field]);
  for (const box of layout.nodes) {
    const node = drawn.nodes.get(box.id);
    if (!node) continue;
    const parent = containers.get(box.parentId) ?? page;
    const cell: Cell = {id: nextId('asset'), x: box.x, y: box.y, parent};
    ends.set(box.id, {cell, box});
    const status = statusOf(node);
    const fields = assetFields(node, status, names);
    const data = [...ASSET_FIELDS.map((field, i) => [fieldNames[i], fields[field]] as const), ...propertyValues(node, columns)]
      .map(([name, value]) => ` ${name}="${attr(value)}"`)
      .join('');
    // A Project given by hand may hold any status: an unknown one (`constructor` too) is drawn as normal.
    const statusColour = own(palette.status, status) ?? palette.status.normal;
    const look = style({
      rounded: 1,
      absoluteArcSize: 1,
      arcSize: 16,
      ...paint('fill', palette.nodeFill, fallback.nodeFill),
      ...paint('stroke', statusColour, fallback.status.normal),
      strokeWidth: 2,
      ...(status === 'offline' ? {dashed: 1, dashPattern: '4 3', fixDash: 1} : {}),
      ...paint('font', palette.text, fallback.text),
      fontSize: 12,
      fontStyle: 1,
    });
    parent.assets.push(
      `<object id="${cell.id}" label="${attr(node.name)}"${data}>` +
        `<mxCell style="${attr(look)}" vertex="1" parent="${parent.id}">${geometry(box, parent)}</mxCell>` +
        `</object>`,
    );
  }

  // On the page, not in the zone they straddle: a container would take them for its contents.
  for (const stub of layout.stubs) {
    const cell: Cell = {id: nextId('stub'), x: stub.x, y: stub.y, parent: page};
    ends.set(stub.id, {cell, box: stub});
    const look = style({
      rounded: 1,
      absoluteArcSize: 1,
      arcSize: 12,
      ...paint('fill', palette.zoneFill, fallback.zoneFill),
      ...paint('stroke', palette.edges['inter-zone'], fallback.edges['inter-zone']),
      strokeWidth: 1.5,
      ...paint('font', palette.text, fallback.text),
      fontSize: 11,
      fontStyle: 1,
      ...stubLabelStyle(stub),
    });
    page.shapes.push(vertex(cell.id, names.get(stub.zoneId) ?? stub.zoneId, look, page, stub));
  }

  for (const edge of drawn.edges) {
    const source = ends.get(edge.source);
    const target = ends.get(edge.target);
    if (!source || !target) continue;
    const parent = commonParent(source.cell, target.cell, page);
    const dash = EDGE_DASHES[edge.kind];
    const route = routeOf(edge, edgeType);
    let shape: Record<string, string | number> = floatingStyle(edgeType);
    let points = '';
    if (route) {
      // The route's ends pinned where they meet the boxes; its bends as waypoints, straight
      // segments between them with the canvas's 6 px corners.
      const exit = fraction(source.box, route[0]);
      const entry = fraction(target.box, route[route.length - 1]);
      shape = {
        rounded: 1,
        arcSize: 12,
        exitX: exit.x,
        exitY: exit.y,
        exitDx: 0,
        exitDy: 0,
        exitPerimeter: 0,
        entryX: entry.x,
        entryY: entry.y,
        entryDx: 0,
        entryDy: 0,
        entryPerimeter: 0,
      };
      const inner = route.slice(1, -1).map((p) => `<mxPoint x="${n(p.x - parent.x)}" y="${n(p.y - parent.y)}"/>`);
      if (inner.length) points = `<Array as="points">${inner.join('')}</Array>`;
    }
    const look = style({
      ...shape,
      endArrow: 'none',
      startArrow: 'none',
      ...paint('stroke', palette.edges[edge.kind], fallback.edges[edge.kind]),
      strokeWidth: EDGE_WIDTHS[edge.kind],
      ...(dash ? {dashed: 1, dashPattern: dash, fixDash: 1} : {}),
    });
    parent.lines.push(
      `<mxCell id="${nextId('edge')}" value="" style="${attr(look)}" edge="1" parent="${parent.id}" source="${source.cell.id}" target="${target.cell.id}">` +
        (points ? `<mxGeometry relative="1" as="geometry">${points}</mxGeometry>` : '<mxGeometry relative="1" as="geometry"/>') +
        '</mxCell>',
    );
  }

  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<mxfile host="palito">',
    `<diagram id="palito-${layout.view === 'zone' ? 'zone' : 'all'}-view" name="${attr(viewName(project, layout, locale))}">`,
    `<mxGraphModel grid="1" gridSize="10" guides="1" tooltips="1" connect="1" arrows="1" fold="1" page="0" pageScale="1" background="${fileColour(palette.background, fallback.background).hex}" math="0" shadow="0">`,
    '<root>',
    '<mxCell id="0"/>',
    '<mxCell id="1" parent="0"/>',
  ];
  // Later siblings are drawn over earlier ones. In a CBS: its bundles, its lines, then its assets
  // (lines under the boxes, as on the canvas). On the page and in a zone: the groups inside (each
  // followed by its own contents), then stubs, then the lines between them, which would
  // otherwise disappear under the groups' fill.
  const write = (c: Container) => {
    if (c.kind === 'cbs') {
      out.push(...c.shapes, ...c.lines, ...c.assets);
      return;
    }
    for (const group of c.groups) {
      out.push(group.xml);
      write(group);
    }
    out.push(...c.shapes, ...c.assets, ...c.lines);
  };
  write(page);
  out.push('</root>', '</mxGraphModel>', '</diagram>', '</mxfile>');
  return out.join('\n');
}
