// A bounded pool of worker threads that run conversions, so that no file, however hostile, blocks
// the server's event loop or takes the process down with it:
//   - at most `size` conversions at once, one per worker, and at most `maxQueue` more waiting;
//     past that a conversion is refused at once (server-busy) rather than piling up in memory;
//   - a conversion gets `timeoutMs` in its worker; past it the worker is terminated (conversion-timeout);
//   - a worker's heap is capped at `memoryLimitMb`: a file that needs more kills only its own
//     worker (conversion-out-of-memory);
//   - a worker that dies is replaced, and workers with nothing to do never keep the process alive.

import type {Worker} from 'node:worker_threads';
import {abortError} from '../engine/util/abort';
import {ConversionLimitError, type ConversionFile, type ConversionReply, type RunConversion} from './conversion-runner';
import type {FromWorker, ToWorker} from './worker-protocol';
import {startConversionWorker} from './worker-script';

export const DEFAULT_CONVERSION_TIMEOUT_MS = 20_000;
export const DEFAULT_WORKER_MEMORY_MB = 512;
export const DEFAULT_QUEUE_PER_WORKER = 4;

export interface ConversionPoolOptions {
  /**
   * Worker threads, that is conversions running at once. Default: the CPU cores less one (left to
   * the event loop), and at least 2, so that one slow file does not make every other caller wait.
   */
  size?: number;
  /**
   * Conversions that may wait for a free worker. One more is refused at once with `server-busy`
   * (503 and Retry-After). Default: 4 per worker. Each waiting upload is held in memory.
   */
  maxQueue?: number;
  /**
   * Milliseconds one conversion may run in its worker (the wait in the queue is not counted). Past
   * it the worker is terminated and the conversion fails with `conversion-timeout`. Default 20 000.
   */
  timeoutMs?: number;
  /**
   * Each worker's JavaScript heap (V8's old generation, `resourceLimits.maxOldGenerationSizeMb`), in
   * MB. A conversion that needs more ends its worker and fails with `conversion-out-of-memory`.
   * Buffers outside the heap (an inflated workbook) are not counted: the engine's own limits bound
   * those. Default 512.
   */
  memoryLimitMb?: number;
}

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

function positiveWhole(name: string, value: number | undefined): number | undefined {
  if (value !== undefined && (!Number.isSafeInteger(value) || value <= 0)) {
    throw new TypeError(`createConversionPool: ${name} must be a positive whole number, got ${value}.`);
  }
  return value;
}

export function createConversionPool(options: ConversionPoolOptions = {}): ConversionPool {
  const requestedSize = positiveWhole('size', options.size);
  const requestedQueue = options.maxQueue === 0 ? 0 : positiveWhole('maxQueue', options.maxQueue);
  const timeoutMs = positiveWhole('timeoutMs', options.timeoutMs) ?? DEFAULT_CONVERSION_TIMEOUT_MS;
  const memoryLimitMb = positiveWhole('memoryLimitMb', options.memoryLimitMb) ?? DEFAULT_WORKER_MEMORY_MB;

  const slots = new Set<Slot>();
  const waiting: Job[] = [];
  let nextId = 1;
  let closing = false;
  let closed: (() => void) | undefined;
  let stopped: Promise<void> | undefined;
  // Known once the Node modules are loaded (the default size needs the core count).
  let size = 0;
  let maxQueue = 0;
  let WorkerClass: typeof Worker | undefined;

  async function init(): Promise<void> {
    const parts = await loadNodeParts();
    WorkerClass = parts.Worker;
    size = requestedSize ?? Math.max(2, parts.cores - 1);
    maxQueue = requestedQueue ?? size * DEFAULT_QUEUE_PER_WORKER;
  }

  const busySlots = () => [...slots].filter((slot) => slot.job);

  function send(slot: Slot, message: ToWorker): void {
    slot.worker.postMessage(message);
  }

  function spawn(): Slot {
    const worker = startConversionWorker(WorkerClass!, {resourceLimits: {maxOldGenerationSizeMb: memoryLimitMb}});
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

  function dispatch(): void {
    for (const slot of slots) {
      if (waiting.length === 0) break;
      if (slot.ready && !slot.job) start(slot, waiting.shift()!);
    }
    // Workers still starting take the next waiting conversions; start more only for the rest.
    const starting = [...slots].filter((slot) => !slot.ready).length;
    for (let more = Math.min(waiting.length - starting, size - slots.size); more > 0; more--) spawn();
    if (closing && waiting.length === 0 && busySlots().length === 0) {
      for (const slot of slots) void slot.worker.terminate();
      if (slots.size === 0) closed?.();
    }
  }

  /** Whole seconds until a running conversion must have ended, freeing a place in the queue. */
  function retryAfterSeconds(): number {
    const deadlines = busySlots().map((slot) => slot.deadline ?? Infinity);
    const soonest = deadlines.length > 0 ? Math.min(...deadlines) - Date.now() : timeoutMs;
    return Math.max(1, Math.ceil(Math.min(soonest, timeoutMs) / 1000));
  }

  function busy(message: string): ConversionLimitError {
    return new ConversionLimitError('server-busy', message, {retryAfterSeconds: retryAfterSeconds()});
  }

  async function run(file: ConversionFile, signal: AbortSignal): Promise<ConversionReply> {
    if (!WorkerClass) await init();
    if (signal.aborted) throw abortError();
    if (closing) throw busy('The server is shutting down.');
    if (busySlots().length + waiting.length >= size + maxQueue) {
      throw busy(`The server is converting ${size} files and has ${maxQueue} more waiting: try again later.`);
    }
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
      while (!closing && slots.size < size) spawn();
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
