// The GraphML document's text: its head (namespaces, key declarations, the view), the nested
// nodes and the edges, one element a line.

import type {EdgeType} from '../model';
import type {LayoutEdge, Point, Rect} from '../engine';
import {round2 as n, routeOf} from './diagram-fields';
import {EDGE_WIDTHS} from './edge-style';
import {yedColour} from './file-colour';
import {type GraphmlKeys, keyDeclarations} from './graphml-keys';
import type {GraphNode} from './graphml-tree';
import {lineType} from './graphml-yed';
import {LIGHT_PALETTE, type SvgPalette} from './palette';
import {yedText} from './yed-plain-text';

const GRAPHML_OPEN =
  '<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:y="http://www.yworks.com/xml/graphml" xmlns:yed="http://www.yworks.com/xml/yed/3" xsi:schemaLocation="http://graphml.graphdrawing.org/xmlns http://www.yworks.com/xml/schema/graphml/1.1/ygraphml.xsd">';

/** Up to the top graph's first node: the keys, then the graph with its `view` data. */
export function documentHead(keys: GraphmlKeys, view: string): string[] {
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    GRAPHML_OPEN,
    ...keyDeclarations(keys),
    '<graph id="G" edgedefault="undirected">',
    `<data key="${keys.view}">${yedText(view)}</data>`,
  ];
}

export const DOCUMENT_TAIL: readonly string[] = ['</graph>', '</graphml>'];

/** Writes the node, and a group's nested graph with everything in it. */
export function writeNode(out: string[], node: GraphNode, keys: GraphmlKeys): void {
  const data = node.data.map(([key, value]) => `<data key="${keys.node.get(key) ?? keys.column.get(key)}">${yedText(value)}</data>`).join('');
  if (!node.group) {
    out.push(`<node id="${node.id}"><data key="${keys.graphics}">${node.graphics}</data>${data}</node>`);
    return;
  }
  const {realizer, children} = node.group;
  out.push(
    `<node id="${node.id}" yfiles.foldertype="group"><data key="${keys.graphics}"><y:ProxyAutoBoundsNode><y:Realizers active="0">${realizer(false)}${realizer(true)}</y:Realizers></y:ProxyAutoBoundsNode></data>${data}`,
    `<graph id="${node.id}:" edgedefault="undirected">`,
  );
  for (const child of children) writeNode(out, child, keys);
  out.push('</graph>', '</node>');
}

/** Where the edges end: node ids and boxes, by layout id. */
export interface EdgeEnds {
  ids: ReadonlyMap<string, string>;
  boxes: ReadonlyMap<string, Rect>;
}

/** How the edges are drawn: the graph style's line shape and the palette. */
export interface EdgeLook {
  edgeType: EdgeType;
  palette: SvgPalette;
}

/** Writes the edges whose two ends are nodes of the document, numbered e0, e1… as they are written. */
export function writeEdges(out: string[], edges: readonly LayoutEdge[], ends: EdgeEnds, look: EdgeLook, keys: GraphmlKeys): void {
  let count = 0;
  for (const edge of edges) {
    const source = ends.ids.get(edge.source);
    const target = ends.ids.get(edge.target);
    if (source === undefined || target === undefined) continue;
    const head = `<edge id="e${count++}" source="${source}" target="${target}"><data key="${keys.edgeKind}">${yedText(edge.kind)}</data>`;
    out.push(head + `<data key="${keys.edgeGraphics}">${polyLineEdge(edge, ends.boxes.get(edge.source)!, ends.boxes.get(edge.target)!, look)}</data></edge>`);
  }
}

/**
 * yEd's PolyLineEdge in the kind's colour, dash and width. Where the canvas follows ELK's route,
 * the route's bends are its points and its ends are ports at the same places; other lines run
 * between the box centres.
 */
function polyLineEdge(edge: LayoutEdge, from: Rect, to: Rect, {edgeType, palette}: EdgeLook): string {
  const route = routeOf(edge, edgeType);
  // yEd's ports are offsets from the box centres; the bends are absolute.
  const a = centre(from);
  const b = centre(to);
  const start = route ? route[0] : a;
  const end = route ? route[route.length - 1] : b;
  const bends = (route ?? []).slice(1, -1).map((p) => `<y:Point x="${n(p.x)}" y="${n(p.y)}"/>`);
  return (
    '<y:PolyLineEdge>' +
    `<y:Path sx="${n(start.x - a.x)}" sy="${n(start.y - a.y)}" tx="${n(end.x - b.x)}" ty="${n(end.y - b.y)}">${bends.join('')}</y:Path>` +
    `<y:LineStyle color="${yedColour(palette.edges[edge.kind], LIGHT_PALETTE.edges[edge.kind])}" type="${lineType(edge.kind)}" width="${EDGE_WIDTHS[edge.kind]}"/>` +
    `<y:Arrows source="none" target="none"/><y:BendStyle smoothed="${route ? 'true' : 'false'}"/>` +
    '</y:PolyLineEdge>'
  );
}

const centre = (box: Rect): Point => ({x: box.x + box.width / 2, y: box.y + box.height / 2});
