// Chooses the order in which boxes are packed so that connected boxes end up side by side:
// a greedy order by connection weight, then pairwise swaps while the weighted length of the
// connections drops. Shorter connections between boxes cross fewer boxes and fewer other lines.

import {packRows, packRowsInto, targetRowWidth, type Box, type Packing} from './pack-rows';
import {packSkyline} from './pack-skyline';
import {WorkMeter} from './work-meter';

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
  /** Pays for the swap search (each packing measured costs its boxes, links and anchors); one of its own if not given. */
  meter?: WorkMeter;
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

/**
 * connectionLength() for many packings of the same boxes, given as the boxes' corners in `px`,
 * `py`: the links and anchors laid out once in typed arrays, read in order. The same sums in the
 * same order, so the same figures to the last bit; much faster on many links, where the search
 * spends its time.
 */
function lengthMeter(
  boxes: readonly Box[],
  links: readonly BoxLink[],
  anchors: readonly BoxAnchor[],
  px: Float64Array,
  py: Float64Array,
): () => number {
  const from = new Int32Array(links.length);
  const to = new Int32Array(links.length);
  const ax = new Float64Array(links.length);
  const ay = new Float64Array(links.length);
  const bx = new Float64Array(links.length);
  const by = new Float64Array(links.length);
  const lw = new Float64Array(links.length);
  links.forEach((l, i) => {
    from[i] = l.a;
    to[i] = l.b;
    ax[i] = l.ax ?? boxes[l.a].width / 2;
    ay[i] = l.ay ?? boxes[l.a].height / 2;
    bx[i] = l.bx ?? boxes[l.b].width / 2;
    by[i] = l.by ?? boxes[l.b].height / 2;
    lw[i] = l.weight;
  });
  const box = new Int32Array(anchors.length);
  const ox = new Float64Array(anchors.length);
  const oy = new Float64Array(anchors.length);
  const tx = new Float64Array(anchors.length);
  const ty = new Float64Array(anchors.length);
  const aw = new Float64Array(anchors.length);
  anchors.forEach((a, i) => {
    box[i] = a.box;
    ox[i] = a.ox ?? boxes[a.box].width / 2;
    oy[i] = a.oy ?? boxes[a.box].height / 2;
    tx[i] = a.x;
    ty[i] = a.y;
    aw[i] = a.weight;
  });
  return () => {
    let cost = 0;
    for (let i = 0; i < lw.length; i++) {
      const dx = px[from[i]] + ax[i] - px[to[i]] - bx[i];
      const dy = py[from[i]] + ay[i] - py[to[i]] - by[i];
      cost += lw[i] * Math.sqrt(dx * dx + dy * dy);
    }
    for (let i = 0; i < aw.length; i++) {
      const dx = px[box[i]] + ox[i] - tx[i];
      const dy = py[box[i]] + oy[i] - ty[i];
      cost += aw[i] * Math.sqrt(dx * dx + dy * dy);
    }
    return cost;
  };
}

/**
 * Start from the most connected box; then always take the box most connected to those already
 * taken (ties: the more connected overall, then the first). A heap with stale entries skipped, in
 * typed arrays: at the engine's limits (a zone per asset, every link between zones) it takes
 * little time and memory, where a scan per pick took far longer and maps of neighbours far more.
 */
export function greedyOrder(count: number, links: readonly BoxLink[], anchors: readonly BoxAnchor[]): number[] {
  // Neighbours of each box, each once with the summed weight of its links, in the order first met.
  const firstOf = new Int32Array(count + 1);
  for (const {a, b} of links) {
    if (a === b) continue;
    firstOf[a + 1]++;
    firstOf[b + 1]++;
  }
  for (let i = 0; i < count; i++) firstOf[i + 1] += firstOf[i];
  const other = new Int32Array(firstOf[count]);
  const weightTo = new Float64Array(firstOf[count]);
  const filled = new Int32Array(count);
  const slotOf = new Map<number, number>(); // a * count + b -> slot, for links met before
  const strength = new Float64Array(count);
  const add = (from: number, to: number, weight: number) => {
    const key = from * count + to;
    const slot = slotOf.get(key);
    if (slot !== undefined) weightTo[slot] += weight;
    else {
      const at = firstOf[from] + filled[from]++;
      other[at] = to;
      weightTo[at] = weight;
      slotOf.set(key, at);
    }
  };
  for (const {a, b, weight} of links) {
    if (a === b) continue;
    add(a, b, weight);
    add(b, a, weight);
    strength[a] += weight;
    strength[b] += weight;
  }
  for (const anchor of anchors) strength[anchor.box] += anchor.weight;

  const taken = new Uint8Array(count);
  const toTaken = new Float64Array(count);
  const heap = new PickHeap(strength);
  for (let i = 0; i < count; i++) heap.push(i, 0);
  const order: number[] = [];
  while (order.length < count) {
    const box = heap.topBox();
    const value = heap.topValue();
    heap.pop();
    if (taken[box] || value !== toTaken[box]) continue; // superseded by a later entry
    taken[box] = 1;
    order.push(box);
    for (let at = firstOf[box]; at < firstOf[box] + filled[box]; at++) {
      const next = other[at];
      if (taken[next]) continue;
      toTaken[next] += weightTo[at];
      heap.push(next, toTaken[next]);
    }
  }
  return order;
}

