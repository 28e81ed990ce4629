// Two figures for judging a drawing: edge crossings and drawing area. Crossings are counted on
// straight segments between the centres of connected assets (whatever the renderer draws), and
// two segments that share an asset never count: they meet, they do not cross. Links a bundle
// stands for (TopologyLayout.bundles) are drawn as one shape, not as lines, so they count for
// nothing: a 200-switch mesh in its grid would otherwise add tens of millions of crossings of lines
// nobody draws, and be slow to count. The bundle's box lies inside
// its CBS box, so the area is unchanged.

import type {Rect, TopologyLayout} from './geometry/types';

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** The two ends' ids, to skip pairs that share one. */
  a: string;
  b: string;
}

function orientation(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const cross = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return cross > 1e-9 ? 1 : cross < -1e-9 ? -1 : 0;
}

/** Proper crossing: each segment's ends lie strictly on both sides of the other. */
export function segmentsCross(s: Segment, t: Segment): boolean {
  const o1 = orientation(s.x1, s.y1, s.x2, s.y2, t.x1, t.y1);
  const o2 = orientation(s.x1, s.y1, s.x2, s.y2, t.x2, t.y2);
  if (o1 === 0 || o2 === 0 || o1 === o2) return false;
  const o3 = orientation(t.x1, t.y1, t.x2, t.y2, s.x1, s.y1);
  const o4 = orientation(t.x1, t.y1, t.x2, t.y2, s.x2, s.y2);
  return o3 !== 0 && o4 !== 0 && o3 !== o4;
}

/**
 * Sweep over x: segments sorted by their left end; each is only tested against those whose
 * x-range overlaps it, and only when their y-ranges overlap too.
 */
export function countCrossings(segments: readonly Segment[]): number {
  const items = segments.map((s) => ({
    s,
    minX: Math.min(s.x1, s.x2),
    maxX: Math.max(s.x1, s.x2),
    minY: Math.min(s.y1, s.y2),
    maxY: Math.max(s.y1, s.y2),
  }));
  items.sort((p, q) => p.minX - q.minX);
  let count = 0;
  for (let i = 0; i < items.length; i++) {
    const p = items[i];
    for (let j = i + 1; j < items.length && items[j].minX <= p.maxX; j++) {
      const q = items[j];
      if (q.minY > p.maxY || q.maxY < p.minY) continue;
      if (p.s.a === q.s.a || p.s.a === q.s.b || p.s.b === q.s.a || p.s.b === q.s.b) continue;
      if (segmentsCross(p.s, q.s)) count++;
    }
  }
  return count;
}

/** Centre-to-centre segments of every edge whose two ends are drawn (assets or stubs). */
export function layoutSegments(layout: TopologyLayout): Segment[] {
  const centres = new Map<string, {x: number; y: number}>();
  for (const box of [...layout.nodes, ...layout.stubs]) {
    centres.set(box.id, {x: box.x + box.width / 2, y: box.y + box.height / 2});
  }
  const segments: Segment[] = [];
  for (const edge of layout.edges) {
    const p = centres.get(edge.source);
    const q = centres.get(edge.target);
    if (p && q) segments.push({x1: p.x, y1: p.y, x2: q.x, y2: q.y, a: edge.source, b: edge.target});
  }
  return segments;
}

export function drawingArea(bounds: Rect): number {
  return bounds.width * bounds.height;
}

export function countLayoutCrossings(layout: TopologyLayout): number {
  return countCrossings(layoutSegments(layout));
}
