// The diagram as the level-of-detail layer draws it (AssetLayer.tsx): every asset's box in
// absolute coordinates with its status, and every line, as one SVG path per line
// kind. Built from the same flow nodes and edges React Flow is given (moves, drags and hidden
// assets applied), so the layer and the React components never disagree about where things are.
// Also answers "which asset is at this point" and "which assets are in this rectangle" through a
// grid of buckets. No React and no DOM: unit-tested in Node; the layer turns paths into Path2D.

import {listAt, type Rect} from '../../../engine';
import type {FlowEdge, FlowNode} from '../../../store';
import type {EdgeKind, EdgeType, Point} from '../../../model';
import {edgePath} from '../../../export';
import {clipPath} from './line-clip';

export const LINE_KINDS: readonly EdgeKind[] = ['intra-cbs', 'inter-cbs', 'inter-zone'];

/** Side of a grid bucket in flow units: a few assets wide, so a lookup reads a handful of buckets. */
const BUCKET = 400;

export interface SceneAsset {
  /** React Flow's id (flow id). */
  flowId: string;
  /** The asset's id in the Project. */
  id: string;
  rect: Rect;
  status: string;
}

export interface Scene {
  /** Visible assets, in the order of the flow nodes. */
  assets: SceneAsset[];
  /** Asset indexes by flow id. */
  byFlowId: Map<string, number>;
  /** Asset indexes by grid bucket ("column,row"). */
  buckets: Map<string, number[]>;
  /** Every flow node's absolute box by flow id (stubs too: lines end on them in Zone View). */
  boxes: Map<string, Rect>;
  /** The box that holds every asset (none: an empty box at the origin). */
  extent: Rect;
}

/** A line's SVG path and the box that holds it (flow coordinates). */
export interface SceneLine {
  path: string;
  box: Rect;
}

/** Every visible line, by kind. */
export type SceneLines = Record<EdgeKind, SceneLine[]>;

/** Every flow node's absolute box, following parents (React Flow positions are relative to them). */
export function absoluteBoxes(nodes: readonly FlowNode[]): Map<string, Rect> {
  const byId = new Map<string, FlowNode>();
  for (const node of nodes) byId.set(node.id, node);
  const boxes = new Map<string, Rect>();
  const boxOf = (node: FlowNode): Rect => {
    const known = boxes.get(node.id);
    if (known) return known;
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    const origin: Point = parent ? boxOf(parent) : {x: 0, y: 0};
    const box = {x: origin.x + node.position.x, y: origin.y + node.position.y, width: node.width, height: node.height};
    boxes.set(node.id, box);
    return box;
  };
  for (const node of nodes) boxOf(node);
  return boxes;
}

const overlaps = (a: Rect, b: Rect) =>
  a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;

const bucketKey = (column: number, row: number) => `${column},${row}`;

/**
 * A line's path, remembered by the two boxes and route it was drawn from: while one asset is
 * dragged, only its own lines are drawn again. One cache per layer (a WeakMap per edge object
 * would be emptied by every new flow graph; edge ids are stable across them).
 */
export type LineCache = Map<string, {key: string; line: SceneLine}>;

function lineOf(edge: FlowEdge, source: Rect, target: Rect, edgeType: EdgeType, cache: LineCache): SceneLine {
  const points = edge.data.points;
  const key = `${edgeType} ${source.x} ${source.y} ${source.width} ${source.height} ${target.x} ${target.y} ${target.width} ${target.height} ${points ? points.length : 0}`;
  const known = cache.get(edge.id);
  if (known && known.key === key) return known.line;
  const path = edgePath(source, target, edgeType, points);
  const line = {path, box: pathBox(path)};
  cache.set(edge.id, {key, line});
  return line;
}

const NUMBER = /-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/gi;

/**
 * The box of an SVG path written as absolute coordinate pairs (M, L, Q and C: what edgePath
 * writes): a curve lies within its control points, so their box holds it.
 */
export function pathBox(path: string): Rect {
  const numbers = path.match(NUMBER)?.map(Number) ?? [];
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    left = Math.min(left, numbers[i]);
    right = Math.max(right, numbers[i]);
    top = Math.min(top, numbers[i + 1]);
    bottom = Math.max(bottom, numbers[i + 1]);
  }
  return left <= right ? {x: left, y: top, width: right - left, height: bottom - top} : {x: 0, y: 0, width: 0, height: 0};
}

/**
 * The assets of a flow graph: boxes, statuses and the grid to find them by. Not the selection: a
 * click on a big diagram must not build the scene again (the layer outlines the selection apart).
 */
export function buildScene(nodes: readonly FlowNode[]): Scene {
  const boxes = absoluteBoxes(nodes);
  const assets: SceneAsset[] = [];
  const buckets = new Map<string, number[]>();
  const byFlowId = new Map<string, number>();
  for (const node of nodes) {
    if (node.data.kind !== 'asset' || node.hidden) continue;
    const rect = boxes.get(node.id)!;
    const index = assets.length;
    byFlowId.set(node.id, index);
    assets.push({flowId: node.id, id: node.data.node.id, rect, status: node.data.node.status});
    for (let column = Math.floor(rect.x / BUCKET); column <= Math.floor((rect.x + rect.width) / BUCKET); column++) {
      for (let row = Math.floor(rect.y / BUCKET); row <= Math.floor((rect.y + rect.height) / BUCKET); row++) {
        listAt(buckets, bucketKey(column, row)).push(index);
      }
    }
  }
  return {assets, byFlowId, buckets, boxes, extent: extentOf(assets)};
}

