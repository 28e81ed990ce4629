// Where a new box can go among boxes that stay: the candidates are the spots a packer would try
// (the area's corner, beside and below each box, a grid over the area), the best are the free ones
// of least cost. The callers choose the cost (near the new asset's neighbours, or what grows the
// container least) and how many spots they weigh.

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
 * The `count` spots of least `cost` where a box of `size` lies clear of every box in `taken` by
 * `gap`, and inside `area` when one is given, cheapest first; none when every spot is taken.
 */
export function cheapestFreeSpots(
  spots: readonly Point[],
  size: Size,
  taken: RectIndex,
  gap: number,
  area: Rect | undefined,
  cost: (spot: Point) => number,
  count: number,
): Point[] {
  // Kept sorted, at most `count` long: a spot dearer than the last of a full list is not tested.
  const best: {spot: Point; cost: number}[] = [];
  for (const spot of spots) {
    const c = cost(spot);
    if (best.length === count && c >= best[count - 1].cost) continue;
    if (area && !inside(spot, size, area)) continue;
    if (best.some((b) => b.spot.x === spot.x && b.spot.y === spot.y)) continue;
    if (taken.blocked({...spot, ...size}, gap)) continue;
    let i = best.length;
    while (i > 0 && best[i - 1].cost > c) i--;
    best.splice(i, 0, {spot, cost: c});
    if (best.length > count) best.pop();
  }
  return best.map((b) => b.spot);
}
