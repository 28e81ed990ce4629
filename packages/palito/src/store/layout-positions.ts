// Where the layout's items are on screen: the layout's absolute positions with the user's moves
// applied. Moves are stored relative to the parent box (zones: absolute), as React Flow keeps
// positions, and a moved CBS box or asset stays inside its parent. toFlow draws from these, and
// the selectors hand them out (getCurrentProjectData: positions, the layout as on screen).

import type {LayoutEdge, LayoutGroup, LayoutNode, LayoutStub, Rect, TopologyLayout} from '../engine';
import {own, type Point} from '../model';

/** A box, an asset or a stub of the layout. */
export type Item = LayoutGroup | LayoutNode | LayoutStub;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** The layout's items by id, each with its parent. */
export function indexLayout(layout: TopologyLayout, withNodes = true): Map<string, Item> {
  const items = new Map<string, Item>();
  for (const group of layout.groups) items.set(group.id, group);
  for (const stub of layout.stubs) items.set(stub.id, stub);
  if (withNodes) for (const node of layout.nodes) items.set(node.id, node);
  return items;
}

/**
 * Where each item is drawn, relative to its parent (zones: absolute), with the moves applied.
 * A moved CBS box or asset is kept inside its parent, as React Flow's `extent: 'parent'` would.
 */
export function relativePositions(items: Map<string, Item>, moved: Record<string, Point>): Map<string, Point> {
  const result = new Map<string, Point>();
  for (const [id, item] of items) {
    const parent = item.parentId ? items.get(item.parentId) : undefined;
    const to = own(moved, id);
    if (!parent) {
      result.set(id, to ? {x: to.x, y: to.y} : {x: item.x, y: item.y});
      continue;
    }
    if (!to) {
      result.set(id, {x: item.x - parent.x, y: item.y - parent.y});
      continue;
    }
    const isStub = 'side' in item;
    result.set(
      id,
      isStub
        ? {x: to.x, y: to.y}
        : {x: clamp(to.x, 0, parent.width - item.width), y: clamp(to.y, 0, parent.height - item.height)},
    );
  }
  return result;
}

/** Absolute positions from the relative ones: each item's at its parent's plus its own. */
export function absoluteFrom(items: Map<string, Item>, relative: Map<string, Point>): Map<string, Point> {
  const absolute = new Map<string, Point>();
  // Ids are unique (engine/convert/separate-ids.ts); should a layout still name an item its own
  // ancestor, the loop is cut there rather than recursing until the stack runs out.
  const resolving = new Set<string>();
  const resolve = (id: string): Point => {
    const known = absolute.get(id);
    if (known) return known;
    const item = items.get(id)!;
    const rel = relative.get(id)!;
    resolving.add(id);
    const parentId = item.parentId;
    const base = parentId && items.has(parentId) && !resolving.has(parentId) ? resolve(parentId) : {x: 0, y: 0};
    resolving.delete(id);
    const point = {x: base.x + rel.x, y: base.y + rel.y};
    absolute.set(id, point);
    return point;
  };
  for (const id of items.keys()) resolve(id);
  return absolute;
}

/** Absolute canvas positions of every box, stub and asset of a layout, with the moves applied. */
export function absolutePositions(layout: TopologyLayout, moved: Record<string, Point> = {}): Record<string, Point> {
  const items = indexLayout(layout);
  return Object.fromEntries(absoluteFrom(items, relativePositions(items, moved)));
}

/**
 * The layout as it is on screen: every box, stub and asset at its absolute position with the
 * user's moves applied, and the bounds around them. Edge routes are dropped: a moved end makes
 * the layout's route wrong, and the drawing follows the boxes.
 */
export function layoutOnScreen(layout: TopologyLayout, moved: Record<string, Point> = {}): TopologyLayout {
  const items = indexLayout(layout);
  return placedOnScreen(layout, absoluteFrom(items, relativePositions(items, moved)), () => undefined);
}

/**
 * The layout as the canvas draws it, for the exports: layoutOnScreen's, each line with the route
 * toFlow gives it (ELK's, moved with its boxes; none where an end was moved on its own).
 */
