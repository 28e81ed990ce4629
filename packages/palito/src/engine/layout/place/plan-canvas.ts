// Places the zone boxes on the canvas: zones with many connections between them side by side,
// measured between the actual assets that connect them, not just zone centres.

import type {Edge} from '../../model/types';
import {arrangeBoxes, type BoxLink} from '../arrange/order-boxes';
import type {WorkMeter} from '../arrange/work-meter';
import type {LayoutMetrics} from '../geometry/options';
import type {Point} from '../geometry/types';
import type {ZonePlan} from './plan-zone';

export interface CanvasPlan {
  /** Top-left corner of each zone box. */
  zones: Map<string, Point>;
  width: number;
  height: number;
}

export function planCanvas(
  plans: readonly ZonePlan[],
  interZone: readonly Edge[],
  zoneOf: (nodeId: string) => string,
  offsetInZone: (nodeId: string) => Point,
  m: LayoutMetrics,
  meter?: WorkMeter,
): CanvasPlan {
  const slot = new Map(plans.map((plan, i) => [plan.zoneId, i]));
  const links: BoxLink[] = [];
  for (const edge of interZone) {
    const a = slot.get(zoneOf(edge.source));
    const b = slot.get(zoneOf(edge.target));
    if (a === undefined || b === undefined) continue;
    const pa = offsetInZone(edge.source);
    const pb = offsetInZone(edge.target);
    links.push({a, b, weight: 1, ax: pa.x, ay: pa.y, bx: pb.x, by: pb.y});
  }
  const arrangement = arrangeBoxes(plans, links, [], {gap: m.zoneGap, aspectRatio: m.aspectRatio, meter});
  const zones = new Map<string, Point>();
  plans.forEach((plan, i) => zones.set(plan.zoneId, arrangement.positions[i]));
  return {zones, width: arrangement.width, height: arrangement.height};
}
