// createConversionPool's options: what each means, its default, and how the defaults that follow
// the machine's cores are filled in once the core count is known.

export const DEFAULT_CONVERSION_TIMEOUT_MS = 20_000;
export const DEFAULT_WORKER_MEMORY_MB = 512;
export const DEFAULT_QUEUE_PER_WORKER = 32;
export const DEFAULT_LARGE_FILE_BYTES = 256 * 1024;
export const DEFAULT_LARGE_QUEUE_PER_LARGE_WORKER = 1;

export interface ConversionPoolOptions {
  /**
   * Worker threads, that is conversions running at once. Default: the CPU cores less one (left to
   * the event loop), and at least 2, so that one slow file does not make every other caller wait.
   */
  size?: number;
  /**
   * Conversions that may wait for a free worker, small and large files together. One more is
   * refused at once with `server-busy` (503 and Retry-After). Default: 32 per worker. Each waiting
   * upload is held in memory; a small file is under `largeFileBytes`, and `maxLargeQueue` bounds
   * how many of the waiting ones may be large.
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
  /**
   * A file of at least this many bytes is large: it takes seconds to convert, where the files most
   * callers send take a fraction of one. Large files have workers and waiting places of their own
   * (`largeWorkers`, `maxLargeQueue`), so that a few of them cannot keep the small ones waiting.
   * Default 256 KiB: a CSV of a few thousand rows (an XLSX holds more rows in as many bytes).
   */
  largeFileBytes?: number;
  /**
   * How many workers may convert large files at once; the others are kept for small files.
   * Default: half the workers, rounded down, and at least 1 (so a pool of one worker keeps none
   * back, and one of two keeps one). At most `size`.
   */
  largeWorkers?: number;
  /**
   * Large files that may wait for one of the `largeWorkers`. One more is refused at once with
   * `server-busy`, its Retry-After the seconds until the running large conversion nearest its time
   * limit must have ended. Default: 1 per large worker, so that a large file waits for at most one
   * conversion's time limit before its own starts. Counted in `maxQueue` too, and never more than it.
   */
  maxLargeQueue?: number;
}

/** Every limit of a pool, defaults filled in. */
export interface PoolLimits {
  size: number;
  maxQueue: number;
  timeoutMs: number;
  memoryLimitMb: number;
  largeFileBytes: number;
  largeWorkers: number;
  maxLargeQueue: number;
}

function wholeNumber(name: string, value: number | undefined, min: 0 | 1): number | undefined {
  if (value !== undefined && (!Number.isSafeInteger(value) || value < min)) {
    const kind = min === 1 ? 'a positive whole number' : 'a whole number';
    throw new TypeError(`createConversionPool: ${name} must be ${kind}, got ${value}.`);
  }
  return value;
}

/**
 * Checks the options at once (a bad one throws a TypeError when the pool is created) and returns
 * the function that fills in the rest once the core count is known.
 */
export function checkPoolOptions(options: ConversionPoolOptions): (cores: number) => PoolLimits {
  const size = wholeNumber('size', options.size, 1);
  const maxQueue = wholeNumber('maxQueue', options.maxQueue, 0);
  const timeoutMs = wholeNumber('timeoutMs', options.timeoutMs, 1) ?? DEFAULT_CONVERSION_TIMEOUT_MS;
  const memoryLimitMb = wholeNumber('memoryLimitMb', options.memoryLimitMb, 1) ?? DEFAULT_WORKER_MEMORY_MB;
  const largeFileBytes = wholeNumber('largeFileBytes', options.largeFileBytes, 1) ?? DEFAULT_LARGE_FILE_BYTES;
  const largeWorkers = wholeNumber('largeWorkers', options.largeWorkers, 1);
  const maxLargeQueue = wholeNumber('maxLargeQueue', options.maxLargeQueue, 0);
  if (size !== undefined && largeWorkers !== undefined && largeWorkers > size) {
    throw new TypeError(`createConversionPool: largeWorkers (${largeWorkers}) cannot be more than size (${size}).`);
  }
  return (cores) => {
    const workers = size ?? Math.max(2, cores - 1);
    const large = Math.min(largeWorkers ?? Math.max(1, Math.floor(workers / 2)), workers);
    const queue = maxQueue ?? workers * DEFAULT_QUEUE_PER_WORKER;
    return {
      size: workers,
      maxQueue: queue,
      timeoutMs,
      memoryLimitMb,
      largeFileBytes,
      largeWorkers: large,
      maxLargeQueue: Math.min(maxLargeQueue ?? large * DEFAULT_LARGE_QUEUE_PER_LARGE_WORKER, queue),
    };
  };
}
