// Which lane a conversion takes, and what a lane may have running and waiting. A conversion cannot
// be paused once its worker has it, so a few large files on every worker would make each small
// file wait for seconds behind them: large files (told by their size, known before any work) may
// have only `largeWorkers` of the workers and `maxLargeQueue` of the waiting places; the other
// workers are always there for the small files most callers send.

import type {ConversionFile} from './conversion-runner';
import type {PoolLimits} from './pool-options';

export type Lane = 'small' | 'large';

/** What the pool is doing now, counted per lane. */
export interface LaneCounts {
  running: number;
  runningLarge: number;
  waiting: number;
  waitingLarge: number;
}

type LaneLimits = Pick<PoolLimits, 'size' | 'maxQueue' | 'largeFileBytes' | 'largeWorkers' | 'maxLargeQueue'>;

export function laneOf(file: ConversionFile, limits: LaneLimits): Lane {
  return file.data.byteLength >= limits.largeFileBytes ? 'large' : 'small';
}

/** Whether a conversion of this lane may take a free worker now. */
export function mayStart(lane: Lane, counts: LaneCounts, limits: LaneLimits): boolean {
  return lane === 'small' || counts.runningLarge < limits.largeWorkers;
}

/** Whether a new conversion of this lane gets a worker or a waiting place; if not, it is refused. */
export function admits(lane: Lane, counts: LaneCounts, limits: LaneLimits): boolean {
  if (counts.running + counts.waiting >= limits.size + limits.maxQueue) return false;
  return lane === 'small' || counts.runningLarge + counts.waitingLarge < limits.largeWorkers + limits.maxLargeQueue;
}

/** How many of the waiting conversions could start if there were free workers. */
export function startableCount(counts: LaneCounts, limits: LaneLimits): number {
  const waitingSmall = counts.waiting - counts.waitingLarge;
  return waitingSmall + Math.min(counts.waitingLarge, limits.largeWorkers - counts.runningLarge);
}
