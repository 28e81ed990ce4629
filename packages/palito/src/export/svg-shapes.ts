// The SVG export's shapes, a function per kind, drawn as the canvas draws them: zone and CBS
// boxes, a dense group's bundle, the lines, Zone View's stubs and the assets (as Palito's built-in
// <Node> box). Each returns one element's text.

import {type EdgeType, type Node, type NodeStatus, own} from '../model';
import type {LayoutBundle, LayoutEdge, LayoutGroup, LayoutStub, Rect} from '../engine';
import type {Locale} from '../i18n';
import {bundleFrame} from './bundle-frame';
import {bundleAriaLabel, bundleLabel} from './bundle-label';
import {edgePath} from './edge-geometry';
import {EDGE_DASHES, EDGE_WIDTHS} from './edge-style';
import {finite as n} from './finite-numbers';
import type {SvgPalette} from './palette';
import {fitLabel, labelWidth, xmlAttribute as attr, xmlText as text} from './svg-text';

/** The built-in box's corner radius (--palito-radius) and status bar width (its left border). */
const NODE_RADIUS = 8;
const STATUS_BAR = 4;
const NAME_SIZE = 12;
const META_SIZE = 10;
export const STUB_LABEL_SIZE = 11;
const STUB_LABEL_MAX = 180;
/** However wide a box grows, its title is cut here (the whole name is in its <title>). */
const GROUP_LABEL_MAX = 360;
const BUNDLE_LABEL_SIZE = 11;
const BUNDLE_PATTERN = 'palito-bundle-mesh';

/** A colour as an attribute value. */
const colour = (value: string) => attr(value);

/** A zone's or CBS's box with its name; a CBS's border dashed, as on the canvas. */
export function groupShape(g: LayoutGroup, name: string, palette: SvgPalette): string {
  const zone = g.kind === 'zone';
  const size = zone ? 15 : 12;
  return (
    `<g class="${g.kind}" data-id="${attr(g.id)}"><title>${text(name)}</title>` +
    `<rect x="${n(g.x)}" y="${n(g.y)}" width="${n(g.width)}" height="${n(g.height)}" rx="${zone ? 10 : 6}" fill="${colour(zone ? palette.zoneFill : palette.cbsFill)}" stroke="${colour(zone ? palette.zoneStroke : palette.cbsStroke)}"${zone ? '' : ' stroke-dasharray="5 3"'}/>` +
    `<text x="${n(g.x + 10)}" y="${n(g.y + (zone ? 22 : 18))}" font-size="${size}" font-weight="${zone ? 700 : 600}" fill="${colour(zone ? palette.text : palette.mutedText)}">${text(fitLabel(name, size, Math.min(g.width - 20, GROUP_LABEL_MAX)))}</text>` +
    `</g>`
  );
}

