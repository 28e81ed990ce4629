// The conversion pool's state (conversion-pool.ts): its worker slots, the conversions waiting for
// one, and whether it is closing; what the pool's modules share and count.

import type {fork} from 'node:child_process';
import type {Worker} from 'node:worker_threads';
import type {Lane, LaneCounts} from './conversion-lanes';
import type {ConversionFile, ConversionReply} from './conversion-runner';
import type {ConversionProcess} from './conversion-process';
import type {PoolLimits} from './pool-options';
import type {RunClock} from './run-clock';

export interface Job {
  id: number;
  file: ConversionFile;
  lane: Lane;
  settled: boolean;
  settle(outcome: {reply: ConversionReply} | {error: unknown}): void;
}

export interface Slot {
  /** Small files' slots hold a worker thread, large files' a process that can be paused. */
  lane: Lane;
  worker: Worker | ConversionProcess;
  ready: boolean;
  /** Resolves on `ready`, rejects when the worker exits before it. */
  started: Promise<void>;
  job?: Job;
  /** The running conversion's time limit, less what it has run. */
  clock?: RunClock;
  /** Ends the running conversion when its time is up; cleared while it is paused. */
  timer?: ReturnType<typeof setTimeout>;
  timedOut?: boolean;
  /** While paused: resumes it once it has been paused as long as it may be. */
  pauseTimer?: ReturnType<typeof setTimeout>;
  /** What the worker's `error` event said; read when it exits. */
  failure?: Error;
}

export interface PoolState {
  slots: Set<Slot>;
  waiting: Job[];
  nextId: number;
  closing: boolean;
  /** Resolves close()'s promise, once every worker has stopped. */
  closed?: () => void;
  stopped?: Promise<void>;
  // Known once the Node modules are loaded (the default size needs the core count).
  limits?: PoolLimits;
  cores?: number;
  WorkerClass?: typeof Worker;
  fork?: typeof fork;
}

export const busySlots = (pool: PoolState) => [...pool.slots].filter((slot) => slot.job);

export function counts(pool: PoolState): LaneCounts {
  const busy = busySlots(pool);
  return {
    running: busy.length,
    runningLarge: busy.filter((slot) => slot.job!.lane === 'large').length,
    waiting: pool.waiting.length,
    waitingLarge: pool.waiting.filter((job) => job.lane === 'large').length,
  };
}