function extentOf(assets: readonly SceneAsset[]): Rect {
  if (!assets.length) return {x: 0, y: 0, width: 0, height: 0};
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const {rect} of assets) {
    left = Math.min(left, rect.x);
    top = Math.min(top, rect.y);
    right = Math.max(right, rect.x + rect.width);
    bottom = Math.max(bottom, rect.y + rect.height);
  }
  return {x: left, y: top, width: right - left, height: bottom - top};
}

/** Whether `outer` holds all of `inner`. */
export const holds = (outer: Rect, inner: Rect): boolean =>
  outer.x <= inner.x && outer.y <= inner.y && outer.x + outer.width >= inner.x + inner.width && outer.y + outer.height >= inner.y + inner.height;

/**
 * Lines are the costly part (a path per link, thousands of them), so they are drawn in slices: a
 * job goes on from where the last slice stopped (see use-scene-lines.ts).
 */
export interface LineJob {
  next: number;
  parts: SceneLines;
  used: Set<string>;
}

export function startLines(): LineJob {
  return {next: 0, parts: {'intra-cbs': [], 'inter-cbs': [], 'inter-zone': []}, used: new Set()};
}

/**
 * Draws a job's lines until `stop()` says so (asked every 100 lines); returns them once all are
 * drawn, else undefined, to be called again.
 */
export function continueLines(
  job: LineJob,
  edges: readonly FlowEdge[],
  boxes: ReadonlyMap<string, Rect>,
  edgeType: EdgeType,
  cache: LineCache,
  stop: () => boolean = () => false,
): SceneLines | undefined {
  while (job.next < edges.length) {
    if (job.next % 100 === 0 && job.next > 0 && stop()) return undefined;
    const edge = edges[job.next++];
    if (edge.hidden) continue;
    const source = boxes.get(edge.source);
    const target = boxes.get(edge.target);
    if (!source || !target) continue;
    job.parts[edge.data.kind]?.push(lineOf(edge, source, target, edgeType, cache));
    job.used.add(edge.id);
  }
  // Forget the lines of a graph gone by (another file, another view), so the cache stays one graph's size.
  if (cache.size > job.used.size * 2) for (const id of cache.keys()) if (!job.used.has(id)) cache.delete(id);
  return job.parts;
}

/** All of a flow graph's lines at once. */
export function sceneLines(edges: readonly FlowEdge[], boxes: ReadonlyMap<string, Rect>, edgeType: EdgeType, cache: LineCache = new Map()): SceneLines {
  return continueLines(startLines(), edges, boxes, edgeType, cache)!;
}

const contains = (rect: Rect, point: Point) =>
  point.x >= rect.x && point.x <= rect.x + rect.width && point.y >= rect.y && point.y <= rect.y + rect.height;

/** The asset drawn at a point (flow coordinates), the last drawn (topmost) if boxes overlap. */
export function assetAt(scene: Scene, point: Point): SceneAsset | undefined {
  const list = scene.buckets.get(bucketKey(Math.floor(point.x / BUCKET), Math.floor(point.y / BUCKET))) ?? [];
  for (let i = list.length - 1; i >= 0; i--) {
    const asset = scene.assets[list[i]];
    if (contains(asset.rect, point)) return asset;
  }
  return undefined;
}


/** The assets whose boxes meet a rectangle (flow coordinates), each once, as indexes into `scene.assets`. */
export function assetIndexesIn(scene: Scene, area: Rect): Set<number> {
  const found = new Set<number>();
  for (let column = Math.floor(area.x / BUCKET); column <= Math.floor((area.x + area.width) / BUCKET); column++) {
    for (let row = Math.floor(area.y / BUCKET); row <= Math.floor((area.y + area.height) / BUCKET); row++) {
      for (const index of scene.buckets.get(bucketKey(column, row)) ?? []) if (overlaps(scene.assets[index].rect, area)) found.add(index);
    }
  }
  return found;
}

/** The flow ids of the assets whose boxes meet a rectangle (flow coordinates). */
export function assetsIn(scene: Scene, area: Rect): Set<string> {
  return new Set([...assetIndexesIn(scene, area)].map((index) => scene.assets[index].flowId));
}

/**
 * The lines that meet an area (flow coordinates), as one SVG path, each cut to the area where it
 * runs out of it (line-clip.ts): what the layer strokes for a view. `period`: the length of the
 * lines' dash pattern (0: solid).
 */
export function linesIn(lines: readonly SceneLine[], area: Rect, period = 0): string {
  const paths: string[] = [];
  for (const line of lines) {
    if (!overlaps(line.box, area)) continue;
    const path = holds(area, line.box) ? line.path : clipPath(line.path, area, period);
    if (path) paths.push(path);
  }
  return paths.join(' ');
}
