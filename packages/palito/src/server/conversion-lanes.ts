// Which lane a conversion takes, and what a lane may have running and waiting. Large files (told by
// their size, known before any work) are converted in processes of their own, at most
// `largeWorkers` at once with `maxLargeQueue` waiting; small files, the ones most callers send, in
// the `size` worker threads, which never take a large file. A large conversion is paused while the
// small files need the cores (pause-large.ts).

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

/** How many conversions of the lane may run at once. */
export function workersOf(lane: Lane, limits: LaneLimits): number {
  return lane === 'small' ? limits.size : limits.largeWorkers;
}

function inLane(lane: Lane, counts: LaneCounts): {running: number; waiting: number} {
  return lane === 'large'
    ? {running: counts.runningLarge, waiting: counts.waitingLarge}
    : {
        running: counts.running - counts.runningLarge,
        waiting: counts.waiting - counts.waitingLarge,
      };
}

/** Conversions of the lane that hold a waiting place: those no worker of the lane (running or starting) will take next. */
export function queuedIn(lane: Lane, counts: LaneCounts, limits: LaneLimits): number {
  const {running, waiting} = inLane(lane, counts);
  return Math.max(0, running + waiting - workersOf(lane, limits));
}

/** Whether a new conversion of this lane gets a worker or a waiting place; if not, it is refused. */
export function admits(lane: Lane, counts: LaneCounts, limits: LaneLimits): boolean {
  const {running, waiting} = inLane(lane, counts);
  if (running + waiting < workersOf(lane, limits)) return true;
  const queuedLarge = queuedIn('large', counts, limits);
  if (queuedIn('small', counts, limits) + queuedLarge >= limits.maxQueue) return false;
  return lane === 'small' || queuedLarge < limits.maxLargeQueue;
}
