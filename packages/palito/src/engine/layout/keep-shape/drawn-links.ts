// The links drawn so far while new assets are placed over the previous drawing, as straight
// segments between asset centres on the canvas (as quality.ts counts crossings), so that a new
// asset can take, among the free spots near its neighbours, the one whose links cross the fewest
// of them: a spot beside its neighbours that cuts through a fan of old links adds crossings a
// fresh layout avoids. Built once per layout, from the assets that stay in their box; each new
// asset joins it when it has its spot.

import type {Point} from '../geometry/types';
import {segmentsCross, type Segment} from '../quality';
import {listAt} from '../../util/list-at';

export interface LinkEnd {
  id: string;
  centre: Point;
}

/** The grid's cell, on the canvas: about an asset and its gap across. */
const CELL = 256;

/**
 * The cells of a uniform grid that a segment passes through, in order (Amanatides and Woo's
 * traversal): a segment is filed under these, so a query looks only at segments that pass the
 * cells its own passes, not at every link of the drawing.
 */
function cellsAlong(s: Segment): number[] {
  let i = Math.floor(s.x1 / CELL);
  let j = Math.floor(s.y1 / CELL);
  const steps = Math.abs(Math.floor(s.x2 / CELL) - i) + Math.abs(Math.floor(s.y2 / CELL) - j);
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  const stepI = Math.sign(dx);
  const stepJ = Math.sign(dy);
  const deltaX = stepI ? CELL / Math.abs(dx) : Infinity;
  const deltaY = stepJ ? CELL / Math.abs(dy) : Infinity;
  let nextX = stepI > 0 ? ((i + 1) * CELL - s.x1) / dx : stepI < 0 ? (i * CELL - s.x1) / dx : Infinity;
  let nextY = stepJ > 0 ? ((j + 1) * CELL - s.y1) / dy : stepJ < 0 ? (j * CELL - s.y1) / dy : Infinity;
  const cells = [key(i, j)];
  for (let n = 0; n < steps; n++) {
    if (nextX < nextY) {
      i += stepI;
      nextX += deltaX;
    } else {
      j += stepJ;
      nextY += deltaY;
    }
    cells.push(key(i, j));
  }
  return cells;
}

/** A cell's number: the grid spans 2^20 cells each way around the origin, far past any canvas. */
const key = (i: number, j: number) => (i + 2 ** 19) * 2 ** 20 + (j + 2 ** 19);

/** A segment as filed: `query` is the last query that looked at it (a segment lies in many cells). */
interface Filed {
  s: Segment;
  query: number;
}

export class DrawnLinks {
  private readonly byCell = new Map<number, Filed[]>();
  private queries = 0;
  private readonly centres = new Map<string, Point>();

  /** `neighbours` holds each link in both directions; `centreOf` knows the assets already drawn. */
  constructor(
    private readonly neighbours: ReadonlyMap<string, readonly string[]>,
    centreOf: (id: string) => Point | undefined,
  ) {
    for (const id of neighbours.keys()) {
      const centre = centreOf(id);
      if (centre) this.centres.set(id, centre);
    }
    for (const [a, others] of neighbours) {
      const p = this.centres.get(a);
      if (p) for (const b of others) if (b > a && this.centres.has(b)) this.file(segment(a, p, {id: b, centre: this.centres.get(b)!}));
    }
  }

  /** The drawn assets `id` links to. */
  endsOf(id: string): LinkEnd[] {
    return (this.neighbours.get(id) ?? []).flatMap((other) => {
      const centre = this.centres.get(other);
      return centre ? [{id: other, centre}] : [];
    });
  }

  /** Asset `id` is drawn at `centre`, with its links to the assets already drawn. */
  place(id: string, centre: Point): void {
    for (const end of this.endsOf(id)) this.file(segment(id, centre, end));
    this.centres.set(id, centre);
  }

  /**
   * How many drawn links the links from `id` at `centre` to `ends` would cross; past `enough`, the
   * count stops (the caller has a spot that good already).
   */
  crossings(id: string, centre: Point, ends: readonly LinkEnd[], enough = Infinity): number {
    let count = 0;
    for (const end of ends) {
      const s = segment(id, centre, end);
      const query = ++this.queries;
      for (const cell of cellsAlong(s)) {
        for (const filed of this.byCell.get(cell) ?? []) {
          if (filed.query === query) continue;
          filed.query = query;
          const t = filed.s;
          if (t.a === s.a || t.a === s.b || t.b === s.a || t.b === s.b) continue;
          if (segmentsCross(s, t) && ++count > enough) return count;
        }
      }
    }
    return count;
  }

  private file(s: Segment): void {
    const filed = {s, query: 0};
    for (const cell of cellsAlong(s)) {
      listAt(this.byCell, cell).push(filed);
    }
  }
}

const segment = (id: string, centre: Point, end: LinkEnd): Segment => ({x1: centre.x, y1: centre.y, x2: end.centre.x, y2: end.centre.y, a: id, b: end.id});
