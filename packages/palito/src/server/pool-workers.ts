// The conversion pool's workers: started, given the next conversion that may start, freed when it
// ends, replaced when they die, and stopped once the pool closes. A worker that dies is replaced;
// workers with nothing to do never keep the process alive.

import {abortError} from '../engine';
import {mayStart, startableCount} from './conversion-lanes';
import {exitError} from './pool-errors';
import {busySlots, counts, type Job, type PoolState, type Slot} from './pool-state';
import type {FromWorker, ToWorker} from './worker-protocol';
import {startConversionWorker} from './worker-script';

/** A slot's `started` promise, settled from the worker's events. */
interface Started {
  resolve(): void;
  reject(error: unknown): void;
}

export function send(slot: Slot, message: ToWorker): void {
  slot.worker.postMessage(message);
}

/** Starts a worker in a new slot; it takes conversions once it says it is ready. */
export function spawn(pool: PoolState): Slot {
  const worker = startConversionWorker(pool.WorkerClass!, {resourceLimits: {maxOldGenerationSizeMb: pool.limits!.memoryLimitMb}});
  let started!: Started;
  const slot: Slot = {worker, ready: false, started: new Promise((resolve, reject) => (started = {resolve, reject}))};
  slot.started.catch(() => {}); // nobody may be waiting for it; the jobs hear of a failed start anyway
  pool.slots.add(slot);
  worker.on('message', (message: FromWorker) => onMessage(pool, slot, started, message));
  worker.on('error', (error) => (slot.failure = error));
  worker.on('exit', () => onExit(pool, slot, started));
  return slot;
}

function onMessage(pool: PoolState, slot: Slot, started: Started, message: FromWorker): void {
  if (message.type === 'ready') {
    slot.ready = true;
    started.resolve();
    dispatch(pool);
    // An idle worker must not keep the process alive: it is ref'd only while it starts
    // (someone is waiting for it) and while it converts.
    if (!slot.job) slot.worker.unref();
  } else if (message.id === slot.job?.id) {
    if (message.type === 'done') slot.job.settle({reply: message.reply});
    else if (message.type === 'failed') slot.job.settle({error: Object.assign(new Error(message.error.message), message.error)});
    else slot.job.settle({error: abortError()});
    free(pool, slot);
  }
}

function onExit(pool: PoolState, slot: Slot, started: Started): void {
  clearTimeout(slot.timer);
  pool.slots.delete(slot);
  if (!slot.ready) {
    const error = new Error('A conversion worker could not start.', {cause: slot.failure});
    started.reject(error);
    // With no worker running, every start would likely fail the same way: fail what waits
    // (the handler logs it) rather than start workers in a loop.
    if (![...pool.slots].some((other) => other.ready)) for (const job of pool.waiting.splice(0)) job.settle({error});
  } else {
    slot.job?.settle({error: exitError(pool, slot)});
    if (!pool.closing) spawn(pool); // replace it, warm, before the next file needs it
  }
  dispatch(pool);
}

/** Gives the worker the conversion, with its time limit. */
function start(pool: PoolState, slot: Slot, job: Job): void {
  const {timeoutMs} = pool.limits!;
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

function free(pool: PoolState, slot: Slot): void {
  clearTimeout(slot.timer);
  slot.job = undefined;
  slot.deadline = undefined;
  slot.worker.unref();
  dispatch(pool);
}

/** The longest-waiting conversion that may start now, taken out of the queue. */
function nextStartable(pool: PoolState): Job | undefined {
  const now = counts(pool);
  const index = pool.waiting.findIndex((job) => mayStart(job.lane, now, pool.limits!));
  return index < 0 ? undefined : pool.waiting.splice(index, 1)[0];
}

/** Starts what may start on the idle workers, starts more workers if needed, and stops them all once closing and done. */
export function dispatch(pool: PoolState): void {
  for (const slot of pool.slots) {
    if (!slot.ready || slot.job) continue;
    const job = nextStartable(pool);
    if (!job) break;
    start(pool, slot, job);
  }
  // Workers still starting take the next waiting conversions; start more only for the rest.
  const starting = [...pool.slots].filter((slot) => !slot.ready).length;
  for (let more = Math.min(startableCount(counts(pool), pool.limits!) - starting, pool.limits!.size - pool.slots.size); more > 0; more--) spawn(pool);
  if (pool.closing && pool.waiting.length === 0 && busySlots(pool).length === 0) {
    for (const slot of pool.slots) void slot.worker.terminate();
    if (pool.slots.size === 0) pool.closed?.();
  }
}
