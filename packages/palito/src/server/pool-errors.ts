// What the conversion pool answers when it cannot convert: refused (server-busy, with when to try
// again), or stopped (over its time or memory limit, or its worker died).

import {queuedIn} from './conversion-lanes';
import {ConversionLimitError} from './conversion-runner';
import {busySlots, counts, type PoolState, type Slot} from './pool-state';
import {msLeft} from './run-clock';

/**
 * Whole seconds until one of these running conversions must have ended, freeing a place: the time
 * it may still run (a paused large conversion may be paused longer, so this is the soonest).
 */
function retryAfterSeconds(pool: PoolState, running: Slot[]): number {
  const {timeoutMs} = pool.limits!;
  const now = Date.now();
  const left = running.map((slot) => (slot.clock ? msLeft(slot.clock, now) : Infinity));
  const soonest = left.length > 0 ? Math.min(...left) : timeoutMs;
  return Math.max(1, Math.ceil(Math.min(soonest, timeoutMs) / 1000));
}

/** server-busy, to try again once one of `freedBy` (by default any running conversion) has ended. */
export function busy(pool: PoolState, message: string, freedBy = busySlots(pool)): ConversionLimitError {
  return new ConversionLimitError('server-busy', message, {retryAfterSeconds: retryAfterSeconds(pool, freedBy)});
}

/** Why a conversion was not admitted: the whole queue is full, or (for a large file) the large files' share is taken. */
export function refusal(pool: PoolState): ConversionLimitError {
  const {maxQueue, largeWorkers, maxLargeQueue, largeFileBytes} = pool.limits!;
  const now = counts(pool);
  if (queuedIn('small', now, pool.limits!) + queuedIn('large', now, pool.limits!) >= maxQueue) {
    return busy(pool, `The server is converting ${now.running} files and has ${now.waiting} more waiting: try again later.`);
  }
  // Places are left for small files only: the end of a large conversion frees one for a large
  // file (or, with none running yet, of whatever keeps the waiting large files from a worker).
  const large = busySlots(pool).filter((slot) => slot.job!.lane === 'large');
  return busy(
    pool,
    `The server is converting ${largeWorkers} large files (${largeFileBytes} bytes or more) and has ` +
      `${maxLargeQueue} more waiting: try again later.`,
    large.length > 0 ? large : busySlots(pool),
  );
}

/** Why a worker stopped while converting: its time was up, its heap was full, or something else. */
export function exitError(pool: PoolState, slot: Slot): Error {
  const {timeoutMs, memoryLimitMb} = pool.limits!;
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
