// A CBS box that was drawn before: its assets that are still in it stay exactly where they were
// in the box (the user's moves included), the places of those that left stay empty (the Changes
// view draws them there, until the user tidies up), and each new asset goes into one of the free
// spots nearest to the assets it links to (of those, the one whose links cross the fewest links
// already drawn), or the first free spot in reading order. The box grows by a
// row or a column only when no spot is free, toward the CBS's usual shape.

import type {Edge} from '../../model/types';
import type {LayoutMetrics} from '../geometry/options';
import type {LayoutBundle, Point, Rect} from '../geometry/types';
import {CBS_ASPECT_RATIO, type LocalLayout} from '../place/compose-cbs';
import {cbsContentOrigin, estimateTextWidth} from '../place/frames';
import type {DrawnLinks} from './drawn-links';
import {candidateSpots, cheapestFreeSpots} from './free-spot';
import type {PreviousLayout} from './read-previous';
import {RectIndex} from './rect-index';

export interface KeptCbsInput {
  cbsId: string;
  title: string;
  /** The CBS's assets now, in file order. */
  members: readonly string[];
  /** Its links inside the CBS. */
  edges: readonly Edge[];
  /** Every asset each asset links to, in any CBS. */
  neighbours: ReadonlyMap<string, readonly string[]>;
  previous: PreviousLayout;
  /** The links drawn so far, on the canvas: a new asset's spot is weighed by the links its own cross. */
  drawn: DrawnLinks;
  /** Whether the box, at its place, may take this size without reaching a neighbour (so that nothing must move aside). */
  fits: (width: number, height: number) => boolean;
  m: LayoutMetrics;
}

export interface KeptCbs {
  local: LocalLayout;
  width: number;
  height: number;
}

/** Above this many new assets in one box, they go in file order rather than neighbours first (the ordering is quadratic). */
const ORDER_BY_NEIGHBOURS_UP_TO = 500;
/** A newcomer weighs this many of the free spots nearest its neighbours by the links its own would cross. */
const SPOTS_WEIGHED = 8;
/** Steps of growth at most: a box far too small for its assets (a hostile previous layout) still ends. */
const MAX_GROWTH_STEPS = 10_000;

export function keptContent(input: KeptCbsInput): KeptCbs {
  const {cbsId, previous, m} = input;
  const box = previous.cbs.get(cbsId)!;
  const origin = cbsContentOrigin(m);
  // The box's content frame: (0, 0) is where the content starts.
  const base = {x: box.x + origin.x, y: box.y + origin.y};
  const toLocal = (r: Rect): Rect => ({x: r.x - base.x, y: r.y - base.y, width: r.width, height: r.height});
  const size = {width: m.nodeWidth, height: m.nodeHeight};
  const area = {x: 0, y: 0, width: Math.max(0, box.width - 2 * m.cbsPadding), height: Math.max(0, box.height - origin.y - m.cbsPadding)};

  const positions = new Map<string, Point>();
  const taken: Rect[] = [];
  const index = new RectIndex((m.nodeWidth + m.nodeGap) * 2);
  const take = (r: Rect) => {
    taken.push(r);
    index.add(r);
  };
  const members = new Set(input.members);
  const newcomers: string[] = [];
  for (const id of input.members) {
    const was = previous.nodes.get(id);
    if (was && was.cbsId === cbsId) {
      const r = toLocal(was);
      positions.set(id, {x: r.x, y: r.y});
      take(r);
    } else newcomers.push(id);
  }
  for (const [id, was] of previous.nodes) if (was.cbsId === cbsId && !positions.has(id)) take(toLocal(was));
  const bundles = keptBundles(previous.bundles.get(cbsId) ?? [], members, input.edges, toLocal);
  for (const bundle of bundles) take(bundle);

  const target = (id: string): Point | undefined => {
    let x = 0;
    let y = 0;
    let count = 0;
    for (const other of input.neighbours.get(id) ?? []) {
      const local = positions.get(other) ?? (previous.nodes.has(other) ? toLocal(previous.nodes.get(other)!) : undefined);
      if (!local) continue;
      x += local.x;
      y += local.y;
      count++;
    }
    return count ? {x: x / count, y: y / count} : undefined;
  };

  const centreOn = (p: Point): Point => ({x: base.x + p.x + size.width / 2, y: base.y + p.y + size.height / 2});
  let spots = candidateSpots(taken, size, m.nodeGap, area);
  for (const id of placementOrder(newcomers, input.neighbours, positions, previous)) {
    const wish = target(id);
    const ends = input.drawn.endsOf(id);
    const choose = (): Point | undefined => {
      if (!wish) return cheapestFreeSpots(spots, size, index, m.nodeGap, area, (p) => p.y * 1e6 + p.x, 1)[0];
      const near = cheapestFreeSpots(spots, size, index, m.nodeGap, area, (p) => (p.x - wish.x) ** 2 + (p.y - wish.y) ** 2, SPOTS_WEIGHED);
      return fewestCrossings(near, (p, enough) => input.drawn.crossings(id, centreOn(p), ends, enough));
    };
    let spot = choose();
    for (let step = 0; !spot && step < MAX_GROWTH_STEPS; step++) {
      grow(area, size, input, origin);
      spots = candidateSpots(taken, size, m.nodeGap, area);
      spot = choose();
    }
    const at = spot ?? {x: area.x, y: area.y + area.height + m.nodeGap};
    positions.set(id, at);
    take({...at, ...size});
    input.drawn.place(id, centreOn(at));
    spots.push({x: at.x + size.width + m.nodeGap, y: at.y}, {x: at.x, y: at.y + size.height + m.nodeGap});
  }

  const content = boundsAround(taken, area);
  const width = Math.max(box.width, content.width + 2 * m.cbsPadding, estimateTextWidth(input.title) + 2 * m.cbsPadding);
  const height = Math.max(box.height, origin.y + content.height + m.cbsPadding);
  const routes = new Map<string, Point[]>();
  const moved = new Set(newcomers);
  for (const edge of input.edges) {
    const route = previous.routes.get(edge.id);
    if (!route || moved.has(edge.source) || moved.has(edge.target)) continue;
    routes.set(edge.id, route.map((p) => ({x: p.x - base.x, y: p.y - base.y})));
  }
  const local: LocalLayout = {cbsId, width: width - 2 * m.cbsPadding, height: height - origin.y - m.cbsPadding, positions, routes, lone: [], bundles};
  return {local, width, height};
}

