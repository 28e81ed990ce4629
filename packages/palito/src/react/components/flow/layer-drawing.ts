// What the level-of-detail layer (AssetLayer.tsx) draws on its canvas, in flow units: the lines
// by kind, then the assets by status and the selected ones' outline. A frame sizes the canvas to
// the view and strokes and fills what is in view: zoomed in, a canvas given every line and asset
// of the diagram rasterizes them all at that zoom, off screen too, and the browser pays for it
// when it shows the frame. Zoomed out, with every asset in view, their paths are built once per scene.

import type {EdgeKind} from '../../../model';
import {EDGE_DASHES, EDGE_WIDTHS, type SvgPalette} from '../../../export';
import type {Rect} from '../../../engine';
import {assetIndexesIn, holds, LINE_KINDS, linesIn, type Scene, type SceneLines} from './scene';

/** Below this zoom, a dash pattern is under a pixel: lines are drawn solid. */
const DASHES_FROM_ZOOM = 0.3;
/** Thinnest line on screen, in pixels, however far out the view is. */
const MIN_LINE_PX = 0.8;
/** Below this zoom an asset is a few pixels high, and drawn without its outline. */
const OUTLINE_FROM_ZOOM = 0.15;
/** The most a line fades when zoomed far out. */
const LINE_ALPHA_MIN = 0.35;
/** Screen pixels around the view in which lines are drawn too: a line just outside still shows its width. */
const VIEW_MARGIN_PX = 16;

export interface AssetPaths {
  /** Asset boxes by status, each status one path (assetPathsOf: once per scene). */
  byStatus: Map<string, Path2D>;
  /** The selected assets' outline (selectedPathOf: once per selection). */
  selected: Path2D;
}

export type LinePaths = Partial<Record<EdgeKind, Path2D>>;

/** The export's palette (read from the theme) and the colour of a selected asset's outline. */
export type LayerPalette = SvgPalette & {selected: string};

/** React Flow's view: its transform [x, y, zoom] and the pane's size. */
export interface LayerView {
  transform: readonly [number, number, number];
  width: number;
  height: number;
}

export function assetPathsOf(scene: Scene, indexes?: Iterable<number>): AssetPaths['byStatus'] {
  const byStatus = new Map<string, Path2D>();
  for (const index of indexes ?? scene.assets.keys()) {
    const asset = scene.assets[index];
    const {x, y, width, height} = asset.rect;
    let path = byStatus.get(asset.status);
    if (!path) byStatus.set(asset.status, (path = new Path2D()));
    path.rect(x, y, width, height);
  }
  return byStatus;
}

/**
 * The asset paths to draw for a view: the scene's own (built once) when the view holds every
 * asset, else those of the assets in view, as for the lines (linePathsIn).
 */
export function assetPathsIn(scene: Scene, paths: AssetPaths, view: LayerView): AssetPaths {
  const area = viewArea(view, VIEW_MARGIN_PX);
  return holds(area, scene.extent) ? paths : {byStatus: assetPathsOf(scene, assetIndexesIn(scene, area)), selected: paths.selected};
}

/** The outline of the selected assets the scene draws (flow ids), from the scene's boxes. */
export function selectedPathOf(scene: Scene, flowIds: Iterable<string>): Path2D {
  const path = new Path2D();
  for (const flowId of flowIds) {
    const index = scene.byFlowId.get(flowId);
    if (index === undefined) continue;
    const {x, y, width, height} = scene.assets[index].rect;
    path.rect(x, y, width, height);
  }
  return path;
}

/** The lines of each kind that meet the part of the flow in view (and a little around it, for their width). */
export function linePathsIn(lines: SceneLines | undefined, view: LayerView): LinePaths {
  const paths: LinePaths = {};
  if (!lines) return paths;
  const area = viewArea(view, VIEW_MARGIN_PX);
  const dashed = view.transform[2] >= DASHES_FROM_ZOOM;
  for (const kind of LINE_KINDS) {
    const path = linesIn(lines[kind], area, dashed ? dashPeriod(EDGE_DASHES[kind]) : 0);
    if (path) paths[kind] = new Path2D(path);
  }
  return paths;
}

