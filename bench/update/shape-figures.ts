// How well a layout over a previous one kept its shape, and whether it is still a sound drawing.
// Plain functions of two TopologyLayouts, shared by `npm run bench:update` and the unit tests.

import type {Rect, TopologyLayout} from 'palito/engine';

export interface KeptShape {
  /** Unchanged assets measured (present in both layouts). */
  assets: number;
  /** Share of them within `tolerance` px of where they were on the canvas. */
  withinOnCanvas: number;
  /** The same, measured from their CBS box's corner. */
  withinInBox: number;
  medianMove: number;
  /** Share of pairs of them whose left-right and above-below order is unchanged (level stays level). */
  orderKept: number;
  /** Share of pairs of them where one that was left of (or above) the other is now right of (or below) it. */
  orderReversed: number;
}

export interface Soundness {
  assetsOverlapping: number;
  assetsOutsideBox: number;
  boxesOverlapping: number;
  zonesOverlapping: number;
}

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Pairs whose order along x and along y is the same in both, and pairs where one flipped: exact, all pairs (5,000 assets: 12.5 million). */
function order(before: ReadonlyArray<{x: number; y: number}>, after: ReadonlyArray<{x: number; y: number}>): {kept: number; reversed: number} {
  let kept = 0;
  let reversed = 0;
  let pairs = 0;
  for (let i = 0; i < before.length; i++) {
    for (let j = i + 1; j < before.length; j++) {
      pairs++;
      const bx = Math.sign(before[i].x - before[j].x);
      const by = Math.sign(before[i].y - before[j].y);
      const ax = Math.sign(after[i].x - after[j].x);
      const ay = Math.sign(after[i].y - after[j].y);
      if (bx === ax && by === ay) kept++;
      else if (bx * ax < 0 || by * ay < 0) reversed++;
    }
  }
  return pairs ? {kept: kept / pairs, reversed: reversed / pairs} : {kept: 1, reversed: 0};
}

export function keptShape(previous: TopologyLayout, next: TopologyLayout, unchanged: Iterable<string>, tolerance = 8): KeptShape {
  const was = new Map(previous.nodes.map((n) => [n.id, n]));
  const now = new Map(next.nodes.map((n) => [n.id, n]));
  const boxWas = new Map(previous.groups.map((g) => [g.id, g]));
  const boxNow = new Map(next.groups.map((g) => [g.id, g]));
  const moves: number[] = [];
  let inBox = 0;
  const before: Array<{x: number; y: number}> = [];
  const after: Array<{x: number; y: number}> = [];
  for (const id of unchanged) {
    const a = was.get(id);
    const b = now.get(id);
    if (!a || !b) continue;
    moves.push(Math.hypot(b.x - a.x, b.y - a.y));
    const pa = boxWas.get(a.parentId)!;
    const pb = boxNow.get(b.parentId)!;
    if (Math.hypot(b.x - pb.x - (a.x - pa.x), b.y - pb.y - (a.y - pa.y)) <= tolerance) inBox++;
    before.push(a);
    after.push(b);
  }
  const n = moves.length;
  const pairs = order(before, after);
  return {
    assets: n,
    withinOnCanvas: n ? moves.filter((d) => d <= tolerance).length / n : 1,
    withinInBox: n ? inBox / n : 1,
    medianMove: median(moves),
    orderKept: pairs.kept,
    orderReversed: pairs.reversed,
  };
}

/** Pairs of rects that share area (touching is not overlapping), by a sweep over x. */
export function overlappingPairs(rects: readonly Rect[], tolerance = 0.5): number {
  const sorted = [...rects].sort((a, b) => a.x - b.x);
  let count = 0;
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i];
    for (let j = i + 1; j < sorted.length && sorted[j].x < a.x + a.width - tolerance; j++) {
      const b = sorted[j];
      if (a.y < b.y + b.height - tolerance && b.y < a.y + a.height - tolerance && b.x + b.width - tolerance > a.x) count++;
    }
  }
  return count;
}

const inside = (outer: Rect, inner: Rect, tolerance = 0.5) =>
  inner.x >= outer.x - tolerance && inner.y >= outer.y - tolerance && inner.x + inner.width <= outer.x + outer.width + tolerance && inner.y + inner.height <= outer.y + outer.height + tolerance;

export function soundness(layout: TopologyLayout): Soundness {
  const boxes = new Map(layout.groups.map((g) => [g.id, g]));
  const cbs = layout.groups.filter((g) => g.kind === 'cbs');
  return {
    assetsOverlapping: overlappingPairs(layout.nodes),
    assetsOutsideBox: layout.nodes.filter((n) => !boxes.has(n.parentId) || !inside(boxes.get(n.parentId)!, n)).length,
    boxesOverlapping: overlappingPairs(cbs) + cbs.filter((c) => !c.parentId || !boxes.has(c.parentId) || !inside(boxes.get(c.parentId)!, c)).length,
    zonesOverlapping: overlappingPairs(layout.groups.filter((g) => g.kind === 'zone')),
  };
}
