// Reads the layout the user sees (the `previous` option: the last layout of the view with the
// user's moves applied) into what a layout over it keeps: the boxes of zones, CBS groups and
// assets, and the dense groups' shapes, all on the canvas. It comes from the caller (a saved
// project file, a version), so anything that is not a finite box is skipped; and when its assets
// are not of the size and flow asked now, nothing is kept: a changed option asks for a new drawing.

import type {LayoutMetrics} from '../geometry/options';
import type {LayoutBundle, Point, Rect} from '../geometry/types';

export interface PreviousLayout {
  view: 'all' | 'zone';
  zoneId?: string;
  zones: Map<string, Rect>;
  cbs: Map<string, Rect & {zoneId: string}>;
  nodes: Map<string, Rect & {cbsId: string}>;
  /** Dense groups' shapes by CBS id. */
  bundles: Map<string, LayoutBundle[]>;
  /** Edge routes by edge id, where the previous layout still had them. */
  routes: Map<string, Point[]>;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isBox = (value: unknown): value is Loose & Rect & {id: string} =>
  isObject(value) && typeof value.id === 'string' && finite(value.x) && finite(value.y) && finite(value.width) && finite(value.height) && value.width >= 0 && value.height >= 0;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const rectOf = (box: Rect): Rect => ({x: box.x, y: box.y, width: box.width, height: box.height});

/** Within half a pixel: sizes went through rounding to hundredths. */
const sameSize = (a: number, b: number) => Math.abs(a - b) <= 0.5;

export function readPrevious(previous: unknown, m: LayoutMetrics): PreviousLayout | undefined {
  if (!isObject(previous) || previous.direction !== m.direction) return undefined;
  const read: PreviousLayout = {
    view: previous.view === 'zone' ? 'zone' : 'all',
    ...(typeof previous.zoneId === 'string' ? {zoneId: previous.zoneId} : {}),
    zones: new Map(),
    cbs: new Map(),
    nodes: new Map(),
    bundles: new Map(),
    routes: new Map(),
  };
  for (const group of list(previous.groups)) {
    if (!isBox(group)) continue;
    if (group.kind === 'zone') read.zones.set(group.id, rectOf(group));
    else if (group.kind === 'cbs' && typeof group.parentId === 'string') read.cbs.set(group.id, {...rectOf(group), zoneId: group.parentId});
  }
  for (const node of list(previous.nodes)) {
    if (!isBox(node) || typeof node.parentId !== 'string' || !read.cbs.has(node.parentId)) continue;
    if (!sameSize(node.width, m.nodeWidth) || !sameSize(node.height, m.nodeHeight)) return undefined;
    read.nodes.set(node.id, {...rectOf(node), cbsId: node.parentId});
  }
  for (const bundle of list(previous.bundles)) {
    if (!isBox(bundle) || typeof bundle.parentId !== 'string' || !Array.isArray(bundle.nodeIds)) continue;
    const nodeIds = bundle.nodeIds.filter((id): id is string => typeof id === 'string');
    const shape: LayoutBundle = {...rectOf(bundle), id: bundle.id, parentId: bundle.parentId, nodeIds, linkCount: finite(bundle.linkCount) ? bundle.linkCount : 0};
    read.bundles.set(bundle.parentId, [...(read.bundles.get(bundle.parentId) ?? []), shape]);
  }
  for (const edge of list(previous.edges)) {
    if (!isObject(edge) || typeof edge.id !== 'string') continue;
    const points = list(edge.points);
    if (points.length >= 2 && points.every((p) => isObject(p) && finite(p.x) && finite(p.y))) {
      read.routes.set(edge.id, (points as Point[]).map((p) => ({x: p.x, y: p.y})));
    }
  }
  return read;
}
