// The draw.io export's cell styles (`key=value;…`): how each kind of cell looks, in the palette's
// colours, as the canvas draws it.

import {type EdgeKind, type EdgeType, type NodeStatus, own} from '../model';
import type {LayoutStub, Point, Rect} from '../engine';
import {EDGE_DASHES, EDGE_WIDTHS} from './edge-style';
import {fileColour} from './file-colour';
import {LIGHT_PALETTE, type SvgPalette} from './palette';

type StyleEntries = Record<string, string | number | undefined>;

/** Colours the palette may hold wrongly (a named colour, a gradient) fall back to the light palette's. */
const fallback = LIGHT_PALETTE;

/** A style value: `;` and `=` would end it early; the rest is escaped with the attribute. */
const styleValue = (value: string) => value.replace(/[;=]/g, ' ');

/** `key=value;…` from pairs; undefined values are left out. */
function style(entries: StyleEntries): string {
  return Object.entries(entries)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${styleValue(String(value))}`)
    .join(';');
}

/** Fill or stroke colour and its opacity (draw.io's 0–100), when not opaque. */
function paint(kind: 'fill' | 'stroke' | 'font', colour: string, backup: string): StyleEntries {
  const {hex, alpha} = fileColour(colour, backup);
  const key = kind === 'font' ? 'fontColor' : `${kind}Color`;
  return {[key]: hex, ...(alpha < 1 && kind !== 'font' ? {[`${kind}Opacity`]: Math.round(alpha * 100)} : {})};
}

/** A zone or CBS container: a zone solid with a larger label, a CBS dashed, as on the canvas. */
export function groupStyle(kind: 'zone' | 'cbs', palette: SvgPalette): string {
  const zone = kind === 'zone';
  return style({
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
}

/** A dense group's frame, in the colour of lines inside a CBS, with its label on the bottom edge. */
export function bundleStyle(palette: SvgPalette): string {
  return style({
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
}

/** An asset: the status is the border's colour, dashed when offline (as on the canvas). */
export function assetStyle(status: NodeStatus, palette: SvgPalette): string {
  // A Project given by hand may hold any status: an unknown one (`constructor` too) is drawn as normal.
  const statusColour = own(palette.status, status) ?? palette.status.normal;
  return style({
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
}

/** Zone View's stub for another zone, labelled beside it. */
export function stubStyle(stub: LayoutStub, palette: SvgPalette): string {
  return style({
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

/** A line in its kind's colour, dash pattern and width, with no arrows; `shape` is how it runs. */
export function edgeStyle(kind: EdgeKind, shape: Record<string, string | number>, palette: SvgPalette): string {
  const dash = EDGE_DASHES[kind];
  return style({
    ...shape,
    endArrow: 'none',
    startArrow: 'none',
    ...paint('stroke', palette.edges[kind], fallback.edges[kind]),
    strokeWidth: EDGE_WIDTHS[kind],
    ...(dash ? {dashed: 1, dashPattern: dash, fixDash: 1} : {}),
  });
}

/** How an edge without a route is shaped, as the canvas shapes it for the graph style's edgeType. */
export function floatingStyle(edgeType: EdgeType): Record<string, string | number> {
  if (edgeType === 'straight') return {};
  if (edgeType === 'default') return {edgeStyle: 'orthogonalEdgeStyle', curved: 1};
  // smoothstep: right angles with the canvas's 8 px corners (arcSize is the corner's diameter).
  return {edgeStyle: 'orthogonalEdgeStyle', rounded: 1, arcSize: 16};
}

/**
 * An edge along ELK's route: its ends pinned where the route meets the boxes; its bends (the
 * edge's waypoints) joined by straight segments with the canvas's 6 px corners.
 */
export function pinnedStyle(from: Rect, to: Rect, route: readonly Point[]): Record<string, string | number> {
  const exit = fraction(from, route[0]);
  const entry = fraction(to, route[route.length - 1]);
  return {
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
}

/** Where `p` lies on the box, as a fraction of its width and height (0 to 1). */
function fraction(box: Rect, p: Point): {x: string; y: string} {
  const clamp = (v: number) => Math.max(0, Math.min(1, v));
  const f = (v: number) => String(Math.round(clamp(v) * 10000) / 10000);
  return {x: f(box.width ? (p.x - box.x) / box.width : 0.5), y: f(box.height ? (p.y - box.y) / box.height : 0.5)};
}

/** The Changes view's cells: a ring around an asset, a removed item's dashed ghost, an added or removed link's line, a legend's swatch. */
export function changeStyle(kind: 'ring' | 'ghost' | 'added-line' | 'removed-line' | 'swatch', colour: string, backup: string): string {
  const stroke = paint('stroke', colour, backup);
  if (kind === 'added-line' || kind === 'removed-line') {
    const dash = kind === 'removed-line' ? {dashed: 1, dashPattern: '6 5', fixDash: 1} : {};
    return style({endArrow: 'none', ...stroke, strokeWidth: kind === 'added-line' ? 3 : 2, ...dash});
  }
  const ghost = kind === 'ghost' || kind === 'swatch';
  return style({
    rounded: 1,
    absoluteArcSize: 1,
    arcSize: 16,
    fillColor: 'none',
    ...stroke,
    strokeWidth: kind === 'ring' ? 3 : 1.5,
    ...(ghost ? {dashed: 1, dashPattern: '6 4', fixDash: 1, ...paint('font', colour, backup), fontSize: 12, fontStyle: 1, align: 'left', verticalAlign: 'top', spacingLeft: 8} : {}),
    ...(kind === 'ring' ? {editable: 0} : {}),
  });
}
