// The placement's searches (pairwise swaps of boxes in order-boxes.ts, of lone assets in
// place/settle-lone.ts) improve a placement that is already valid, and their cost grows with the
// square of what they search: in a file of 2000 assets in 200 zones, each linked to 4 assets of
// other zones, ordering the zones took 11 s of CPU; at the engine's limits it would take hours.
// So one layout run shares one meter: each search charges what it computes (a link measured, an
// asset's distance to a target) and stops, keeping the best it has found, once the meter runs
// out. Inventories of up to ~25,000 assets never reach it (see PLACEMENT_WORK_BUDGET), so their
// layout is unchanged.

/**
 * What one layout run may spend on searching, in link measurements (order-boxes.ts: ~10 ns each,
 * on 8000 links as on 200,000; a packing of its boxes is charged per box); settle-lone.ts charges
 * a distance (Math.hypot, ~80 ns) as 8 of them. Under 2 s of CPU at the engine's limits. The
 * bench's generated inventories spend 94,361 (1000 assets), 1.25 million (5000) and 18.5 million
 * (20,000); at 50,000 assets they would spend 107 million, and the searches stop at 40.
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
