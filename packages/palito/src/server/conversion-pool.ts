// A bounded pool of workers that run conversions, so that no file, however hostile, blocks the
// server's event loop or takes the process down with it, and large files do not make small ones wait:
//   - small files run in `size` worker threads, at most one conversion each, with at most
//     `maxQueue` more waiting; past that a conversion is refused at once (server-busy) rather than
//     piling up in memory;
//   - large files run in processes of their own, at most `largeWorkers` at once with
//     `maxLargeQueue` waiting (conversion-lanes.ts), paused while the small files need the cores
//     (pause-large.ts);
//   - a conversion gets `timeoutMs` of running time; past it its worker is terminated (conversion-timeout);
//   - a worker's heap is capped at `memoryLimitMb`: a file that needs more kills only its own
//     worker (conversion-out-of-memory);
//   - a worker that dies is replaced, and workers with nothing to do never keep the process alive.

import type {fork} from 'node:child_process';
import type {Worker} from 'node:worker_threads';
import {abortError} from '../engine';
import {admits, laneOf, type Lane} from './conversion-lanes';
import type {ConversionFile, ConversionReply, RunConversion} from './conversion-runner';
import {busy, refusal} from './pool-errors';
import {checkPoolOptions, type ConversionPoolOptions} from './pool-options';
import {counts, type Job, type PoolState} from './pool-state';
import {dispatch, send, spawn} from './pool-workers';

export {
  DEFAULT_CONVERSION_TIMEOUT_MS,
  DEFAULT_LARGE_FILE_BYTES,
  DEFAULT_LARGE_QUEUE_PER_LARGE_WORKER,
  DEFAULT_QUEUE_PER_WORKER,
  DEFAULT_WORKER_MEMORY_MB,
} from './pool-options';
export type {ConversionPoolOptions};

export interface ConversionPool {
  /** Runs one conversion in a worker: give it to `createConversionHandler({runConversion})`. */
  run: RunConversion;
  /**
   * Starts every worker now and resolves once all have warmed up the engine. Optional: without it
   * workers start when conversions first need them, and the first ones wait for that.
   */
  warm(): Promise<void>;
  /**
   * Takes no new conversions (they are refused with `server-busy`), lets those already accepted
   * finish, then stops the workers. Resolves when they have stopped.
   */
  close(): Promise<void>;
}

interface NodeParts {
  Worker: typeof Worker;
  fork: typeof fork;
  cores: number;
}

let nodeParts: Promise<NodeParts> | undefined;

/** Loaded on first use, so that importing palito/server works where there are no worker threads (edge runtimes). */
function loadNodeParts(): Promise<NodeParts> {
  nodeParts ??= Promise.all([import('node:worker_threads'), import('node:child_process'), import('node:os')]).then(([threads, processes, os]) => ({
    Worker: threads.Worker,
    fork: processes.fork,
    cores: os.availableParallelism(),
  }));
  return nodeParts;
}

export function createConversionPool(options: ConversionPoolOptions = {}): ConversionPool {
  const limitsFor = checkPoolOptions(options);
  const pool: PoolState = {slots: new Set(), waiting: [], nextId: 1, closing: false};

  async function init(): Promise<void> {
    const parts = await loadNodeParts();
    pool.WorkerClass = parts.Worker;
    pool.fork = parts.fork;
    pool.cores = parts.cores;
    pool.limits = limitsFor(parts.cores);
  }

  async function run(file: ConversionFile, signal: AbortSignal): Promise<ConversionReply> {
    if (!pool.WorkerClass) await init();
    if (signal.aborted) throw abortError();
    if (pool.closing) throw busy(pool, 'The server is shutting down.');
    const lane = laneOf(file, pool.limits!);
    if (!admits(lane, counts(pool), pool.limits!)) throw refusal(pool);
    return enqueue(pool, file, lane, signal);
  }

  return {
    run,
    async warm() {
      if (!pool.WorkerClass) await init();
      const {size, largeWorkers} = pool.limits!;
      const count = (lane: Lane) => [...pool.slots].filter((slot) => slot.lane === lane).length;
      while (!pool.closing && count('small') < size) spawn(pool, 'small');
      while (!pool.closing && count('large') < largeWorkers) spawn(pool, 'large');
      await Promise.all([...pool.slots].map((slot) => slot.started));
    },
    close() {
      if (!pool.stopped) {
        pool.closing = true;
        pool.stopped = new Promise<void>((resolve) => (pool.closed = resolve));
        if (pool.WorkerClass) dispatch(pool);
        else pool.closed!();
      }
      return pool.stopped;
    },
  };
}

/** Puts an admitted conversion in the queue; its promise settles with the worker's reply, or when `signal` aborts. */
function enqueue(pool: PoolState, file: ConversionFile, lane: Lane, signal: AbortSignal): Promise<ConversionReply> {
  return new Promise<ConversionReply>((resolve, reject) => {
    const onAbort = () => {
      const index = pool.waiting.indexOf(job);
      if (index >= 0) pool.waiting.splice(index, 1);
      else {
        // Asked to stop at its next step; if it does not, its time limit still ends it.
        const slot = [...pool.slots].find((candidate) => candidate.job === job);
        if (slot) send(slot, {type: 'cancel', id: job.id});
      }
      job.settle({error: abortError()});
    };
    const job: Job = {
      id: pool.nextId++,
      file,
      lane,
      settled: false,
      settle(outcome) {
        if (job.settled) return;
        job.settled = true;
        signal.removeEventListener('abort', onAbort);
        if ('reply' in outcome) resolve(outcome.reply);
        else reject(outcome.error);
      },
    };
    signal.addEventListener('abort', onAbort, {once: true});
    pool.waiting.push(job);
    dispatch(pool);
  });
}

let shared: ConversionPool | undefined;

/**
 * The pool of every handler not given a `runConversion`: one per process, with the defaults, so
 * that several handlers share the machine's cores instead of each taking them all.
 */
export function sharedConversionPool(): ConversionPool {
  shared ??= createConversionPool();
  return shared;
}
