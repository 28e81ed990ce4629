// How much of a layout ELK does. ELK's cost has a floor of about half a millisecond of CPU per
// node, whatever the graph (importing and exporting its graph, some forty processors run on every
// component): 25,000 linked pairs, 50,000 assets with only 25,000 links, took 34 s of CPU to lay
// out, nearly all of it in ELK. No rule about one component can bound that, so a layout gets a
// budget of ELK work, and the components past it are packed without ELK (pack-component.ts), the
// largest first: they gain least from ELK (a tangle of thousands of assets reads no better in
// layers than in a grid), and a few large ones free the most budget. Normal inventories use a
// fraction of it and are laid out exactly as before it existed.

import {elkNodeCount, type PreparedComponent} from './component-graph';

/**
 * ELK work is counted in nodes (assets outside blocks, leaf blocks, mesh stand-ins) plus
 * RANK_WEIGHT per link beyond a spanning tree (each closes a cycle: an edge to reverse, long edges
 * to route). Measured in Node, ELK warm, on 12 shapes of 1400 to 23,000 units (the bench's
 * inventories, linked pairs, trees of 10, components of 10 to 2000 assets at 1.5 to 4 links per
 * asset, leaf-spine fabrics), ELK's CPU time was 0.30 to 0.59 ms per unit, 0.7 under load.
 */
export const RANK_WEIGHT = 2;

/**
 * The budget, in those units: about 15 s of ELK's CPU time (0.5 ms a unit). The bench's
 * generated inventories need 1,358 (1000 assets), 6,698 (5000) and 27,045 (20,000 assets), so
 * only files of more than ~22,000 assets at their 1.5 links per asset have components packed.
 */
export const ELK_WORK_BUDGET = 30_000;

/**
 * A component worth more than this is packed whatever the budget: ELK's time on one graph grows
 * faster than its size (a spanning tree of 17,531 nodes took 15 s, 0.85 ms a node, against 0.5 ms
 * in components of hundreds), and a layout cannot be cancelled while ELK runs. The largest
 * component of the bench's generated 50,000-asset inventory is worth 3,373.
 */
export const MAX_COMPONENT_WORK = 5_000;

/** What a prepared component costs ELK, in budget units. */
export function elkWork(prepared: PreparedComponent): number {
  const nodes = elkNodeCount(prepared);
  const links = prepared.split.edges.length + prepared.split.blocks.length;
  return nodes + RANK_WEIGHT * Math.max(0, links - nodes + 1);
}

/**
 * Which components ELK lays out (true) and which are packed (false): every component worth at
 * most some size S goes to ELK, S the largest that keeps their total within ELK_WORK_BUDGET (and
 * at most MAX_COMPONENT_WORK). A threshold rather than a pick, so that components alike are drawn
 * alike, and which ones are packed does not depend on their order in the file.
 */
export function elkShare(components: readonly PreparedComponent[]): boolean[] {
  const work = components.map(elkWork);
  const total = work.reduce((sum, w) => sum + w, 0);
  if (total <= ELK_WORK_BUDGET && work.every((w) => w <= MAX_COMPONENT_WORK)) return work.map(() => true);
  const sumOf = new Map<number, number>();
  for (const w of work) sumOf.set(w, (sumOf.get(w) ?? 0) + w);
  let limit = 0;
  let spent = 0;
  for (const size of [...sumOf.keys()].sort((a, b) => a - b)) {
    if (size > MAX_COMPONENT_WORK || spent + sumOf.get(size)! > ELK_WORK_BUDGET) break;
    spent += sumOf.get(size)!;
    limit = size;
  }
  return work.map((w) => w <= limit);
}
