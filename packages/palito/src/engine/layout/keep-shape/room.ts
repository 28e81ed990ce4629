// How far each box of the previous drawing can grow before it reaches a neighbour: a zone up to
// the next zone on its right and below it, a CBS box as long as it stays clear of the other CBS
// boxes of its zone and within its zone's room. Growth within that room moves nothing else.

import type {LayoutMetrics} from '../geometry/options';
import type {Point, Rect} from '../geometry/types';
import type {PreviousLayout} from './read-previous';

const overlapsWithGap = (a: Rect, b: Rect, gap: number) =>
  a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;

/** The right and bottom edges each zone may grow to, on the canvas, before it reaches another zone. */
export function zoneRoom(previous: PreviousLayout, m: LayoutMetrics): Map<string, Point> {
  const room = new Map<string, Point>();
  const zones = [...previous.zones];
  for (const [id, z] of zones) {
    let right = Infinity;
    let bottom = Infinity;
    for (const [otherId, o] of zones) {
      if (otherId === id) continue;
      if (o.x >= z.x + z.width && o.y < z.y + z.height + m.zoneGap && z.y < o.y + o.height + m.zoneGap) right = Math.min(right, o.x - m.zoneGap);
      if (o.y >= z.y + z.height && o.x < z.x + z.width + m.zoneGap && z.x < o.x + o.width + m.zoneGap) bottom = Math.min(bottom, o.y - m.zoneGap);
    }
    room.set(id, {x: right, y: bottom});
  }
  return room;
}

/** Whether the previous CBS box `cbsId`, at its place, may take a size without reaching a neighbour (false for a box it no longer knows). */
export function cbsFits(previous: PreviousLayout, zones: ReadonlyMap<string, Point>, cbsId: string, m: LayoutMetrics) {
  const box = previous.cbs.get(cbsId);
  const limit = box && zones.get(box.zoneId);
  const siblings = box ? [...previous.cbs].filter(([id, other]) => id !== cbsId && other.zoneId === box.zoneId).map(([, other]) => other) : [];
  return (width: number, height: number): boolean => {
    if (!box || !limit) return false;
    const grown = {x: box.x, y: box.y, width, height};
    if (grown.x + width > limit.x - m.zonePadding || grown.y + height > limit.y - m.zonePadding) return false;
    return !siblings.some((other) => overlapsWithGap(grown, other, m.cbsGap));
  };
}
