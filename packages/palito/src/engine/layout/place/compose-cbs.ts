// Packs one CBS's laid-out components and its lone assets into the CBS's content area: the
// biggest component first, lone assets filling the room left beside and below.

import {packSkyline} from '../arrange/pack-skyline';
import {targetRowWidth, type Box} from '../arrange/pack-rows';
import type {ComponentLayout} from '../elk/component-graph';
import type {Node} from '../../model/types';
import type {LayoutMetrics} from '../geometry/options';
import type {LayoutBundle, Point} from '../geometry/types';

/** CBS contents aim a little wider than tall; zones and the canvas aim wider still (options.ts). */
export const CBS_ASPECT_RATIO = 1.4;

/** A CBS's assets laid out in its own frame: the content's top-left corner is (0, 0). */
export interface LocalLayout {
  cbsId: string;
  width: number;
  height: number;
  positions: Map<string, Point>;
  routes: Map<string, Point[]>;
  /** Assets with no edge inside the CBS: their slots are interchangeable (see settle-lone.ts). */
  lone: string[];
  /** Dense groups drawn as one shape each (elk/mesh-blocks.ts), in this frame. */
  bundles: LayoutBundle[];
}

export function composeCbs(cbsId: string, components: readonly ComponentLayout[], lone: readonly Node[], m: LayoutMetrics): LocalLayout {
  const nodeBox = {width: m.nodeWidth, height: m.nodeHeight};
  const sorted = [...components].sort((a, b) => b.positions.size - a.positions.size);
  const boxes: Box[] = [...sorted, ...lone.map(() => nodeBox)];
  const order = boxes.map((_, i) => i);
  const width = targetRowWidth(boxes, m.nodeGap, CBS_ASPECT_RATIO);
  const packing = packSkyline(boxes, order, m.nodeGap, width);

  const positions = new Map<string, Point>();
  const routes = new Map<string, Point[]>();
  const bundles: LayoutBundle[] = [];
  sorted.forEach((component, i) => {
    const at = packing.positions[i];
    for (const [id, p] of component.positions) positions.set(id, {x: at.x + p.x, y: at.y + p.y});
    for (const [id, points] of component.routes) routes.set(id, points.map((p) => ({x: at.x + p.x, y: at.y + p.y})));
    for (const bundle of component.bundles) bundles.push({...bundle, x: at.x + bundle.x, y: at.y + bundle.y});
  });
  lone.forEach((node, i) => positions.set(node.id, packing.positions[sorted.length + i]));
  return {cbsId, width: packing.width, height: packing.height, positions, routes, lone: lone.map((n) => n.id), bundles};
}
