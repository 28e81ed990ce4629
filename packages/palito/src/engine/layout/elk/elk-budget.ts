// How much of a layout ELK does. ELK's cost has a floor per node, whatever the graph (importing
// and exporting its graph, some forty processors run on every component): a file of many small
// components (linked pairs) at the engine's limits spends long in ELK though no component is hard
// (bench/README.md has the figures). No rule about one component can bound that, so a layout gets
// a budget of ELK work, and the components past it are packed without ELK (pack-component.ts),
// the largest first: they gain least from ELK (a tangle of thousands of assets reads no better in
// layers than in a grid), and a few large ones free the most budget. Normal inventories use a
// fraction of it and are laid out exactly as before it existed.

import {elkNodeCount, type PreparedComponent} from './component-graph';

/**
 * ELK work is counted in nodes (assets outside blocks, leaf blocks, mesh stand-ins) plus
 * RANK_WEIGHT per link beyond a spanning tree (each closes a cycle: an edge to reverse, long edges
 * to route). On shapes as different as the bench's inventories, linked pairs, small trees, big
 * components and leaf-spine fabrics, ELK's CPU time per unit so counted stays within a factor of
 * two (bench/README.md has the figures).
 */
export const RANK_WEIGHT = 2;

/**
 * The budget, in those units: what ELK may spend on a layout before a user waits too long. The
 * bench's generated inventories up to its 20,000-asset one stay within it; only bigger files at
 * their 1.5 links per asset have components packed (bench/README.md has the figures).
 */
export const ELK_WORK_BUDGET = 30_000;

/**
 * A component worth more than this is packed whatever the budget: ELK's time on one graph grows
 * faster than its size, and a layout cannot be cancelled while ELK runs. The components of the
 * bench's generated inventories, the 50,000-asset one included, stay under it.
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
