/**
 * Writes a laid-out topology as GraphML that yEd opens as the diagram (groups, positions, colours,
 * lines) and that graph tools read as data (Gephi, networkx, graphology).
 *
 * - Zones and CBS groups are yEd group nodes (`yfiles.foldertype="group"`, a ProxyAutoBoundsNode
 *   with an open and a closed GroupNode realizer), each holding a nested `<graph>`: zone ⊃ CBS ⊃
 *   assets. Every `y:Geometry` is absolute, as yEd keeps it.
 * - Node ids follow yEd's own scheme, `n0`, `n0::n1`, `n0::n1::n2` (the path of indices through
 *   the nested graphs): unique across the document, so readers that flatten the nesting
 *   (networkx, Gephi) keep every node, and any text the inventory holds stays out of the ids. The
 *   asset id (or zone or CBS id) is the `id` data key.
 * - Node data keys: `kind` (zone, cbs, asset, and in Zone View stub; bundle for a dense group's
 *   links drawn as one shape), `id`, `name`, `label` (what the box shows; Gephi's label), `type`,
 *   `ip`, `status`, `zone` and `cbs` (by name), `x`, `y`, `width`, `height` (the box, absolute, as
 *   in y:Geometry; Gephi reads x and y), then one key per extra column. A column keeps its name
 *   unless it is one of those keys or a name Gephi or networkx give a meaning (ignoring case):
 *   then it becomes `prop_<name>`; a name an earlier column took gets `_2`, `_3`… (diagram-fields.ts).
 * - Edges are undirected (`edgedefault="undirected"`), all in the top graph (networkx reads edges
 *   there only), with a `kind` data key and a yEd PolyLineEdge in the kind's colour, dash and
 *   width (edge-style.ts). Where the canvas follows ELK's route, the route's bends are the edge's
 *   points and its ends are ports at the same places; other lines run between the box centres.
 * - The top graph's `view` data key names the view: "All View" or "Zone View · DMZ" in `locale`.
 * - Hidden assets, and the lines and bundles left with nothing to join, are left out. A bundle's
 *   links are no edges here either: as on the canvas, the bundle stands for them.
 *
 * graphology-graphml reads a group node's data together with its descendants' (it collects every
 * `<data>` below the node), so there only the assets' data is reliable; networkx and yEd read
 * each node's own data.
 *
 * Pure string building, deterministic: runs in Node and in the browser, as diagram-svg.ts.
 */
import {type EdgeKind, type Node, own} from '../model';
import type {LayoutStub, Rect} from '../engine';
import {bundleLabel} from './bundle-label';
import {bundleFrame} from './bundle-frame';
import {EDGE_DASHES, EDGE_WIDTHS} from './edge-style';
import {viewName} from '../i18n';
import {ASSET_FIELDS, assetFields, prepare, propertyValues, round2 as n, routeOf, type DiagramFileInput} from './diagram-fields';
import {LIGHT_PALETTE} from './palette';
import {yedColour} from './file-colour';
import {xmlAttribute, xmlText} from './svg-text';
import {yedPlainText} from './yed-plain-text';

// Every text of the file (labels, data values, the extra columns' names) is yEd's to show, never to render.
const text = (value: string) => xmlText(yedPlainText(value));
const attr = (value: string) => xmlAttribute(yedPlainText(value));

/** The node data keys before the extra columns, in this order; `x`…`height` are numbers. */
const NODE_KEYS = ['kind', 'id', 'name', 'label', 'type', 'ip', 'status', 'zone', 'cbs', 'x', 'y', 'width', 'height'] as const;
type NodeKey = (typeof NODE_KEYS)[number];
const NUMERIC: ReadonlySet<string> = new Set(['x', 'y', 'width', 'height']);

/** Names Gephi (colour, size, position, weight) or networkx (yEd's shape) read with a meaning of their own. */
const TOOL_NAMES = ['z', 'size', 'r', 'g', 'b', 'color', 'weight', 'shape_type'];

const KEY_RULES = {
  reserved: new Set([...NODE_KEYS, ...TOOL_NAMES]),
  // An attribute value holds any text but the characters XML forbids (left out already).
  clean: (name: string) => name,
};

/** yEd's line types for the canvas's dash patterns: solid, dashed, or dots (a dash shorter than its gap). */
function lineType(kind: EdgeKind): string {
  const dash = EDGE_DASHES[kind];
  if (!dash) return 'line';
  const [on, off] = dash.split(/\s+/).map(Number);
  return on < off / 2 ? 'dotted' : 'dashed';
}

