// Boxes inside one container (the CBS boxes of a zone, the zones of the canvas), over a previous
// drawing: the boxes that were there stay where they were, pushed aside only as far as a grown
// neighbour needs (push-apart.ts); the new ones go into the free spot that keeps the container
// nearest its usual shape, right of or below the others, never above or left of the content.

import type {Point, Rect} from '../geometry/types';
import {candidateSpots, cheapestFreeSpots} from './free-spot';
import {pushApart, type MovableBox} from './push-apart';
import {RectIndex} from './rect-index';

/** A pixel past the limit costs more than any shape: moving a neighbour aside is the last resort. */
const OVERFLOW_WEIGHT = 1e6;

export interface BoxRequest {
  id: string;
  width: number;
  height: number;
  /** Where it was in the container, before it grew; none for a new box. */
  was?: Rect;
}

/**
 * Where every box goes, in the container's frame. `start`: where the content begins (below the
 * title); `room`: the right and bottom edges the container's content already had, within which a
 * new box costs nothing more; `limit`: how far right and down it can grow before its own
 * neighbours would have to move aside, which a new box avoids above all.
 */
export function arrangeKeptBoxes(
  requests: readonly BoxRequest[],
  gap: number,
  start: Point,
  room: Point,
  aspectRatio: number,
  limit: Point = {x: Infinity, y: Infinity},
): Map<string, Rect> {
  const kept: MovableBox[] = [];
  for (const r of requests) if (r.was) kept.push({id: r.id, x: r.was.x, y: r.was.y, width: r.width, height: r.height, was: r.was});
  pushApart(kept, gap);

  const placed = new Map<string, Rect>();
  const taken: Rect[] = [];
  let largest = 0;
  for (const box of kept) {
    placed.set(box.id, {x: box.x, y: box.y, width: box.width, height: box.height});
    taken.push(box);
    largest = Math.max(largest, box.width, box.height);
  }
  const fresh = requests.filter((r) => !r.was).sort((a, b) => b.width * b.height - a.width * a.height);
  for (const r of fresh) largest = Math.max(largest, r.width, r.height);
  const index = new RectIndex(Math.max(largest, 1) + gap);
  for (const r of taken) index.add(r);
  const beyond: Rect = {x: start.x, y: start.y, width: Infinity, height: Infinity};

  let right = Math.max(start.x, room.x, ...taken.map((r) => r.x + r.width));
  let bottom = Math.max(start.y, room.y, ...taken.map((r) => r.y + r.height));
  for (const r of fresh) {
    const size = {width: r.width, height: r.height};
    // The longer side after the box is in, measured against the container's usual shape.
    const overflow = (p: Point) => Math.max(0, p.x + size.width - limit.x) + Math.max(0, p.y + size.height - limit.y);
    const shape = (p: Point) => Math.max(Math.max(right, p.x + size.width) - start.x, (Math.max(bottom, p.y + size.height) - start.y) * aspectRatio);
    const cost = (p: Point) => overflow(p) * OVERFLOW_WEIGHT + shape(p) + (p.x + p.y) * 1e-6;
    const spots = candidateSpots(taken, size, gap, {...start, width: 0, height: 0});
    const at = cheapestFreeSpots(spots, size, index, gap, beyond, cost, 1)[0] ?? {x: right + gap, y: start.y};
    const rect = {...at, ...size};
    placed.set(r.id, rect);
    taken.push(rect);
    index.add(rect);
    right = Math.max(right, rect.x + rect.width);
    bottom = Math.max(bottom, rect.y + rect.height);
  }
  return placed;
}
