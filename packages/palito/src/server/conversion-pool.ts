// A bounded pool of worker threads that run conversions, so that no file, however hostile, blocks
// the server's event loop or takes the process down with it, and a few large files do not make
// every small one wait:
//   - at most `size` conversions at once, one per worker, and at most `maxQueue` more waiting;
//     past that a conversion is refused at once (server-busy) rather than piling up in memory;
//   - large files may have only `largeWorkers` of the workers and `maxLargeQueue` of the waiting
//     places (conversion-lanes.ts): the other workers are kept for small files;
//   - a conversion gets `timeoutMs` in its worker; past it the worker is terminated (conversion-timeout);
//   - a worker's heap is capped at `memoryLimitMb`: a file that needs more kills only its own
//     worker (conversion-out-of-memory);
//   - a worker that dies is replaced, and workers with nothing to do never keep the process alive.

import type {Worker} from 'node:worker_threads';
import {abortError} from '../engine';
import {admits, laneOf, mayStart, startableCount, type Lane, type LaneCounts} from './conversion-lanes';
import {ConversionLimitError, type ConversionFile, type ConversionReply, type RunConversion} from './conversion-runner';
import {checkPoolOptions, type ConversionPoolOptions, type PoolLimits} from './pool-options';
import type {FromWorker, ToWorker} from './worker-protocol';
import {startConversionWorker} from './worker-script';

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

interface Job {
  id: number;
  file: ConversionFile;
  lane: Lane;
  settled: boolean;
  settle(outcome: {reply: ConversionReply} | {error: unknown}): void;
}