const geometry = (box: Rect) => `<y:Geometry x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}"/>`;

interface LabelLook {
  colour: string;
  size: number;
  /** yEd's label model and position: internal c / tl / bl, or sides n / s / e / w. */
  model: 'internal' | 'sides';
  position: string;
  alignment?: 'left' | 'center' | 'right';
}

const nodeLabel = (label: string, look: LabelLook) =>
  `<y:NodeLabel alignment="${look.alignment ?? 'center'}" autoSizePolicy="content" fontFamily="Dialog" fontSize="${look.size}" fontStyle="bold" hasBackgroundColor="false" hasLineColor="false" modelName="${look.model}" modelPosition="${look.position}" textColor="${look.colour}" visible="true">${text(label)}</y:NodeLabel>`;

/** yEd's label place for a stub: beside it, outside the zone it sits on (as on the canvas). */
const STUB_LABEL_SIDE: Record<LayoutStub['side'], string> = {top: 'n', bottom: 's', left: 'w', right: 'e'};

/** A group's Insets: the room between its box and what it holds, so yEd's auto-bounds keep the box. */
function insets(box: Rect, inner: Rect[]): string {
  const edge = (value: number) => Math.max(0, Math.round(value));
  const [top, left, bottom, right] = inner.length
    ? [
        edge(Math.min(...inner.map((r) => r.y)) - box.y),
        edge(Math.min(...inner.map((r) => r.x)) - box.x),
        edge(box.y + box.height - Math.max(...inner.map((r) => r.y + r.height))),
        edge(box.x + box.width - Math.max(...inner.map((r) => r.x + r.width))),
      ]
    : [0, 0, 0, 0];
  return `<y:Insets bottom="${bottom}" bottomF="${bottom}.0" left="${left}" leftF="${left}.0" right="${right}" rightF="${right}.0" top="${top}" topF="${top}.0"/>`;
}

/** One node of the document, before it is written (groups hold their nested nodes). */
interface GraphNode {
  id: string;
  box: Rect;
  data: Array<[string, string]>;
  graphics: string;
  group?: {realizer: (closed: boolean) => string; children: GraphNode[]};
}

/**
 * The diagram as GraphML (to save as `.graphml`): yEd group nodes for zones and CBS groups with
 * the assets nested inside, yEd graphics (positions, colours, lines and their routes), and the
 * assets' fields, the nodes' kind and the edges' kind as data keys that Gephi and networkx read.
 * See the module comment for the details.
 *
 * @param input the Project and its layout as drawn, as for diagramToSvg; `locale` gives the
 *   `view` key's words ("All View" / "전체 보기", or the Zone View and its zone)
 * @returns the document's text (UTF-8), the same for the same input
 */