export function layoutAsDrawn(layout: TopologyLayout, moved: Record<string, Point> = {}): TopologyLayout {
  const items = indexLayout(layout);
  const absolute = absoluteFrom(items, relativePositions(items, moved));
  return placedOnScreen(layout, absolute, (edge) => movedRoute(edge, items, absolute, moved));
}

function placedOnScreen(layout: TopologyLayout, at: Map<string, Point>, routeOf: (edge: LayoutEdge) => Point[] | undefined): TopologyLayout {
  const place = <T extends Rect & {id: string}>(item: T): T => ({...item, ...at.get(item.id)});
  const groups = layout.groups.map(place);
  const nodes = layout.nodes.map(place);
  const stubs = layout.stubs.map(place);
  // A bundle goes where its CBS box went (it has no moves of its own); bundles lie inside their
  // box, so the bounds need not look at them.
  const boxes = new Map(layout.groups.map((g) => [g.id, g]));
  const bundles = (layout.bundles ?? []).map((bundle) => {
    const box = boxes.get(bundle.parentId);
    const to = box && at.get(box.id);
    return box && to ? {...bundle, x: bundle.x + to.x - box.x, y: bundle.y + to.y - box.y} : bundle;
  });
  const all: Rect[] = [...groups, ...nodes, ...stubs];
  const minX = Math.min(...all.map((r) => r.x));
  const minY = Math.min(...all.map((r) => r.y));
  const maxX = Math.max(...all.map((r) => r.x + r.width));
  const maxY = Math.max(...all.map((r) => r.y + r.height));
  const bounds = all.length ? {x: minX, y: minY, width: maxX - minX, height: maxY - minY} : layout.bounds;
  const edges = layout.edges.map((edge) => {
    const {points: _points, ...withoutRoute} = edge;
    const points = routeOf(edge);
    return points ? {...withoutRoute, points} : withoutRoute;
  });
  return {...layout, bounds, groups, nodes, stubs, edges, bundles};
}

/** How far the user's moves shifted an item from where the layout put it. */
function shiftOf(items: Map<string, Item>, absolute: Map<string, Point>, id: string): Point {
  const item = items.get(id)!;
  const now = absolute.get(id)!;
  return {x: now.x - item.x, y: now.y - item.y};
}

/**
 * ELK's route of an edge, moved with its boxes: only while neither end was moved on its own and
 * both moved together (with their box); otherwise none, and the line floats between the boxes.
 */
export function movedRoute(
  edge: LayoutEdge,
  items: Map<string, Item>,
  absolute: Map<string, Point>,
  moved: Record<string, Point>,
): Point[] | undefined {
  if (!edge.points || edge.points.length < 2) return undefined;
  if (own(moved, edge.source) || own(moved, edge.target) || !items.has(edge.source) || !items.has(edge.target)) return undefined;
  const a = shiftOf(items, absolute, edge.source);
  const b = shiftOf(items, absolute, edge.target);
  if (a.x !== b.x || a.y !== b.y) return undefined;
  // Not moved: the layout's own route, not a copy of it (a big diagram has tens of thousands).
  if (a.x === 0 && a.y === 0) return edge.points;
  return edge.points.map((p) => ({x: p.x + a.x, y: p.y + a.y}));
}

/**
 * One item's absolute position, as absolutePositions gives it, from the item and its parent boxes
 * only: centring the view on one asset of thousands need not place them all.
 */
export function absolutePositionOf(layout: TopologyLayout, moved: Record<string, Point>, id: string): Point | undefined {
  const boxes = indexLayout(layout, false);
  const item = boxes.get(id) ?? layout.nodes.find((node) => node.id === id);
  const chain = new Map<string, Item>();
  for (let at = item; at && !chain.has(at.id); at = at.parentId ? boxes.get(at.parentId) : undefined) chain.set(at.id, at);
  return item && absoluteFrom(chain, relativePositions(chain, moved)).get(id);
}
