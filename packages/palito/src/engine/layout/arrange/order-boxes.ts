// Chooses the order in which boxes are packed so that connected boxes end up side by side:
// a greedy order by connection weight, then pairwise swaps while the weighted length of the
// connections drops. Shorter connections between boxes cross fewer boxes and fewer other lines.

import {packRows, targetRowWidth, type Box, type Packing} from './pack-rows';
import {packSkyline} from './pack-skyline';

/** Swap passes stop when one brings no gain, or after this many. */
const MAX_PASSES = 12;
/** Bounds the swap search on unusually many boxes (a CBS per asset, say): each box swaps only with its next few. */
const SWAP_BUDGET_PER_PASS = 4000;
const MIN_GAIN = 1e-6;
/** Skyline packing is tighter but quadratic per packing; above this many boxes, plain rows. */
const SKYLINE_MAX_BOXES = 40;

/**
 * A connection between two boxes. The offsets say where on each box it attaches (an asset inside
 * it), measured from the box's top-left corner; without them it attaches at the box centre.
 */
export interface BoxLink {
  a: number;
  b: number;
  weight: number;
  ax?: number;
  ay?: number;
  bx?: number;
  by?: number;
}

/** A connection from a box to a fixed point of the packing's frame (something outside the packing). */
export interface BoxAnchor {
  box: number;
  x: number;
  y: number;
  weight: number;
  ox?: number;
  oy?: number;
}

export interface ArrangeSettings {
  gap: number;
  aspectRatio: number;
}

export interface Arrangement extends Packing {
  order: number[];
}

/** Total weighted length of the connections: what the search minimises. */
export function connectionLength(
  packing: Packing,
  boxes: readonly Box[],
  links: readonly BoxLink[],
  anchors: readonly BoxAnchor[],
): number {
  const {positions} = packing;
  let cost = 0;
  for (const link of links) {
    const pa = positions[link.a];
    const pb = positions[link.b];
    const dx = pa.x + (link.ax ?? boxes[link.a].width / 2) - pb.x - (link.bx ?? boxes[link.b].width / 2);
    const dy = pa.y + (link.ay ?? boxes[link.a].height / 2) - pb.y - (link.by ?? boxes[link.b].height / 2);
    cost += link.weight * Math.sqrt(dx * dx + dy * dy);
  }
  for (const anchor of anchors) {
    const p = positions[anchor.box];
    const dx = p.x + (anchor.ox ?? boxes[anchor.box].width / 2) - anchor.x;
    const dy = p.y + (anchor.oy ?? boxes[anchor.box].height / 2) - anchor.y;
    cost += anchor.weight * Math.sqrt(dx * dx + dy * dy);
  }
  return cost;
}

/** Start from the most connected box; then always take the box most connected to those already taken. */
export function greedyOrder(count: number, links: readonly BoxLink[], anchors: readonly BoxAnchor[]): number[] {
  const adjacency: Array<Map<number, number>> = Array.from({length: count}, () => new Map());
  const strength = new Array<number>(count).fill(0);
  for (const {a, b, weight} of links) {
    if (a === b) continue;
    adjacency[a].set(b, (adjacency[a].get(b) ?? 0) + weight);
    adjacency[b].set(a, (adjacency[b].get(a) ?? 0) + weight);
    strength[a] += weight;
    strength[b] += weight;
  }
  for (const anchor of anchors) strength[anchor.box] += anchor.weight;

  const taken = new Array<boolean>(count).fill(false);
  const toTaken = new Array<number>(count).fill(0);
  const order: number[] = [];
  while (order.length < count) {
    let best = -1;
    for (let i = 0; i < count; i++) {
      if (taken[i]) continue;
      if (best === -1 || toTaken[i] > toTaken[best] || (toTaken[i] === toTaken[best] && strength[i] > strength[best])) {
        best = i;
      }
    }
    taken[best] = true;
    order.push(best);
    for (const [other, weight] of adjacency[best]) if (!taken[other]) toTaken[other] += weight;
  }
  return order;
}

export function arrangeBoxes(
  boxes: readonly Box[],
  links: readonly BoxLink[],
  anchors: readonly BoxAnchor[],
  settings: ArrangeSettings,
): Arrangement {
  const rowWidth = targetRowWidth(boxes, settings.gap, settings.aspectRatio);
  const order = greedyOrder(boxes.length, links, anchors);
  const packer = boxes.length <= SKYLINE_MAX_BOXES ? packSkyline : packRows;
  const pack = () => packer(boxes, order, settings.gap, rowWidth);
  let best = pack();
  if (links.length === 0 && anchors.length === 0) return {...best, order};

  let bestCost = connectionLength(best, boxes, links, anchors);
  const n = order.length;
  const reach = Math.max(2, Math.floor(SWAP_BUDGET_PER_PASS / Math.max(1, n)));
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let improved = false;
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < Math.min(n, i + 1 + reach); j++) {
        [order[i], order[j]] = [order[j], order[i]];
        const packing = pack();
        const cost = connectionLength(packing, boxes, links, anchors);
        if (cost < bestCost - MIN_GAIN) {
          best = packing;
          bestCost = cost;
          improved = true;
        } else {
          [order[i], order[j]] = [order[j], order[i]];
        }
      }
    }
    if (!improved) break;
  }
  return {...best, order: [...order]};
}
