/**
 * Writes a laid-out topology as a standalone SVG document, drawn as the canvas draws it: zone and
 * CBS boxes, asset boxes with name, IP and status, Zone View's stubs for the other zones, a dense
 * group's bundle (its links as one cross-hatched frame behind its assets, labelled with their
 * count, as BundleNode draws it), and the lines with the canvas's geometry (ELK's routes, or floating ends on the box borders shaped by the
 * graph style's edgeType; see edge-geometry.ts), dash pattern and width per kind, in the palette's
 * colours.
 *
 * Pure string building: no React, no DOM. It runs in Node (tests, the bench, `palito/export`) and in
 * the browser (usePalito().toSvg(); the same SVG is rasterised for toPng()). Keep it so: only
 * type imports from React-side modules, and edge-style.ts, bundle-label.ts (with the i18n
 * catalogues) and core/dict.ts, which import neither React nor the DOM.
 *
 * Custom node types: `<Palito nodeTypes>` may draw an asset type with any React component. The SVG
 * does not render React, so every asset, custom-typed or not, is drawn as Palito's built-in <Node>
 * box is: its status colour on the left edge, its name, and its IP (or, without one, its type as
 * written in the file); the type is also in the box's <title> and data-type.
 */
import {type EdgeType, isBundleHidden, type Node, type NodeStatus, own, type Project, type TopologyLayout} from '../model';
import type {LayoutBundle, LayoutStub, Rect} from '../engine';
import {bundleAriaLabel, bundleLabel} from './bundle-label';
import {bundleFrame} from './bundle-frame';
import {EDGE_DASHES, EDGE_WIDTHS} from './edge-style';
import type {Locale} from '../i18n';
import {edgePath} from './edge-geometry';
import {checkLayoutNumbers, finite as n} from './finite-numbers';
import {checkedPalette, LIGHT_PALETTE, type SvgPalette} from './palette';
import {fitLabel, labelWidth, xmlAttribute as attr, xmlText as text} from './svg-text';

export {LIGHT_PALETTE, type SvgPalette};

export interface DiagramSvgInput {
  project: Project;
  /**
   * Positions as drawn (the caller applies the user's moves first). An edge's `points` (ELK's
   * route) are drawn as they are: pass them only while they still fit the boxes, as the canvas
   * does (a line whose end was moved on its own floats instead).
   */
  layout: TopologyLayout;
  /** Assets not to draw (hidden by the user); their lines are left out too. */
  hidden?: ReadonlySet<string>;
  /** Status after the user's edits. */
  statusOf?: (node: Node) => NodeStatus;
  palette?: SvgPalette;
  /** The graph style's line shape, as on the canvas; default 'smoothstep'. */
  edgeType?: EdgeType;
  title?: string;
  /** The language of the bundles' labels, as `<Palito locale>`; default 'ko'. */
  locale?: Locale;
}

const MARGIN = 24;
/** The built-in box's corner radius (--palito-radius) and status bar width (its left border). */
const NODE_RADIUS = 8;
const STATUS_BAR = 4;
const NAME_SIZE = 12;
const META_SIZE = 10;
const STUB_LABEL_SIZE = 11;
const STUB_LABEL_MAX = 180;
/** However wide a box grows, its title is cut here (the whole name is in its <title>). */
const GROUP_LABEL_MAX = 360;
const BUNDLE_LABEL_SIZE = 11;
const BUNDLE_PATTERN = 'palito-bundle-mesh';

/** The built-in box's left border in the status colour: the part of the rounded box left of x + 4. */
function statusBar(box: Rect): string {
  const r = Math.min(NODE_RADIUS, box.width / 2, box.height / 2);
  const w = Math.min(STATUS_BAR, r);
  // Where the corner arcs cross the bar's right edge.
  const rise = r - Math.sqrt(r * r - (r - w) * (r - w));
  const {x, y, height: h} = box;
  return `M ${n(x + w)} ${n(y + rise)} A ${n(r)} ${n(r)} 0 0 0 ${n(x)} ${n(y + r)} V ${n(y + h - r)} A ${n(r)} ${n(r)} 0 0 0 ${n(x + w)} ${n(y + h - rise)} Z`;
}

/**
 * A dense group's links: a translucent frame in the colour of lines inside a CBS, cross-hatched
 * (the pattern in <defs>), and a pill with the label on its bottom edge.
 */