/** The first of `spots` (nearest first) whose links cross the fewest drawn links. */
function fewestCrossings(spots: readonly Point[], crossings: (spot: Point, enough: number) => number): Point | undefined {
  let best: Point | undefined;
  let least = Infinity;
  for (const spot of spots) {
    const count = crossings(spot, least);
    if (count < least) {
      best = spot;
      least = count;
      if (!count) break;
    }
  }
  return best;
}

/**
 * One more column or one more row: the one that leaves the neighbours where they are, and between
 * two that both do (or both do not), the one toward the CBS's usual shape.
 */
function grow(area: Rect, size: {width: number; height: number}, input: KeptCbsInput, origin: Point): void {
  const {m} = input;
  const wider = area.width + size.width + m.nodeGap;
  const taller = area.height + size.height + m.nodeGap;
  const boxOf = (w: number, h: number): [number, number] => [w + 2 * m.cbsPadding, origin.y + h + m.cbsPadding];
  const widerFits = input.fits(...boxOf(wider, area.height));
  const tallerFits = input.fits(...boxOf(area.width, taller));
  const towardShape = area.width / Math.max(area.height, 1) < CBS_ASPECT_RATIO;
  if (widerFits !== tallerFits ? widerFits : towardShape) area.width = wider;
  else area.height = taller;
}

/** The right and bottom edges of what is drawn, from the content's corner: at least the area's. */
function boundsAround(rects: readonly Rect[], area: Rect): {width: number; height: number} {
  let right = area.x + area.width;
  let bottom = area.y + area.height;
  for (const r of rects) {
    right = Math.max(right, r.x + r.width);
    bottom = Math.max(bottom, r.y + r.height);
  }
  return {width: right, height: bottom};
}

/** The new assets, those linked to the most assets already placed first, so a new cluster grows from its anchor outward. */
function placementOrder(
  newcomers: readonly string[],
  neighbours: ReadonlyMap<string, readonly string[]>,
  positions: ReadonlyMap<string, Point>,
  previous: PreviousLayout,
): string[] {
  if (newcomers.length > ORDER_BY_NEIGHBOURS_UP_TO) return [...newcomers];
  const placed = new Set<string>([...positions.keys(), ...previous.nodes.keys()]);
  const left = [...newcomers];
  const order: string[] = [];
  while (left.length) {
    let best = 0;
    let bestCount = -1;
    left.forEach((id, i) => {
      const count = (neighbours.get(id) ?? []).reduce((sum, other) => sum + (placed.has(other) ? 1 : 0), 0);
      if (count > bestCount) {
        best = i;
        bestCount = count;
      }
    });
    const [id] = left.splice(best, 1);
    order.push(id);
    placed.add(id);
  }
  return order;
}

/** The previous dense groups of this CBS whose assets are all still in it, with their links counted again. */
function keptBundles(bundles: readonly LayoutBundle[], members: ReadonlySet<string>, edges: readonly Edge[], toLocal: (r: Rect) => Rect): LayoutBundle[] {
  const kept: LayoutBundle[] = [];
  for (const bundle of bundles) {
    if (!bundle.nodeIds.every((id) => members.has(id))) continue;
    const inside = new Set(bundle.nodeIds);
    const linkCount = edges.filter((e) => inside.has(e.source) && inside.has(e.target)).length;
    kept.push({...bundle, ...toLocal(bundle), linkCount});
  }
  return kept;
}