/** A binary heap of (box, value) entries: the highest value first, then the stronger box, then the lower index. */
class PickHeap {
  private boxes = new Int32Array(64);
  private values = new Float64Array(64);
  private size = 0;
  constructor(private readonly strength: Float64Array) {}

  private before(i: number, j: number): boolean {
    const p = this.values[i];
    const q = this.values[j];
    if (p !== q) return p > q;
    const a = this.boxes[i];
    const b = this.boxes[j];
    return this.strength[a] !== this.strength[b] ? this.strength[a] > this.strength[b] : a < b;
  }

  private swap(i: number, j: number): void {
    const box = this.boxes[i];
    this.boxes[i] = this.boxes[j];
    this.boxes[j] = box;
    const value = this.values[i];
    this.values[i] = this.values[j];
    this.values[j] = value;
  }

  push(box: number, value: number): void {
    if (this.size === this.boxes.length) {
      const boxes = new Int32Array(this.size * 2);
      boxes.set(this.boxes);
      this.boxes = boxes;
      const values = new Float64Array(this.size * 2);
      values.set(this.values);
      this.values = values;
    }
    let i = this.size++;
    this.boxes[i] = box;
    this.values[i] = value;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  topBox(): number {
    return this.boxes[0];
  }

  topValue(): number {
    return this.values[0];
  }

  pop(): void {
    this.size--;
    if (this.size === 0) return;
    this.boxes[0] = this.boxes[this.size];
    this.values[0] = this.values[this.size];
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let best = i;
      if (l < this.size && this.before(l, best)) best = l;
      if (r < this.size && this.before(r, best)) best = r;
      if (best === i) break;
      this.swap(i, best);
      i = best;
    }
  }
}

export function arrangeBoxes(
  boxes: readonly Box[],
  links: readonly BoxLink[],
  anchors: readonly BoxAnchor[],
  settings: ArrangeSettings,
): Arrangement {
  const rowWidth = targetRowWidth(boxes, settings.gap, settings.aspectRatio);
  // One box has one place (a zone of one CBS: 50,000 of them in a file of one-asset zones).
  const order = boxes.length === 1 ? [0] : greedyOrder(boxes.length, links, anchors);
  const skyline = boxes.length <= SKYLINE_MAX_BOXES;
  const pack = () => (skyline ? packSkyline : packRows)(boxes, order, settings.gap, rowWidth);
  if ((links.length === 0 && anchors.length === 0) || boxes.length === 1) return {...pack(), order};

  // Each packing tried goes into these arrays, not into a new object per box: 50,000 zones tried
  // a few hundred times would leave hundreds of megabytes to collect.
  const px = new Float64Array(boxes.length);
  const py = new Float64Array(boxes.length);
  const place = () => {
    if (!skyline) return packRowsInto(boxes, order, settings.gap, rowWidth, px, py);
    const {positions} = pack(); // at most SKYLINE_MAX_BOXES boxes
    for (let i = 0; i < positions.length; i++) {
      px[i] = positions[i].x;
      py[i] = positions[i].y;
    }
  };
  const measure = lengthMeter(boxes, links, anchors, px, py);
  place();
  let bestCost = measure();
  const n = order.length;
  const reach = Math.max(2, Math.floor(SWAP_BUDGET_PER_PASS / Math.max(1, n)));
  const meter = settings.meter ?? new WorkMeter();
  const evaluation = boxes.length + links.length + anchors.length;
  search: for (let pass = 0; pass < MAX_PASSES; pass++) {
    let improved = false;
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < Math.min(n, i + 1 + reach); j++) {
        if (!meter.spend(evaluation)) break search;
        [order[i], order[j]] = [order[j], order[i]];
        place();
        const cost = measure();
        if (cost < bestCost - MIN_GAIN) {
          bestCost = cost;
          improved = true;
        } else {
          [order[i], order[j]] = [order[j], order[i]];
        }
      }
    }
    if (!improved) break;
  }
  // The order now is the best one's: every swap that did not pay was undone.
  return {...pack(), order: [...order]};
}