function bundleShape(bundle: LayoutBundle, colour: string, palette: SvgPalette, locale: Locale): string {
  const assets = bundle.nodeIds.length;
  const frame = bundleFrame(bundle);
  const label = fitLabel(bundleLabel(locale, assets, bundle.linkCount), BUNDLE_LABEL_SIZE, Math.max(frame.width - 32, 60));
  const pill = {x: bundle.x + 8, y: frame.y + frame.height - 8, width: labelWidth(label, BUNDLE_LABEL_SIZE) + 16, height: 16};
  const box = `x="${n(frame.x)}" y="${n(frame.y)}" width="${n(frame.width)}" height="${n(frame.height)}" rx="${NODE_RADIUS + 4}"`;
  return (
    `<g class="bundle" data-id="${attr(bundle.id)}" data-cbs-id="${attr(bundle.parentId)}" data-assets="${assets}" data-links="${bundle.linkCount}">` +
    `<title>${text(bundleAriaLabel(locale, assets, bundle.linkCount))}</title>` +
    `<rect ${box} fill="${colour}" fill-opacity="0.05"/>` +
    `<rect ${box} fill="url(#${BUNDLE_PATTERN})" stroke="${colour}" stroke-opacity="0.45" stroke-width="1.5"/>` +
    `<rect x="${n(pill.x)}" y="${n(pill.y)}" width="${n(pill.width)}" height="${pill.height}" rx="8" fill="${attr(palette.cbsFill)}" stroke="${colour}" stroke-opacity="0.45"/>` +
    `<text x="${n(pill.x + 8)}" y="${n(pill.y + 12)}" font-size="${BUNDLE_LABEL_SIZE}" font-weight="600" fill="${attr(palette.mutedText)}">${text(label)}</text>` +
    `</g>`
  );
}

