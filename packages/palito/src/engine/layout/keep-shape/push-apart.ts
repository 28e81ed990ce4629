// Boxes that grew (a CBS given room for new assets, a zone given room for a bigger CBS) may now
// cover their neighbours. Each overlap is undone by moving the box that was right of (or below)
// the other further right (or down), just as far as it must; then any box a moved box has
// overtaken (it was right of it, and is not now) moves on by as much, so that which box is left
// of or above which stays as it was. Positions only ever grow, so it ends.

import type {Rect} from '../geometry/types';

export interface MovableBox extends Rect {
  id: string;
  /** Where the box was before it grew or was placed: decides which side each neighbour is on. */
  was: Rect;
}

const overlapping = (a: Rect, b: Rect, gap: number) =>
  a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;

/** Moves `second` clear of `first`, on the side it was: false when they overlapped already before (the user's doing). */
function separate(first: MovableBox, second: MovableBox, gap: number): boolean {
  const wasLeft = first.was.x + first.was.width <= second.was.x;
  const wasAbove = first.was.y + first.was.height <= second.was.y;
  const toRight = first.x + first.width + gap - second.x;
  const toBottom = first.y + first.height + gap - second.y;
  if (wasLeft && (!wasAbove || toRight <= toBottom)) second.x += toRight;
  else if (wasAbove) second.y += toBottom;
  else return false;
  return true;
}

/** Rounds through the boxes at most; each round settles at least the first box still overlapping. */
const MAX_ROUNDS_PER_BOX = 4;

/** Moves every box that a box before it (along `axis`, where they were) has caught up with, keeping their old distance. */
function keepOrder(boxes: readonly MovableBox[], axis: 'x' | 'y'): boolean {
  const sorted = [...boxes].sort((a, b) => a.was[axis] - b.was[axis]);
  let moved = false;
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      const [a, b] = [sorted[i], sorted[j]];
      if (a.was[axis] < b.was[axis] && b[axis] <= a[axis]) {
        b[axis] = a[axis] + (b.was[axis] - a.was[axis]);
        moved = true;
      }
    }
  }
  return moved;
}

export function pushApart(boxes: MovableBox[], gap: number): void {
  const rounds = boxes.length * MAX_ROUNDS_PER_BOX;
  for (let round = 0; round < rounds; round++) {
    let moved = keepOrder(boxes, 'x');
    moved = keepOrder(boxes, 'y') || moved;
    const order = [...boxes].sort((a, b) => a.x + a.y - (b.x + b.y));
    for (let i = 0; i < order.length; i++) {
      for (let j = 0; j < order.length; j++) {
        if (i === j) continue;
        const [a, b] = [order[i], order[j]];
        if (!overlapping(a, b, gap)) continue;
        // The one that was left of or above the other stays; the other moves.
        if (separate(a, b, gap)) moved = true;
      }
    }
    if (!moved) return;
  }
}
