// The placement's searches (pairwise swaps of boxes in order-boxes.ts, of lone assets in
// place/settle-lone.ts) improve a placement that is already valid, and their cost grows with the
// square of what they search: a file of a few thousand assets in hundreds of zones linked across
// zones already spends long ordering its zones, and at the engine's limits it would take hours.
// So one layout run shares one meter: each search charges what it computes (a link measured, an
// asset's distance to a target) and stops, keeping the best it has found, once the meter runs
// out. Inventories of up to ~25,000 assets never reach it (see PLACEMENT_WORK_BUDGET), so their
// layout is unchanged.

/**
 * What one layout run may spend on searching, in link measurements (order-boxes.ts, the same cost
 * on few links as on many; a packing of its boxes is charged per box); settle-lone.ts charges a
 * distance as DISTANCE_COST of them. The bench's generated inventories up to its 20,000-asset one
 * stay within it, and the searches stop at the engine's limits before a user waits too long
 * (bench/README.md has the figures).
 */
export const PLACEMENT_WORK_BUDGET = 40_000_000;

export class WorkMeter {
  private left: number;
  /** Units spent so far (for the bench and tests). */
  spent = 0;

  constructor(budget = PLACEMENT_WORK_BUDGET) {
    this.left = budget;
  }

  /** Takes `units` if they are left; false (and nothing taken) once they are not. */
  spend(units: number): boolean {
    if (units > this.left) {
      this.left = 0;
      return false;
    }
    this.left -= units;
    this.spent += units;
    return true;
  }
}
