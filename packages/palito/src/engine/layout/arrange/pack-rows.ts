// Places boxes in rows, in a given order: left to right until the row is full, then the next row.
// The order decides who sits next to whom; order-boxes.ts chooses it.

import type {Point} from '../geometry/types';

export interface Box {
  width: number;
  height: number;
}

export interface Packing {
  /** Top-left corner of each box, by box index; the packing starts at (0, 0). */
  positions: Point[];
  width: number;
  height: number;
}

/** A row width that makes the whole packing about `aspectRatio` wide : 1 high, never narrower than the widest box. */
export function targetRowWidth(boxes: readonly Box[], gap: number, aspectRatio: number): number {
  let area = 0;
  let widest = 0;
  for (const box of boxes) {
    area += (box.width + gap) * (box.height + gap);
    widest = Math.max(widest, box.width);
  }
  return Math.max(widest, Math.sqrt(area * aspectRatio));
}

export function packRows(boxes: readonly Box[], order: readonly number[], gap: number, rowWidth: number): Packing {
  const positions: Point[] = new Array(boxes.length);
  const size = rows(boxes, order, gap, rowWidth, (index, x, y) => (positions[index] = {x, y}));
  return {positions, ...size};
}

/** packRows() into the given arrays (box i's corner at px[i], py[i]): the same figures, no objects. */
export function packRowsInto(boxes: readonly Box[], order: readonly number[], gap: number, rowWidth: number, px: Float64Array, py: Float64Array): void {
  rows(boxes, order, gap, rowWidth, (index, x, y) => {
    px[index] = x;
    py[index] = y;
  });
}

function rows(
  boxes: readonly Box[],
  order: readonly number[],
  gap: number,
  rowWidth: number,
  place: (index: number, x: number, y: number) => void,
): {width: number; height: number} {
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  let width = 0;
  for (const index of order) {
    const box = boxes[index];
    if (x > 0 && x + box.width > rowWidth) {
      y += rowHeight + gap;
      x = 0;
      rowHeight = 0;
    }
    place(index, x, y);
    x += box.width + gap;
    width = Math.max(width, x - gap);
    rowHeight = Math.max(rowHeight, box.height);
  }
  return {width, height: order.length ? y + rowHeight : 0};
}
