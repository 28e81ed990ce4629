/**
 * Writes a laid-out topology as a standalone SVG document, drawn as the canvas draws it: zone and
 * CBS boxes, asset boxes with name, IP and status, Zone View's stubs for the other zones, a dense
 * group's bundle (its links as one cross-hatched frame behind its assets, labelled with their
 * count, as BundleNode draws it), and the lines with the canvas's geometry (ELK's routes, or floating ends on the box borders shaped by the
 * graph style's edgeType; see edge-geometry.ts), dash pattern and width per kind, in the palette's
 * colours.
 *
 * Pure string building: no React, no DOM. It runs in Node (tests, the bench, `palito/export`) and in
 * the browser (usePalito().toSvg(); the same SVG is rasterised for toPng()). Keep it so: it
 * imports the model, the engine and the words (i18n), which import neither React nor the DOM, and
 * dependency-cruiser keeps export/ from importing anything above them.
 *
 * Custom node types: `<Palito nodeTypes>` may draw an asset type with any React component. The SVG
 * does not render React, so every asset, custom-typed or not, is drawn as Palito's built-in <Node>
 * box is: its status colour on the left edge, its name, and its IP (or, without one, its type as
 * written in the file); the type is also in the box's <title> and data-type.
 */
import {type EdgeType, isBundleHidden, type Node, type NodeStatus, type Project, type TopologyLayout} from '../model';
import type {Rect} from '../engine';
import type {Locale} from '../i18n';
import {checkLayoutNumbers, finite as n} from './finite-numbers';
import {checkedPalette, LIGHT_PALETTE, type SvgPalette} from './palette';
import {assetShape, bundlePattern, bundleShape, edgeShape, groupShape, type PlacedStub, placeStub, STUB_LABEL_SIZE, stubShape} from './svg-shapes';
import {highlightShapes} from './svg-highlight';
import type {HighlightMarks} from './highlight-shapes';
import {changesLegend, changesShapes, CHANGES_LEGEND_HEIGHT, type DiagramChanges} from './svg-changes';
import {xmlAttribute as attr, xmlText as text} from './svg-text';

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
  /** The language of the bundles' labels (and the Changes view's words), as `<Palito locale>`; default 'ko'. */
  locale?: Locale;
  /** What the last inventory update changed, drawn over the diagram with a legend under it (the Changes view); none by default. */
  changes?: DiagramChanges;
  /** A find, a trace or a failure analysis, drawn over the diagram as the canvas draws it (the rest dimmed, the path drawn over, what a failure cuts off tinted); none by default. */
  highlight?: HighlightMarks;
}

const MARGIN = 24;

/** The drawing's extent, in whole units with a margin: the layout's bounds, and the stub labels that stick out of them. */
function extentOf(bounds: Rect, stubs: readonly PlacedStub[]): {x0: number; y0: number; width: string; height: string} {
  let minX = bounds.x;
  let minY = bounds.y;
  let maxX = bounds.x + bounds.width;
  let maxY = bounds.y + bounds.height;
  for (const {at} of stubs) {
    const left = at.anchor === 'start' ? at.x : at.anchor === 'end' ? at.x - at.width : at.x - at.width / 2;
    minX = Math.min(minX, left);
    maxX = Math.max(maxX, left + at.width);
    minY = Math.min(minY, at.y - STUB_LABEL_SIZE);
    maxY = Math.max(maxY, at.y + 4);
  }
  const x0 = Math.floor(minX - MARGIN);
  const y0 = Math.floor(minY - MARGIN);
  return {x0, y0, width: n(Math.ceil(maxX + MARGIN) - x0), height: n(Math.ceil(maxY + MARGIN) - y0)};
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
  changes,
  highlight,
}: DiagramSvgInput): string {
  checkLayoutNumbers(layout);
  const palette = checkedPalette(paletteAsGiven);
  const names = new Map<string, string>([...project.zones, ...project.cbs].map((g) => [g.id, g.name]));
  const stubs = layout.stubs.map((stub) => placeStub(stub, names.get(stub.zoneId) ?? stub.zoneId));
  const extent = extentOf(layout.bounds, stubs);
  const {x0, y0, width} = extent;
  // The Changes view's legend goes under the drawing.
  const height = changes ? n(Number(extent.height) + CHANGES_LEGEND_HEIGHT) : extent.height;

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${n(x0)} ${n(y0)} ${width} ${height}" font-family="system-ui, sans-serif">`,
  );
  if (title !== undefined && title !== '') out.push(`<title>${text(title)}</title>`);
  out.push(`<rect x="${n(x0)}" y="${n(y0)}" width="${width}" height="${height}" fill="${attr(palette.background)}"/>`);

  // As on the canvas. (`?? []`: a layout kept from before bundles existed has none.)
  const bundles = (layout.bundles ?? []).filter((bundle) => !isBundleHidden(bundle, hidden));
  if (bundles.length) out.push(bundlePattern(palette));
  for (const g of layout.groups) out.push(groupShape(g, names.get(g.id) ?? g.id, palette));
  // Behind the lines and the assets, as on the canvas.
  for (const bundle of bundles) out.push(bundleShape(bundle, palette, locale));
  writeEdges(out, layout, hidden, edgeType, palette);
  for (const placed of stubs) out.push(stubShape(placed, palette));
  writeAssets(out, project, layout, hidden, statusOf, palette);
  if (highlight) out.push(...highlightShapes({marks: highlight, layout, hidden, edgeType, colours: palette.highlight!, background: palette.background}));
  if (changes) {
    const colours = palette.changes!;
    out.push(...changesShapes({changes, layout, hidden, edgeType, colours, locale}));
    out.push(changesLegend(x0 + MARGIN, y0 + Number(extent.height) - 6, colours, palette.text, locale));
  }
  out.push('</svg>');
  return out.join('\n');
}

/** The lines between boxes that are drawn (none to a hidden asset), in one group. */
function writeEdges(out: string[], layout: TopologyLayout, hidden: ReadonlySet<string>, edgeType: EdgeType, palette: SvgPalette): void {
  const boxes = new Map<string, Rect>([...layout.nodes, ...layout.stubs].map((b) => [b.id, b]));
  out.push('<g class="edges" fill="none">');
  for (const e of layout.edges) {
    if (hidden.has(e.source) || hidden.has(e.target)) continue;
    const a = boxes.get(e.source);
    const b = boxes.get(e.target);
    if (a && b) out.push(edgeShape(e, a, b, edgeType, palette));
  }
  out.push('</g>');
}

/** The assets that are not hidden, each with its status after the user's edits. */
function writeAssets(
  out: string[],
  project: Project,
  layout: TopologyLayout,
  hidden: ReadonlySet<string>,
  statusOf: ((node: Node) => NodeStatus) | undefined,
  palette: SvgPalette,
): void {
  const nodes = new Map(project.nodes.map((node) => [node.id, node]));
  for (const box of layout.nodes) {
    const node = nodes.get(box.id);
    if (!node || hidden.has(box.id)) continue;
    out.push(assetShape(node, box, statusOf ? statusOf(node) : node.status, palette));
  }
}