export function diagramToGraphml(input: DiagramFileInput): string {
  const {project, layout, palette, edgeType, locale, drawn, names, statusOf, columns} = prepare(input, KEY_RULES);
  const fallback = LIGHT_PALETTE;
  const colour = (value: string, backup: string) => yedColour(value, backup);

  // Key ids: d0, d1… in the order they are declared.
  let keyCount = 0;
  const keyId = () => `d${keyCount++}`;
  const viewKey = keyId();
  const nodeKeys = new Map<string, string>(NODE_KEYS.map((key) => [key, keyId()]));
  const columnKeys = new Map<string, string>([...columns.values()].map((name) => [name, keyId()]));
  const graphicsKey = keyId();
  const edgeKindKey = keyId();
  const edgeGraphicsKey = keyId();

  const top: GraphNode[] = [];
  const groups = new Map<string, GraphNode>();
  const siblings = (parentId: string | undefined) => (parentId !== undefined && groups.get(parentId)?.group?.children) || top;
  /** Node ids and boxes by layout id, for the edges' ends. */
  const ids = new Map<string, string>();
  const boxes = new Map<string, Rect>([...layout.nodes, ...layout.stubs].map((box) => [box.id, box]));
  const zoneOfCbs = new Map(project.cbs.map((c) => [c.id, c.zoneId]));
  const idIn = (parentId: string | undefined, list: GraphNode[]) => {
    const parent = parentId === undefined ? undefined : groups.get(parentId);
    return parent ? `${parent.id}::n${list.length}` : `n${list.length}`;
  };
  const place = (box: Rect): Array<[NodeKey, string]> => [
    ['x', n(box.x)],
    ['y', n(box.y)],
    ['width', n(box.width)],
    ['height', n(box.height)],
  ];

  for (const g of layout.groups) {
    const zone = g.kind === 'zone';
    const list = siblings(g.parentId);
    const name = names.get(g.id) ?? g.id;
    const data: Array<[NodeKey, string]> = [
      ['kind', g.kind],
      ['id', g.id],
      ['name', name],
      ['label', name],
      ['zone', zone ? name : (names.get(zoneOfCbs.get(g.id) ?? g.parentId ?? '') ?? '')],
      ...(zone ? [] : ([['cbs', name]] as Array<[NodeKey, string]>)),
      ...place(g),
    ];
    const node: GraphNode = {id: idIn(g.parentId, list), box: g, data, graphics: '', group: {children: [], realizer: () => ''}};
    const fill = colour(zone ? palette.zoneFill : palette.cbsFill, zone ? fallback.zoneFill : fallback.cbsFill);
    const stroke = colour(zone ? palette.zoneStroke : palette.cbsStroke, zone ? fallback.zoneStroke : fallback.cbsStroke);
    const label = nodeLabel(name, {
      colour: colour(zone ? palette.text : palette.mutedText, zone ? fallback.text : fallback.mutedText),
      size: zone ? 15 : 12,
      model: 'internal',
      position: 'tl',
      alignment: 'left',
    });
    node.group!.realizer = (closed) =>
      `<y:GroupNode>${closed ? geometry({x: g.x, y: g.y, width: 160, height: 48}) : geometry(g)}` +
      `<y:Fill color="${fill}" transparent="false"/><y:BorderStyle color="${stroke}" type="${zone ? 'line' : 'dashed'}" width="1.0"/>` +
      `${label}<y:Shape type="roundrectangle"/>` +
      `<y:State closed="${closed}" closedHeight="48.0" closedWidth="160.0" innerGraphDisplayEnabled="false"/>` +
      `${closed ? insets(g, []) : insets(g, node.group!.children.map((c) => c.box))}` +
      `<y:BorderInsets bottom="0" bottomF="0.0" left="0" leftF="0.0" right="0" rightF="0.0" top="0" topF="0.0"/></y:GroupNode>`;
    list.push(node);
    groups.set(g.id, node);
  }

  const shapeNode = (box: Rect, fill: string, border: string, borderType: string, width: number, label: string) =>
    `<y:ShapeNode>${geometry(box)}<y:Fill color="${fill}" transparent="false"/>` +
    `<y:BorderStyle color="${border}" type="${borderType}" width="${width.toFixed(1)}"/>${label}<y:Shape type="roundrectangle"/></y:ShapeNode>`;

  // Behind the assets of their CBS: yEd draws a graph's nodes in document order.
  for (const bundle of drawn.bundles) {
    const list = siblings(bundle.parentId);
    const frame = bundleFrame(bundle);
    const label = bundleLabel(locale, bundle.nodeIds.length, bundle.linkCount);
    const line = palette.edges['intra-cbs'];
    list.push({
      id: idIn(bundle.parentId, list),
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
        nodeLabel(label, {colour: colour(palette.mutedText, fallback.mutedText), size: 11, model: 'internal', position: 'bl', alignment: 'left'}),
      ),
    });
  }

  for (const box of layout.nodes) {
    const node = drawn.nodes.get(box.id);
    if (!node) continue;
    const list = siblings(box.parentId);
    const id = idIn(box.parentId, list);
    ids.set(box.id, id);
    list.push({id, box, data: assetData(node, box), graphics: assetGraphics(node, box)});
  }

  function assetData(node: Node, box: Rect): Array<[string, string]> {
    const fields = assetFields(node, statusOf(node), names);
    return [
      ['kind', 'asset'],
      ...ASSET_FIELDS.map((field): [string, string] => [field, fields[field]]),
      ['label', fields.name],
      ...place(box),
      ...propertyValues(node, columns),
    ];
  }

  function assetGraphics(node: Node, box: Rect): string {
    const status = statusOf(node);
    // A Project given by hand may hold any status: an unknown one (`constructor` too) is drawn as normal.
    const statusColour = own(palette.status, status) ?? palette.status.normal;
    return shapeNode(
      box,
      colour(palette.nodeFill, fallback.nodeFill),
      colour(statusColour, fallback.status.normal),
      status === 'offline' ? 'dashed' : 'line',
      2,
      nodeLabel(node.name, {colour: colour(palette.text, fallback.text), size: 12, model: 'internal', position: 'c'}),
    );
  }

  // In the top graph: in a zone's graph, yEd would grow the zone to hold them.
  for (const stub of layout.stubs) {
    const id = idIn(undefined, top);
    ids.set(stub.id, id);
    const zoneName = names.get(stub.zoneId) ?? stub.zoneId;
    top.push({
      id,
      box: stub,
      data: [['kind', 'stub'], ['id', stub.id], ['name', zoneName], ['label', zoneName], ['zone', zoneName], ...place(stub)],
      graphics: shapeNode(
        stub,
        colour(palette.zoneFill, fallback.zoneFill),
        colour(palette.edges['inter-zone'], fallback.edges['inter-zone']),
        'line',
        1.5,
        nodeLabel(zoneName, {colour: colour(palette.text, fallback.text), size: 11, model: 'sides', position: STUB_LABEL_SIDE[stub.side]}),
      ),
    });
  }

  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:y="http://www.yworks.com/xml/graphml" xmlns:yed="http://www.yworks.com/xml/yed/3" xsi:schemaLocation="http://graphml.graphdrawing.org/xmlns http://www.yworks.com/xml/schema/graphml/1.1/ygraphml.xsd">',
    `<key id="${viewKey}" for="graph" attr.name="view" attr.type="string"/>`,
    ...NODE_KEYS.map((key) => `<key id="${nodeKeys.get(key)}" for="node" attr.name="${key}" attr.type="${NUMERIC.has(key) ? 'double' : 'string'}"/>`),
    ...[...columnKeys].map(([name, id]) => `<key id="${id}" for="node" attr.name="${attr(name)}" attr.type="string"/>`),
    `<key id="${graphicsKey}" for="node" yfiles.type="nodegraphics"/>`,
    `<key id="${edgeKindKey}" for="edge" attr.name="kind" attr.type="string"/>`,
    `<key id="${edgeGraphicsKey}" for="edge" yfiles.type="edgegraphics"/>`,
    '<graph id="G" edgedefault="undirected">',
    `<data key="${viewKey}">${text(viewName(project, layout, locale))}</data>`,
  ];

  const write = (node: GraphNode) => {
    const data = node.data.map(([key, value]) => `<data key="${nodeKeys.get(key) ?? columnKeys.get(key)}">${text(value)}</data>`).join('');
    if (!node.group) {
      out.push(`<node id="${node.id}"><data key="${graphicsKey}">${node.graphics}</data>${data}</node>`);
      return;
    }
    const {realizer, children} = node.group;
    out.push(
      `<node id="${node.id}" yfiles.foldertype="group"><data key="${graphicsKey}"><y:ProxyAutoBoundsNode><y:Realizers active="0">${realizer(false)}${realizer(true)}</y:Realizers></y:ProxyAutoBoundsNode></data>${data}`,
      `<graph id="${node.id}:" edgedefault="undirected">`,
    );
    children.forEach(write);
    out.push('</graph>', '</node>');
  };
  top.forEach(write);

  let edgeCount = 0;
  for (const edge of drawn.edges) {
    const source = ids.get(edge.source);
    const target = ids.get(edge.target);
    if (source === undefined || target === undefined) continue;
    const route = routeOf(edge, edgeType);
    // yEd's ports are offsets from the box centres; the bends are absolute.
    const a = centre(boxes.get(edge.source)!);
    const b = centre(boxes.get(edge.target)!);
    const start = route ? route[0] : a;
    const end = route ? route[route.length - 1] : b;
    const bends = (route ?? []).slice(1, -1).map((p) => `<y:Point x="${n(p.x)}" y="${n(p.y)}"/>`);
    out.push(
      `<edge id="e${edgeCount++}" source="${source}" target="${target}"><data key="${edgeKindKey}">${text(edge.kind)}</data>` +
        `<data key="${edgeGraphicsKey}"><y:PolyLineEdge>` +
        `<y:Path sx="${n(start.x - a.x)}" sy="${n(start.y - a.y)}" tx="${n(end.x - b.x)}" ty="${n(end.y - b.y)}">${bends.join('')}</y:Path>` +
        `<y:LineStyle color="${colour(palette.edges[edge.kind], fallback.edges[edge.kind])}" type="${lineType(edge.kind)}" width="${EDGE_WIDTHS[edge.kind]}"/>` +
        `<y:Arrows source="none" target="none"/><y:BendStyle smoothed="${route ? 'true' : 'false'}"/>` +
        `</y:PolyLineEdge></data></edge>`,
    );
  }
  out.push('</graph>', '</graphml>');
  return out.join('\n');
}

const centre = (box: Rect) => ({x: box.x + box.width / 2, y: box.y + box.height / 2});
