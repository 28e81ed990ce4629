// Zone View: one small stub per other zone, straddling the shown zone's border on the side that
// faces that zone, as near as possible to the assets that connect to it, never overlapping.

import type {LayoutMetrics} from '../geometry/options';
import type {LayoutStub, Point, Rect, Side} from '../geometry/types';

export const STUB_ID_PREFIX = 'stub:';
const SIDES: readonly Side[] = ['right', 'bottom', 'left', 'top'];

export interface StubRequest {
  /** The other zone. */
  zoneId: string;
  /** Direction from the shown zone toward the other zone. */
  direction: Point;
  /** Centres of the shown zone's assets connected to the other zone. */
  endpoints: Point[];
}

export function stubIdOf(zoneId: string): string {
  return STUB_ID_PREFIX + zoneId;
}

export function sideFacing(direction: Point): Side {
  if (Math.abs(direction.x) >= Math.abs(direction.y)) return direction.x >= 0 ? 'right' : 'left';
  return direction.y >= 0 ? 'bottom' : 'top';
}

function isHorizontal(side: Side): boolean {
  return side === 'top' || side === 'bottom';
}

/** The range of stub-centre coordinates along a side, keeping clear of the corners. */
function sideRange(zone: Rect, side: Side, m: LayoutMetrics): [number, number] {
  const margin = m.stubSize;
  return isHorizontal(side)
    ? [zone.x + margin, zone.x + zone.width - margin]
    : [zone.y + margin, zone.y + zone.height - margin];
}

function capacity(zone: Rect, side: Side, step: number, m: LayoutMetrics): number {
  const [lo, hi] = sideRange(zone, side, m);
  return hi < lo ? 0 : Math.floor((hi - lo) / step) + 1;
}

/** Centres along one side: as near to the wished positions as the spacing and the side allow. */
function spread(wished: number[], lo: number, hi: number, step: number): number[] {
  const p = wished.map((w) => Math.min(Math.max(w, lo), hi));
  for (let i = 1; i < p.length; i++) p[i] = Math.max(p[i], p[i - 1] + step);
  if (p.length) p[p.length - 1] = Math.min(p[p.length - 1], hi);
  for (let i = p.length - 2; i >= 0; i--) p[i] = Math.min(p[i], p[i + 1] - step);
  return p;
}

/**
 * Places the stubs; returns them with the zone rectangle, which grows wider only if the four
 * sides together cannot hold every stub (a one-asset zone connected to many zones).
 */
export function placeStubs(zoneRect: Rect, requests: readonly StubRequest[], parentId: string, m: LayoutMetrics) {
  const step = m.stubSize + m.nodeGap / 2;
  const zone = {...zoneRect};
  while (SIDES.reduce((sum, side) => sum + capacity(zone, side, step, m), 0) < requests.length) {
    zone.width += step;
  }

  const bySide = new Map<Side, Array<{request: StubRequest; wished: number}>>(SIDES.map((s) => [s, []]));
  const wishedOn = (request: StubRequest, side: Side) => {
    const values = request.endpoints.map((p) => (isHorizontal(side) ? p.x : p.y));
    return values.length ? values.reduce((a, b) => a + b, 0) / values.length : sideRange(zone, side, m)[0];
  };
  for (const request of requests) {
    let side = sideFacing(request.direction);
    // A full side passes its stub to the side with the most room left.
    if (bySide.get(side)!.length >= capacity(zone, side, step, m)) {
      side = [...SIDES].sort(
        (a, b) => capacity(zone, b, step, m) - bySide.get(b)!.length - (capacity(zone, a, step, m) - bySide.get(a)!.length),
      )[0];
    }
    bySide.get(side)!.push({request, wished: wishedOn(request, side)});
  }

  const stubs: LayoutStub[] = [];
  const half = m.stubSize / 2;
  for (const side of SIDES) {
    const list = bySide.get(side)!.sort((a, b) => a.wished - b.wished || (a.request.zoneId < b.request.zoneId ? -1 : 1));
    const [lo, hi] = sideRange(zone, side, m);
    const centres = spread(list.map((s) => s.wished), lo, hi, step);
    list.forEach(({request}, i) => {
      const c = centres[i];
      const x = side === 'left' ? zone.x - half : side === 'right' ? zone.x + zone.width - half : c - half;
      const y = side === 'top' ? zone.y - half : side === 'bottom' ? zone.y + zone.height - half : c - half;
      stubs.push({id: stubIdOf(request.zoneId), zoneId: request.zoneId, parentId, side, x, y, width: m.stubSize, height: m.stubSize});
    });
  }
  return {stubs, zone};
}