interface Slot {
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

interface NodeParts {
  Worker: typeof Worker;
  cores: number;
}

let nodeParts: Promise<NodeParts> | undefined;

/** Loaded on first use, so that importing palito/server works where there are no worker threads (edge runtimes). */
function loadNodeParts(): Promise<NodeParts> {
  nodeParts ??= Promise.all([import('node:worker_threads'), import('node:os')]).then(([threads, os]) => ({
    Worker: threads.Worker,
    cores: os.availableParallelism(),
  }));
  return nodeParts;
}

export function createConversionPool(options: ConversionPoolOptions = {}): ConversionPool {
  const limitsFor = checkPoolOptions(options);

  const slots = new Set<Slot>();
  const waiting: Job[] = [];
  let nextId = 1;
  let closing = false;
  let closed: (() => void) | undefined;
  let stopped: Promise<void> | undefined;
  // Known once the Node modules are loaded (the default size needs the core count).
  let limits: PoolLimits | undefined;
  let WorkerClass: typeof Worker | undefined;

  async function init(): Promise<void> {
    const parts = await loadNodeParts();
    WorkerClass = parts.Worker;
    limits = limitsFor(parts.cores);
  }

  const busySlots = () => [...slots].filter((slot) => slot.job);

  function counts(): LaneCounts {
    const busy = busySlots();
    return {
      running: busy.length,
      runningLarge: busy.filter((slot) => slot.job!.lane === 'large').length,
      waiting: waiting.length,
      waitingLarge: waiting.filter((job) => job.lane === 'large').length,
    };
  }

  function send(slot: Slot, message: ToWorker): void {
    slot.worker.postMessage(message);
  }

  function spawn(): Slot {
    const worker = startConversionWorker(WorkerClass!, {resourceLimits: {maxOldGenerationSizeMb: limits!.memoryLimitMb}});
    let started!: {resolve(): void; reject(error: unknown): void};
    const slot: Slot = {worker, ready: false, started: new Promise((resolve, reject) => (started = {resolve, reject}))};
    slot.started.catch(() => {}); // nobody may be waiting for it; the jobs hear of a failed start anyway
    slots.add(slot);
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') {
        slot.ready = true;
        started.resolve();
        dispatch();
        // An idle worker must not keep the process alive: it is ref'd only while it starts
        // (someone is waiting for it) and while it converts.
        if (!slot.job) worker.unref();
      } else if (message.id === slot.job?.id) {
        if (message.type === 'done') slot.job.settle({reply: message.reply});
        else if (message.type === 'failed') slot.job.settle({error: Object.assign(new Error(message.error.message), message.error)});
        else slot.job.settle({error: abortError()});
        free(slot);
      }
    });
    worker.on('error', (error) => (slot.failure = error));
    worker.on('exit', () => {
      clearTimeout(slot.timer);
      slots.delete(slot);
      if (!slot.ready) {
        const error = new Error('A conversion worker could not start.', {cause: slot.failure});
        started.reject(error);
        // With no worker running, every start would likely fail the same way: fail what waits
        // (the handler logs it) rather than start workers in a loop.
        if (![...slots].some((other) => other.ready)) for (const job of waiting.splice(0)) job.settle({error});
      } else {
        slot.job?.settle({error: exitError(slot)});
        if (!closing) spawn(); // replace it, warm, before the next file needs it
      }
      dispatch();
    });
    return slot;
  }

  function exitError(slot: Slot): Error {
    const {timeoutMs, memoryLimitMb} = limits!;
    if (slot.timedOut) {
      return new ConversionLimitError('conversion-timeout', `The conversion took longer than the server allows (${timeoutMs} ms) and was stopped.`, {
        limit: timeoutMs,
      });
    }
    if ((slot.failure as {code?: string} | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      return new ConversionLimitError(
        'conversion-out-of-memory',
        `The conversion needed more memory than the server allows (${memoryLimitMb} MB) and was stopped.`,
        {limit: memoryLimitMb},
      );
    }
    return new Error('The conversion worker stopped unexpectedly.', {cause: slot.failure});
  }

  function start(slot: Slot, job: Job): void {
    const {timeoutMs} = limits!;
    slot.job = job;
    slot.worker.ref();
    slot.deadline = Date.now() + timeoutMs;
    slot.timer = setTimeout(() => {
      slot.timedOut = true;
      // Stops the worker's JavaScript even in the middle of a synchronous loop; 'exit' follows.
      void slot.worker.terminate();
    }, timeoutMs);
    send(slot, {type: 'convert', id: job.id, file: job.file});
  }

  function free(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.deadline = undefined;
    slot.worker.unref();
    dispatch();
  }

  /** The longest-waiting conversion that may start now, taken out of the queue. */
  function nextStartable(): Job | undefined {
    const now = counts();
    const index = waiting.findIndex((job) => mayStart(job.lane, now, limits!));
    return index < 0 ? undefined : waiting.splice(index, 1)[0];
  }

  function dispatch(): void {
    for (const slot of slots) {
      if (!slot.ready || slot.job) continue;
      const job = nextStartable();
      if (!job) break;
      start(slot, job);
    }
    // Workers still starting take the next waiting conversions; start more only for the rest.
    const starting = [...slots].filter((slot) => !slot.ready).length;
    for (let more = Math.min(startableCount(counts(), limits!) - starting, limits!.size - slots.size); more > 0; more--) spawn();
    if (closing && waiting.length === 0 && busySlots().length === 0) {
      for (const slot of slots) void slot.worker.terminate();
      if (slots.size === 0) closed?.();
    }
  }

  /** Whole seconds until one of these running conversions must have ended, freeing a place. */
  function retryAfterSeconds(running: Slot[]): number {
    const {timeoutMs} = limits!;
    const deadlines = running.map((slot) => slot.deadline ?? Infinity);
    const soonest = deadlines.length > 0 ? Math.min(...deadlines) - Date.now() : timeoutMs;
    return Math.max(1, Math.ceil(Math.min(soonest, timeoutMs) / 1000));
  }

  function busy(message: string, freedBy = busySlots()): ConversionLimitError {
    return new ConversionLimitError('server-busy', message, {retryAfterSeconds: retryAfterSeconds(freedBy)});
  }

  /** Why a conversion was not admitted: the whole queue is full, or (for a large file) the large files' share is taken. */
  function refusal(): ConversionLimitError {
    const {size, maxQueue, largeWorkers, maxLargeQueue, largeFileBytes} = limits!;
    const now = counts();
    if (now.running + now.waiting >= size + maxQueue) {
      return busy(`The server is converting ${size} files and has ${maxQueue} more waiting: try again later.`);
    }
    // Places are left for small files only: the end of a large conversion frees one for a large
    // file (or, with none running yet, of whatever keeps the waiting large files from a worker).
    const large = busySlots().filter((slot) => slot.job!.lane === 'large');
    return busy(
      `The server is converting ${largeWorkers} large files (${largeFileBytes} bytes or more) and has ` +
        `${maxLargeQueue} more waiting: try again later.`,
      large.length > 0 ? large : busySlots(),
    );
  }

  async function run(file: ConversionFile, signal: AbortSignal): Promise<ConversionReply> {
    if (!WorkerClass) await init();
    if (signal.aborted) throw abortError();
    if (closing) throw busy('The server is shutting down.');
    const lane = laneOf(file, limits!);
    if (!admits(lane, counts(), limits!)) throw refusal();
    return new Promise<ConversionReply>((resolve, reject) => {
      const onAbort = () => {
        const index = waiting.indexOf(job);
        if (index >= 0) waiting.splice(index, 1);
        else {
          // Asked to stop at its next step; if it does not, its time limit still ends it.
          const slot = [...slots].find((candidate) => candidate.job === job);
          if (slot) send(slot, {type: 'cancel', id: job.id});
        }
        job.settle({error: abortError()});
      };
      const job: Job = {
        id: nextId++,
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
      waiting.push(job);
      dispatch();
    });
  }

  return {
    run,
    async warm() {
      if (!WorkerClass) await init();
      while (!closing && slots.size < limits!.size) spawn();
      await Promise.all([...slots].map((slot) => slot.started));
    },
    close() {
      if (!stopped) {
        closing = true;
        stopped = new Promise<void>((resolve) => (closed = resolve));
        if (WorkerClass) dispatch();
        else closed!();
      }
      return stopped;
    },
  };
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