/** The part of the flow in view (flow coordinates), with `marginPx` screen pixels around it. */
export function viewArea({transform, width, height}: LayerView, marginPx = 0): Rect {
  const [tx, ty, zoom] = transform;
  return {x: (-tx - marginPx) / zoom, y: (-ty - marginPx) / zoom, width: (width + 2 * marginPx) / zoom, height: (height + 2 * marginPx) / zoom};
}

const dashes = (pattern: string | undefined) => (pattern ? pattern.split(/\s+/).map(Number) : []);
/** The length of a dash pattern: the canvas repeats an odd-length list twice. */
const dashPeriod = (pattern: string | undefined) => dashes(pattern).reduce((sum, n) => sum + n, 0) * (dashes(pattern).length % 2 ? 2 : 1);

/**
 * Places the canvas over exactly the visible part of the flow (its top-left corner in flow units,
 * its size such that the viewport's scale makes it the pane's size on screen), one canvas pixel
 * per screen pixel, and leaves it blank.
 */
export function fitCanvas(canvas: HTMLCanvasElement, context: CanvasRenderingContext2D, {transform, width, height}: LayerView): void {
  const [tx, ty, zoom] = transform;
  const ratio = window.devicePixelRatio || 1;
  canvas.style.left = `${-tx / zoom}px`;
  canvas.style.top = `${-ty / zoom}px`;
  canvas.style.width = `${width / zoom}px`;
  canvas.style.height = `${height / zoom}px`;
  const pixelsWide = Math.max(1, Math.round(width * ratio));
  const pixelsHigh = Math.max(1, Math.round(height * ratio));
  if (canvas.width !== pixelsWide || canvas.height !== pixelsHigh) {
    canvas.width = pixelsWide;
    canvas.height = pixelsHigh;
  } else {
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, pixelsWide, pixelsHigh);
  }
}

/** From here on the context draws in flow units. */
export function setFlowUnits(context: CanvasRenderingContext2D, {transform}: LayerView): void {
  const [tx, ty, zoom] = transform;
  const ratio = window.devicePixelRatio || 1;
  context.setTransform(zoom * ratio, 0, 0, zoom * ratio, tx * ratio, ty * ratio);
}

/** Each kind's lines in its colour, width and dash; far out, solid, at least MIN_LINE_PX wide and faded. */
export function drawLines(context: CanvasRenderingContext2D, paths: LinePaths, palette: LayerPalette, zoom: number): void {
  const unit = 1 / zoom;
  context.lineCap = 'round';
  // Far out, thousands of lines would hide the boxes under one colour: they fade with the zoom.
  context.globalAlpha = Math.min(1, Math.max(LINE_ALPHA_MIN, zoom / DASHES_FROM_ZOOM));
  for (const kind of LINE_KINDS) {
    const path = paths[kind];
    if (!path) continue;
    context.strokeStyle = palette.edges[kind];
    context.lineWidth = Math.max(EDGE_WIDTHS[kind], MIN_LINE_PX * unit);
    context.setLineDash(zoom >= DASHES_FROM_ZOOM ? dashes(EDGE_DASHES[kind]) : []);
    context.stroke(path);
  }
  context.setLineDash([]);
  context.globalAlpha = 1;
}

/** The assets filled in their status colour (outlined unless far out), then the selected ones' outline. */
export function drawAssets(context: CanvasRenderingContext2D, paths: AssetPaths, palette: LayerPalette, zoom: number): void {
  const unit = 1 / zoom;
  context.lineWidth = MIN_LINE_PX * unit;
  context.strokeStyle = palette.nodeStroke;
  // Far out an outline would cover the whole box: only the status colour is drawn.
  const outlined = zoom >= OUTLINE_FROM_ZOOM;
  for (const [status, path] of paths.byStatus) {
    context.fillStyle = palette.status[status as keyof SvgPalette['status']] ?? palette.status.normal;
    context.fill(path);
    if (outlined) context.stroke(path);
  }
  context.lineWidth = 2.5 * unit;
  context.strokeStyle = palette.selected || palette.text;
  context.stroke(paths.selected);
}
