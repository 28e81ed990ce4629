// Which boxes are already taken, for the free-spot search: a uniform grid of buckets, so a test
// looks at the few boxes near the spot, not at every box of a CBS of thousands.

import type {Rect} from '../geometry/types';
import {listAt} from '../../util/list-at';

export class RectIndex {
  private readonly buckets = new Map<string, Rect[]>();

  constructor(private readonly cell: number) {}

  add(rect: Rect): void {
    for (const key of this.keys(rect, 0)) {
      listAt(this.buckets, key).push(rect);
    }
  }

  /** Whether `rect`, grown by `gap` on every side, shares area with a box of the index. */
  blocked(rect: Rect, gap: number): boolean {
    const left = rect.x - gap;
    const top = rect.y - gap;
    const right = rect.x + rect.width + gap;
    const bottom = rect.y + rect.height + gap;
    for (const key of this.keys(rect, gap)) {
      for (const r of this.buckets.get(key) ?? []) {
        if (left < r.x + r.width && r.x < right && top < r.y + r.height && r.y < bottom) return true;
      }
    }
    return false;
  }

  private *keys(rect: Rect, gap: number): Generator<string> {
    const i0 = Math.floor((rect.x - gap) / this.cell);
    const i1 = Math.floor((rect.x + rect.width + gap) / this.cell);
    const j0 = Math.floor((rect.y - gap) / this.cell);
    const j1 = Math.floor((rect.y + rect.height + gap) / this.cell);
    for (let i = i0; i <= i1; i++) for (let j = j0; j <= j1; j++) yield `${i},${j}`;
  }
}