/** The cross-hatching of the bundles' frames, once in <defs>, in the colour of lines inside a CBS. */
export function bundlePattern(palette: SvgPalette): string {
  const line = colour(palette.edges['intra-cbs']);
  return (
    `<defs><pattern id="${BUNDLE_PATTERN}" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
    `<path d="M 0 0 H 12 M 0 0 V 12" fill="none" stroke="${line}" stroke-opacity="0.14"/></pattern></defs>`
  );
}

/**
 * A dense group's links: a translucent frame in the colour of lines inside a CBS, cross-hatched
 * (bundlePattern), and a pill with the label on its bottom edge.
 */
export function bundleShape(bundle: LayoutBundle, palette: SvgPalette, locale: Locale): string {
  const line = colour(palette.edges['intra-cbs']);
  const assets = bundle.nodeIds.length;
  const frame = bundleFrame(bundle);
  const label = fitLabel(bundleLabel(locale, assets, bundle.linkCount), BUNDLE_LABEL_SIZE, Math.max(frame.width - 32, 60));
  const pill = {x: bundle.x + 8, y: frame.y + frame.height - 8, width: labelWidth(label, BUNDLE_LABEL_SIZE) + 16, height: 16};
  const box = `x="${n(frame.x)}" y="${n(frame.y)}" width="${n(frame.width)}" height="${n(frame.height)}" rx="${NODE_RADIUS + 4}"`;
  return (
    `<g class="bundle" data-id="${attr(bundle.id)}" data-cbs-id="${attr(bundle.parentId)}" data-assets="${assets}" data-links="${bundle.linkCount}">` +
    `<title>${text(bundleAriaLabel(locale, assets, bundle.linkCount))}</title>` +
    `<rect ${box} fill="${line}" fill-opacity="0.05"/>` +
    `<rect ${box} fill="url(#${BUNDLE_PATTERN})" stroke="${line}" stroke-opacity="0.45" stroke-width="1.5"/>` +
    `<rect x="${n(pill.x)}" y="${n(pill.y)}" width="${n(pill.width)}" height="${pill.height}" rx="8" fill="${attr(palette.cbsFill)}" stroke="${line}" stroke-opacity="0.45"/>` +
    `<text x="${n(pill.x + 8)}" y="${n(pill.y + 12)}" font-size="${BUNDLE_LABEL_SIZE}" font-weight="600" fill="${attr(palette.mutedText)}">${text(label)}</text>` +
    `</g>`
  );
}

/** A line between its boxes with the canvas's geometry (edge-geometry.ts), dash and width per kind. */
export function edgeShape(e: LayoutEdge, a: Rect, b: Rect, edgeType: EdgeType, palette: SvgPalette): string {
  const dash = EDGE_DASHES[e.kind];
  return (
    `<path class="edge ${attr(e.kind)}" data-id="${attr(e.id)}" data-source="${attr(e.source)}" data-target="${attr(e.target)}" d="${edgePath(a, b, edgeType, e.points)}" stroke="${colour(palette.edges[e.kind])}" stroke-width="${EDGE_WIDTHS[e.kind]}"` +
    `${dash ? ` stroke-dasharray="${dash}"` : ''}${e.kind === 'inter-zone' ? ' stroke-linecap="round"' : ''}/>`
  );
}

/** A stub with its zone's name (`label`, cut to fit) placed beside it. */
export interface PlacedStub {
  stub: LayoutStub;
  name: string;
  label: string;
  at: StubLabelPlace;
}

interface StubLabelPlace {
  x: number;
  y: number;
  anchor: string;
  width: number;
}

export function placeStub(stub: LayoutStub, name: string): PlacedStub {
  const label = fitLabel(name, STUB_LABEL_SIZE, STUB_LABEL_MAX);
  return {stub, name, label, at: stubLabel(stub, label)};
}

/** Where a stub's zone name goes: beside the stub, outside the zone it sits on (as StubNode's label). */
function stubLabel(stub: LayoutStub, label: string): StubLabelPlace {
  const width = labelWidth(label, STUB_LABEL_SIZE);
  const cx = stub.x + stub.width / 2;
  const cy = stub.y + stub.height / 2 + STUB_LABEL_SIZE * 0.35;
  switch (stub.side) {
    case 'top':
      return {x: cx, y: stub.y - 6, anchor: 'middle', width};
    case 'bottom':
      return {x: cx, y: stub.y + stub.height + 4 + STUB_LABEL_SIZE, anchor: 'middle', width};
    case 'left':
      return {x: stub.x - 4, y: cy, anchor: 'end', width};
    default:
      return {x: stub.x + stub.width + 4, y: cy, anchor: 'start', width};
  }
}

export function stubShape({stub, name, label, at}: PlacedStub, palette: SvgPalette): string {
  const stroke = colour(palette.edges['inter-zone']);
  const cx = stub.x + stub.width / 2;
  const cy = stub.y + stub.height / 2;
  return (
    `<g class="stub" data-id="${attr(stub.id)}" data-zone-id="${attr(stub.zoneId)}"><title>${text(name)}</title>` +
    `<rect x="${n(stub.x)}" y="${n(stub.y)}" width="${n(stub.width)}" height="${n(stub.height)}" rx="6" fill="${colour(palette.zoneFill)}" stroke="${stroke}" stroke-width="1.5"/>` +
    // StubNode's arrow: "go to that zone".
    `<path d="M ${n(cx - 2)} ${n(cy - 5)} h 7 v 7 M ${n(cx + 5)} ${n(cy - 5)} l -9 9" fill="none" stroke="${stroke}" stroke-width="1.8" stroke-linecap="round"/>` +
    `<text x="${n(at.x)}" y="${n(at.y)}" text-anchor="${at.anchor}" font-size="${STUB_LABEL_SIZE}" font-weight="600" fill="${colour(palette.text)}">${text(label)}</text>` +
    `</g>`
  );
}

/**
 * An asset as Palito's built-in <Node> box: its status colour on the left edge and as a dot, its
 * name, and its IP (or, without one, its type as written in the file).
 */
export function assetShape(node: Node, box: Rect, status: NodeStatus, palette: SvgPalette): string {
  // A Project given by hand may hold any status: an unknown one (`constructor` too) is drawn as normal.
  const statusColour = colour(own(palette.status, status) ?? palette.status.normal);
  const tooltip = [node.name, node.type, node.ip].filter(Boolean).join(' · ');
  const textX = box.x + STATUS_BAR + 8;
  const room = box.width - STATUS_BAR - 16;
  const meta = node.ip || node.type;
  return (
    `<g class="asset" data-id="${attr(node.id)}" data-type="${attr(node.type)}" data-status="${attr(status)}"><title>${text(tooltip)}</title>` +
    `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="${NODE_RADIUS}" fill="${colour(palette.nodeFill)}" stroke="${colour(palette.nodeStroke)}"${status === 'offline' ? ' stroke-dasharray="4 3"' : ''}/>` +
    `<path class="status" d="${statusBar(box)}" fill="${statusColour}"/>` +
    `<circle cx="${n(box.x + box.width - 10)}" cy="${n(box.y + box.height / 2 + 8)}" r="3.5" fill="${statusColour}"/>` +
    `<text x="${n(textX)}" y="${n(box.y + box.height / 2 - 3)}" font-size="${NAME_SIZE}" font-weight="600" fill="${colour(palette.text)}">${text(fitLabel(node.name, NAME_SIZE, room))}</text>` +
    (meta
      ? `<text x="${n(textX)}" y="${n(box.y + box.height / 2 + 12)}" font-size="${META_SIZE}"${node.ip ? ' font-family="ui-monospace, monospace"' : ''} fill="${colour(palette.mutedText)}">${text(fitLabel(meta, META_SIZE, room - 14))}</text>`
      : '') +
    `</g>`
  );
}

/** The built-in box's left border in the status colour: the part of the rounded box left of x + 4. */
function statusBar(box: Rect): string {
  const r = Math.min(NODE_RADIUS, box.width / 2, box.height / 2);
  const w = Math.min(STATUS_BAR, r);
  // Where the corner arcs cross the bar's right edge.
  const rise = r - Math.sqrt(r * r - (r - w) * (r - w));
  const {x, y, height: h} = box;
  return `M ${n(x + w)} ${n(y + rise)} A ${n(r)} ${n(r)} 0 0 0 ${n(x)} ${n(y + r)} V ${n(y + h - r)} A ${n(r)} ${n(r)} 0 0 0 ${n(x + w)} ${n(y + h - rise)} Z`;
}
