// The conversion pool's state (conversion-pool.ts): its worker slots, the conversions waiting for
// one, and whether it is closing; what the pool's modules share and count.

import type {Worker} from 'node:worker_threads';
import type {Lane, LaneCounts} from './conversion-lanes';
import type {ConversionFile, ConversionReply} from './conversion-runner';
import type {PoolLimits} from './pool-options';

export interface Job {
  id: number;
  file: ConversionFile;
  lane: Lane;
  settled: boolean;
  settle(outcome: {reply: ConversionReply} | {error: unknown}): void;
}

export interface Slot {
  worker: Worker;
  ready: boolean;
  /** Resolves on `ready`, rejects when the worker exits before it. */
  started: Promise<void>;
  job?: Job;
  /** When the running conversion's time is up (ms since the epoch). */
  deadline?: number;
  timer?: ReturnType<typeof setTimeout>;
  timedOut?: boolean;
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
  WorkerClass?: typeof Worker;
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
