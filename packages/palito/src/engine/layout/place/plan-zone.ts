// Places the CBS boxes of one zone: connected CBS groups side by side, and groups with
// connections leaving the zone toward the side where those connections go.

import type {Edge, Zone} from '../../model/types';
import {arrangeBoxes, type BoxAnchor, type BoxLink} from '../arrange/order-boxes';
import type {WorkMeter} from '../arrange/work-meter';
import type {LocalLayout} from './compose-cbs';
import type {LayoutMetrics} from '../geometry/options';
import type {Point} from '../geometry/types';
import type {EdgeIndex} from './edge-index';
import {cbsBoxSize, nodeOffsetInBox, zoneBoxSize, zoneContentOrigin} from './frames';

/** A connection from an asset of this zone to a point outside it, in the zone box's frame. */
export interface ExternalAnchor {
  nodeId: string;
  x: number;
  y: number;
  weight: number;
}

export interface ZonePlan {
  zoneId: string;
  width: number;
  height: number;
  /** Top-left corner and size of each CBS box, relative to the zone box's top-left corner. */
  cbs: Map<string, {x: number; y: number; width: number; height: number}>;
}

export function planZone(
  zone: Zone,
  cbsNames: ReadonlyMap<string, string>,
  locals: ReadonlyMap<string, LocalLayout>,
  index: EdgeIndex,
  anchors: readonly ExternalAnchor[],
  m: LayoutMetrics,
  meter?: WorkMeter,
): ZonePlan {
  const boxes = zone.cbsIds.map((id) => cbsBoxSize(locals.get(id)!, cbsNames.get(id) ?? '', m));
  const slot = new Map(zone.cbsIds.map((id, i) => [id, i]));
  const origin = zoneContentOrigin(m);
  const offsetOf = (nodeId: string) => {
    const cbsId = index.nodeById.get(nodeId)!.cbsId;
    const i = slot.get(cbsId)!;
    return nodeOffsetInBox(locals.get(cbsId)!, boxes[i].width, nodeId, m);
  };

  const links: BoxLink[] = [];
  for (const edge of index.interCbsByZone.get(zone.id) ?? ([] as Edge[])) {
    const a = slot.get(index.nodeById.get(edge.source)!.cbsId)!;
    const b = slot.get(index.nodeById.get(edge.target)!.cbsId)!;
    const pa = offsetOf(edge.source);
    const pb = offsetOf(edge.target);
    links.push({a, b, weight: 1, ax: pa.x, ay: pa.y, bx: pb.x, by: pb.y});
  }
  const boxAnchors: BoxAnchor[] = anchors.map((anchor) => {
    const o = offsetOf(anchor.nodeId);
    // Anchors come in the zone box's frame; the packing's frame starts at the content origin.
    return {
      box: slot.get(index.nodeById.get(anchor.nodeId)!.cbsId)!,
      x: anchor.x - origin.x,
      y: anchor.y - origin.y,
      weight: anchor.weight,
      ox: o.x,
      oy: o.y,
    };
  });

  const arrangement = arrangeBoxes(boxes, links, boxAnchors, {gap: m.cbsGap, aspectRatio: m.aspectRatio, meter});
  const size = zoneBoxSize(arrangement.width, arrangement.height, zone.name, m);
  const cbs = new Map<string, {x: number; y: number; width: number; height: number}>();
  zone.cbsIds.forEach((id, i) => {
    const p: Point = arrangement.positions[i];
    cbs.set(id, {x: origin.x + p.x, y: origin.y + p.y, width: boxes[i].width, height: boxes[i].height});
  });
  return {zoneId: zone.id, width: size.width, height: size.height, cbs};
}

/** Centre of an asset measured from its zone box's top-left corner, under a given plan. */
export function nodeOffsetInZone(
  plan: ZonePlan,
  nodeId: string,
  index: EdgeIndex,
  locals: ReadonlyMap<string, LocalLayout>,
  m: LayoutMetrics,
): Point {
  const cbsId = index.nodeById.get(nodeId)!.cbsId;
  const box = plan.cbs.get(cbsId)!;
  const inBox = nodeOffsetInBox(locals.get(cbsId)!, box.width, nodeId, m);
  return {x: box.x + inBox.x, y: box.y + inBox.y};
}
