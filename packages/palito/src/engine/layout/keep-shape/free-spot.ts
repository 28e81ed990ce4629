// Where a new box can go among boxes that stay: the candidates are the spots a packer would try
// (the area's corner, beside and below each box, a grid over the area), the best is the free one
// of least cost. The callers choose the cost: near the new asset's neighbours, or what grows the
// container least.

import type {Point, Rect} from '../geometry/types';
import type {RectIndex} from './rect-index';

export interface Size {
  width: number;
  height: number;
}

/** Spots worth trying for a box of `size`: `area`'s corner, right of and below each taken box, and a grid over `area`. */
export function candidateSpots(taken: Iterable<Rect>, size: Size, gap: number, area: Rect): Point[] {
  const spots: Point[] = [{x: area.x, y: area.y}];
  for (const r of taken) {
    spots.push({x: r.x + r.width + gap, y: r.y}, {x: r.x, y: r.y + r.height + gap});
  }
  const stepX = size.width + gap;
  const stepY = size.height + gap;
  for (let y = area.y; y + size.height <= area.y + area.height; y += stepY) {
    for (let x = area.x; x + size.width <= area.x + area.width; x += stepX) spots.push({x, y});
  }
  return spots;
}

/** Within a thousandth of a pixel: spots are sums of sizes and gaps. */
const EPSILON = 1e-3;

function inside(p: Point, size: Size, area: Rect): boolean {
  return p.x >= area.x - EPSILON && p.y >= area.y - EPSILON && p.x + size.width <= area.x + area.width + EPSILON && p.y + size.height <= area.y + area.height + EPSILON;
}

/**
 * The spot of least `cost` where a box of `size` lies clear of every box in `taken` by `gap`, and
 * inside `area` when one is given; none when every spot is taken.
 */
export function bestFreeSpot(
  spots: readonly Point[],
  size: Size,
  taken: RectIndex,
  gap: number,
  area: Rect | undefined,
  cost: (spot: Point) => number,
): Point | undefined {
  let best: Point | undefined;
  let bestCost = Infinity;
  for (const spot of spots) {
    if (area && !inside(spot, size, area)) continue;
    const c = cost(spot);
    if (c >= bestCost) continue;
    if (taken.blocked({...spot, ...size}, gap)) continue;
    best = spot;
    bestCost = c;
  }
  return best;
}
