// Assets with no edge inside their CBS sit in interchangeable slots of the CBS's grid. Once every
// box is placed, they swap slots so that each is nearer to the assets it connects to elsewhere:
// their lines then cross less of the CBS, and less of everything else.

import type {Edge} from '../../model/types';
import {WorkMeter} from '../arrange/work-meter';
import type {LayoutMetrics} from '../geometry/options';
import type {Point} from '../geometry/types';
import type {EdgeIndex} from './edge-index';
import {nodeCentre, slotCentre, type CbsFrame} from './frames';

const MAX_PASSES = 4;
/** What one distance (Math.hypot) costs on the work meter, whose unit is a link measured by order-boxes.ts: it takes about this many times as long. */
const DISTANCE_COST = 8;

export function settleLoneAssets(
  frames: ReadonlyMap<string, CbsFrame>,
  index: EdgeIndex,
  /** Where an edge goes when its other end is not in any frame (a stub in Zone View). */
  outsidePoint: (edge: Edge, insideNodeId: string) => Point | undefined,
  m: LayoutMetrics,
  /** Pays for the swaps tried (each costs its two assets' targets, twice); the search stops when it runs out. */
  meter = new WorkMeter(),
): void {
  const far = (edge: Edge, nodeId: string): Point | undefined => {
    const otherId = edge.source === nodeId ? edge.target : edge.source;
    const otherFrame = frames.get(index.nodeById.get(otherId)?.cbsId ?? '');
    return otherFrame ? nodeCentre(otherFrame, otherId, m) : outsidePoint(edge, nodeId);
  };
  for (const frame of frames.values()) {
    const lone = frame.local.lone;
    if (lone.length < 2) continue;
    const targets = lone.map((id) => (index.byNode.get(id) ?? []).map((e) => far(e, id)).filter((p): p is Point => !!p));
    if (targets.every((t) => t.length === 0)) continue;
    const slots = lone.map((id) => frame.local.positions.get(id)!);
    const centres = slots.map((slot) => slotCentre(frame, slot, m));
    const cost = (who: number, slot: number) =>
      targets[who].reduce((sum, t) => sum + Math.hypot(t.x - centres[slot].x, t.y - centres[slot].y), 0);
    const seat = lone.map((_, i) => i);
    search: for (let pass = 0; pass < MAX_PASSES; pass++) {
      let improved = false;
      for (let i = 0; i < seat.length; i++) {
        for (let j = i + 1; j < seat.length; j++) {
          if (!meter.spend(DISTANCE_COST * 2 * (targets[i].length + targets[j].length) + 1)) break search;
          const before = cost(i, seat[i]) + cost(j, seat[j]);
          const after = cost(i, seat[j]) + cost(j, seat[i]);
          if (after < before - 1e-6) {
            [seat[i], seat[j]] = [seat[j], seat[i]];
            improved = true;
          }
        }
      }
      if (!improved) break;
    }
    lone.forEach((id, i) => frame.local.positions.set(id, slots[seat[i]]));
  }
}
