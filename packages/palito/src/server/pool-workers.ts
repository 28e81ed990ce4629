// The conversion pool's workers: started, given the next conversion of their lane, freed when it
// ends, replaced when they die, and stopped once the pool closes. A worker that dies is replaced;
// workers with nothing to do never keep the process alive.

import {abortError} from '../engine';
import {workersOf, type Lane} from './conversion-lanes';
import {startConversionProcess} from './conversion-process';
import {armTimeLimit, balance, resume} from './pause-large';
import {exitError} from './pool-errors';
import {busySlots, type Job, type PoolState, type Slot} from './pool-state';
import {startClock} from './run-clock';
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

/** Starts a worker for the lane in a new slot: a thread for small files, a process for large ones. It takes conversions once it says it is ready. */
export function spawn(pool: PoolState, lane: Lane): Slot {
  const {memoryLimitMb} = pool.limits!;
  const worker =
    lane === 'small'
      ? startConversionWorker(pool.WorkerClass!, {resourceLimits: {maxOldGenerationSizeMb: memoryLimitMb}})
      : startConversionProcess(pool.fork!, memoryLimitMb);
  let started!: Started;
  const slot: Slot = {lane, worker, ready: false, started: new Promise((resolve, reject) => (started = {resolve, reject}))};
  slot.started.catch(() => {}); // nobody may be waiting for it; the jobs hear of a failed start anyway
  pool.slots.add(slot);
  worker.on('message', (message: FromWorker) => onMessage(pool, slot, started, message));
  worker.on('error', (error: Error) => (slot.failure = error));
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
  clearTimeout(slot.pauseTimer);
  pool.slots.delete(slot);
  if (!slot.ready) {
    const error = new Error('A conversion worker could not start.', {cause: slot.failure});
    started.reject(error);
    // With no worker running, every start would likely fail the same way: fail what waits
    // (the handler logs it) rather than start workers in a loop.
    if (![...pool.slots].some((other) => other.lane === slot.lane && other.ready)) {
      for (const job of pool.waiting.filter((waiting) => waiting.lane === slot.lane)) {
        pool.waiting.splice(pool.waiting.indexOf(job), 1);
        job.settle({error});
      }
    }
  } else {
    slot.job?.settle({error: exitError(pool, slot)});
    if (!pool.closing) spawn(pool, slot.lane); // replace it, warm, before the next file needs it
  }
  dispatch(pool);
}

/** Gives the worker the conversion, with its time limit. */
function start(pool: PoolState, slot: Slot, job: Job): void {
  slot.job = job;
  slot.worker.ref();
  slot.clock = startClock(pool.limits!.timeoutMs, Date.now());
  armTimeLimit(slot);
  send(slot, {type: 'convert', id: job.id, file: job.file});
}

function free(pool: PoolState, slot: Slot): void {
  resume(slot); // paused just as it answered: an idle process must not stay stopped
  clearTimeout(slot.timer);
  slot.job = undefined;
  slot.clock = undefined;
  slot.worker.unref();
  dispatch(pool);
}

/** The longest-waiting conversion of the lane, taken out of the queue. */
function nextOf(pool: PoolState, lane: Lane): Job | undefined {
  const index = pool.waiting.findIndex((job) => job.lane === lane);
  return index < 0 ? undefined : pool.waiting.splice(index, 1)[0];
}

/** Starts more of the lane's workers for the conversions waiting that those starting will not take. */
function spawnFor(pool: PoolState, lane: Lane): void {
  const slots = [...pool.slots].filter((slot) => slot.lane === lane);
  const starting = slots.filter((slot) => !slot.ready).length;
  const waiting = pool.waiting.filter((job) => job.lane === lane).length;
  for (let more = Math.min(waiting - starting, workersOf(lane, pool.limits!) - slots.length); more > 0; more--) spawn(pool, lane);
}

/** Starts what may start on the idle workers, starts more workers if needed, pauses or resumes the large conversions, and stops them all once closing and done. */
export function dispatch(pool: PoolState): void {
  for (const slot of pool.slots) {
    if (!slot.ready || slot.job) continue;
    const job = nextOf(pool, slot.lane);
    if (job) start(pool, slot, job);
  }
  spawnFor(pool, 'small');
  spawnFor(pool, 'large');
  balance(pool);
  if (pool.closing && pool.waiting.length === 0 && busySlots(pool).length === 0) {
    for (const slot of pool.slots) void slot.worker.terminate();
    if (pool.slots.size === 0) pool.closed?.();
  }
}