/** Where a stub's zone name goes: beside the stub, outside the zone it sits on (as StubNode's label). */
function stubLabel(stub: LayoutStub, label: string): {x: number; y: number; anchor: string; width: number} {
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

export function diagramToSvg({
  project,
  layout,
  hidden = new Set(),
  statusOf,
  palette: paletteAsGiven,
  edgeType = 'smoothstep',
  title,
  locale = 'ko',
}: DiagramSvgInput): string {
  checkLayoutNumbers(layout);
  const palette = checkedPalette(paletteAsGiven);
  const names = new Map<string, string>([...project.zones, ...project.cbs].map((g) => [g.id, g.name]));
  const nodes = new Map(project.nodes.map((node) => [node.id, node]));
  const boxes = new Map<string, Rect>([...layout.nodes, ...layout.stubs].map((b) => [b.id, b]));
  const colour = (value: string) => attr(value);

  // The drawing's extent: the layout's bounds, and the stub labels that stick out of them.
  let minX = layout.bounds.x;
  let minY = layout.bounds.y;
  let maxX = layout.bounds.x + layout.bounds.width;
  let maxY = layout.bounds.y + layout.bounds.height;
  const stubs = layout.stubs.map((stub) => {
    const name = names.get(stub.zoneId) ?? stub.zoneId;
    const label = fitLabel(name, STUB_LABEL_SIZE, STUB_LABEL_MAX);
    const at = stubLabel(stub, label);
    const left = at.anchor === 'start' ? at.x : at.anchor === 'end' ? at.x - at.width : at.x - at.width / 2;
    minX = Math.min(minX, left);
    maxX = Math.max(maxX, left + at.width);
    minY = Math.min(minY, at.y - STUB_LABEL_SIZE);
    maxY = Math.max(maxY, at.y + 4);
    return {stub, name, label, at};
  });
  const x0 = Math.floor(minX - MARGIN);
  const y0 = Math.floor(minY - MARGIN);
  const width = n(Math.ceil(maxX + MARGIN) - x0);
  const height = n(Math.ceil(maxY + MARGIN) - y0);

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${n(x0)} ${n(y0)} ${width} ${height}" font-family="system-ui, sans-serif">`,
  );
  if (title !== undefined && title !== '') out.push(`<title>${text(title)}</title>`);
  out.push(`<rect x="${n(x0)}" y="${n(y0)}" width="${width}" height="${height}" fill="${colour(palette.background)}"/>`);

  // As on the canvas. (`?? []`: a layout kept from before bundles existed has none.)
  const bundles = (layout.bundles ?? []).filter((bundle) => !isBundleHidden(bundle, hidden));
  if (bundles.length) {
    const line = colour(palette.edges['intra-cbs']);
    out.push(
      `<defs><pattern id="${BUNDLE_PATTERN}" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
        `<path d="M 0 0 H 12 M 0 0 V 12" fill="none" stroke="${line}" stroke-opacity="0.14"/></pattern></defs>`,
    );
  }

  for (const g of layout.groups) {
    const zone = g.kind === 'zone';
    const name = names.get(g.id) ?? g.id;
    const size = zone ? 15 : 12;
    out.push(
      `<g class="${g.kind}" data-id="${attr(g.id)}"><title>${text(name)}</title>` +
        `<rect x="${n(g.x)}" y="${n(g.y)}" width="${n(g.width)}" height="${n(g.height)}" rx="${zone ? 10 : 6}" fill="${colour(zone ? palette.zoneFill : palette.cbsFill)}" stroke="${colour(zone ? palette.zoneStroke : palette.cbsStroke)}"${zone ? '' : ' stroke-dasharray="5 3"'}/>` +
        `<text x="${n(g.x + 10)}" y="${n(g.y + (zone ? 22 : 18))}" font-size="${size}" font-weight="${zone ? 700 : 600}" fill="${colour(zone ? palette.text : palette.mutedText)}">${text(fitLabel(name, size, Math.min(g.width - 20, GROUP_LABEL_MAX)))}</text>` +
        `</g>`,
    );
  }

  // Behind the lines and the assets, as on the canvas.
  for (const bundle of bundles) out.push(bundleShape(bundle, colour(palette.edges['intra-cbs']), palette, locale));

  out.push('<g class="edges" fill="none">');
  for (const e of layout.edges) {
    if (hidden.has(e.source) || hidden.has(e.target)) continue;
    const a = boxes.get(e.source);
    const b = boxes.get(e.target);
    if (!a || !b) continue;
    const dash = EDGE_DASHES[e.kind];
    out.push(
      `<path class="edge ${attr(e.kind)}" data-id="${attr(e.id)}" data-source="${attr(e.source)}" data-target="${attr(e.target)}" d="${edgePath(a, b, edgeType, e.points)}" stroke="${colour(palette.edges[e.kind])}" stroke-width="${EDGE_WIDTHS[e.kind]}"` +
        `${dash ? ` stroke-dasharray="${dash}"` : ''}${e.kind === 'inter-zone' ? ' stroke-linecap="round"' : ''}/>`,
    );
  }
  out.push('</g>');

  for (const {stub, name, label, at} of stubs) {
    const stroke = colour(palette.edges['inter-zone']);
    const cx = stub.x + stub.width / 2;
    const cy = stub.y + stub.height / 2;
    out.push(
      `<g class="stub" data-id="${attr(stub.id)}" data-zone-id="${attr(stub.zoneId)}"><title>${text(name)}</title>` +
        `<rect x="${n(stub.x)}" y="${n(stub.y)}" width="${n(stub.width)}" height="${n(stub.height)}" rx="6" fill="${colour(palette.zoneFill)}" stroke="${stroke}" stroke-width="1.5"/>` +
        // StubNode's arrow: "go to that zone".
        `<path d="M ${n(cx - 2)} ${n(cy - 5)} h 7 v 7 M ${n(cx + 5)} ${n(cy - 5)} l -9 9" fill="none" stroke="${stroke}" stroke-width="1.8" stroke-linecap="round"/>` +
        `<text x="${n(at.x)}" y="${n(at.y)}" text-anchor="${at.anchor}" font-size="${STUB_LABEL_SIZE}" font-weight="600" fill="${colour(palette.text)}">${text(label)}</text>` +
        `</g>`,
    );
  }

  for (const box of layout.nodes) {
    const node = nodes.get(box.id);
    if (!node || hidden.has(box.id)) continue;
    const status = statusOf ? statusOf(node) : node.status;
    // A Project given by hand may hold any status: an unknown one (`constructor` too) is drawn as normal.
    const statusColour = colour(own(palette.status, status) ?? palette.status.normal);
    const tooltip = [node.name, node.type, node.ip].filter(Boolean).join(' · ');
    const textX = box.x + STATUS_BAR + 8;
    const room = box.width - STATUS_BAR - 16;
    const meta = node.ip || node.type;
    out.push(
      `<g class="asset" data-id="${attr(node.id)}" data-type="${attr(node.type)}" data-status="${attr(status)}"><title>${text(tooltip)}</title>` +
        `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="${NODE_RADIUS}" fill="${colour(palette.nodeFill)}" stroke="${colour(palette.nodeStroke)}"${status === 'offline' ? ' stroke-dasharray="4 3"' : ''}/>` +
        `<path class="status" d="${statusBar(box)}" fill="${statusColour}"/>` +
        `<circle cx="${n(box.x + box.width - 10)}" cy="${n(box.y + box.height / 2 + 8)}" r="3.5" fill="${statusColour}"/>` +
        `<text x="${n(textX)}" y="${n(box.y + box.height / 2 - 3)}" font-size="${NAME_SIZE}" font-weight="600" fill="${colour(palette.text)}">${text(fitLabel(node.name, NAME_SIZE, room))}</text>` +
        (meta
          ? `<text x="${n(textX)}" y="${n(box.y + box.height / 2 + 12)}" font-size="${META_SIZE}"${node.ip ? ' font-family="ui-monospace, monospace"' : ''} fill="${colour(palette.mutedText)}">${text(fitLabel(meta, META_SIZE, room - 14))}</text>`
          : '') +
        `</g>`,
    );
  }
  out.push('</svg>');
  return out.join('\n');
}
