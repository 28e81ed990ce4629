// Small files first: a large conversion (in a process of its own, conversion-process.ts) is paused
// while the small files in flight are more than the cores it leaves them, and resumed when they are
// not. Its time limit counts only the time it ran (run-clock.ts), and it may be paused at most as
// long as that limit in all, so that a steady stream of small files cannot hold it back for ever.

import {msLeft, msPaused, pauseClock, resumeClock} from './run-clock';
import {busySlots, type PoolState, type Slot} from './pool-state';

/** Arms the timer that ends the conversion when its time is up. */
export function armTimeLimit(slot: Slot): void {
  clearTimeout(slot.timer);
  slot.timer = setTimeout(() => {
    slot.timedOut = true;
    // Stops the worker's JavaScript even in the middle of a synchronous loop; 'exit' follows.
    void slot.worker.terminate();
  }, Math.max(0, msLeft(slot.clock!, Date.now())));
}

function pause(slot: Slot, allowanceMs: number, pool: PoolState): void {
  const now = Date.now();
  const left = allowanceMs - msPaused(slot.clock!, now);
  if (left <= 0 || !('pause' in slot.worker) || !slot.worker.pause()) return;
  clearTimeout(slot.timer);
  slot.clock = pauseClock(slot.clock!, now);
  slot.pauseTimer = setTimeout(() => {
    resume(slot);
    balance(pool);
  }, left);
}

export function resume(slot: Slot): void {
  if (!slot.clock || slot.clock.pausedAt === undefined) return;
  clearTimeout(slot.pauseTimer);
  slot.pauseTimer = undefined;
  if ('resume' in slot.worker) slot.worker.resume();
  slot.clock = resumeClock(slot.clock, Date.now());
  armTimeLimit(slot);
}

/** Pauses or resumes the running large conversions, after anything that changes what is in flight. */
export function balance(pool: PoolState): void {
  const busy = busySlots(pool);
  const large = busy.filter((slot) => slot.lane === 'large');
  if (large.length === 0) return;
  const smallInFlight = busy.length - large.length + pool.waiting.filter((job) => job.lane === 'small').length;
  const crowded = smallInFlight > Math.max(0, pool.cores! - large.length);
  const allowanceMs = pool.limits!.timeoutMs;
  for (const slot of large) {
    if (crowded && slot.clock!.pausedAt === undefined) pause(slot, allowanceMs, pool);
    else if (!crowded) resume(slot);
  }
}
