// Zone View needs to know on which side of the shown zone each other zone lies, without laying
// the other zones out: their sizes are guessed from their asset counts and the zones are placed
// the way All View places them, so both views agree on "Management is to the right".

import type {Project} from '../../model/types';
import {arrangeBoxes, type BoxLink} from '../arrange/order-boxes';
import type {WorkMeter} from '../arrange/work-meter';
import type {LayoutMetrics} from '../geometry/options';
import type {Point} from '../geometry/types';
import type {EdgeIndex} from './edge-index';

/** Assets take about this much more room than their own boxes once gaps and titles are counted. */
const ROOM_PER_ASSET = 1.6;

function guessSize(assets: number, m: LayoutMetrics) {
  const area = assets * (m.nodeWidth + m.nodeGap) * (m.nodeHeight + m.layerGap) * ROOM_PER_ASSET;
  const width = Math.sqrt(area * m.aspectRatio);
  return {width, height: area / width};
}

/** Unit vectors from `zoneId` toward each other zone. */
export function zoneDirections(project: Project, zoneId: string, index: EdgeIndex, m: LayoutMetrics, meter?: WorkMeter): Map<string, Point> {
  // Counted once, not per zone: a file may hold 50,000 zones.
  const assetsOf = new Map<string, number>();
  for (const node of project.nodes) assetsOf.set(node.zoneId, (assetsOf.get(node.zoneId) ?? 0) + 1);
  const boxes = project.zones.map((zone) => guessSize(assetsOf.get(zone.id) ?? 0, m));
  const slot = new Map(project.zones.map((zone, i) => [zone.id, i]));
  const links: BoxLink[] = index.interZone.map((edge) => ({
    a: slot.get(index.nodeById.get(edge.source)!.zoneId)!,
    b: slot.get(index.nodeById.get(edge.target)!.zoneId)!,
    weight: 1,
  }));
  const {positions} = arrangeBoxes(boxes, links, [], {gap: m.zoneGap, aspectRatio: m.aspectRatio, meter});
  const centre = (i: number) => ({x: positions[i].x + boxes[i].width / 2, y: positions[i].y + boxes[i].height / 2});
  const home = centre(slot.get(zoneId)!);
  const directions = new Map<string, Point>();
  project.zones.forEach((zone, i) => {
    if (zone.id === zoneId) return;
    const c = centre(i);
    const length = Math.hypot(c.x - home.x, c.y - home.y);
    directions.set(zone.id, length > 0 ? {x: (c.x - home.x) / length, y: (c.y - home.y) / length} : {x: 1, y: 0});
  });
  return directions;
}
