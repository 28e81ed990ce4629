// createConversionPool's options: what each means, its default, and how the defaults that follow
// the machine's cores are filled in once the core count is known.

export const DEFAULT_CONVERSION_TIMEOUT_MS = 60_000;
export const DEFAULT_WORKER_MEMORY_MB = 512;
export const DEFAULT_QUEUE_PER_WORKER = 32;
export const DEFAULT_LARGE_FILE_BYTES = 256 * 1024;
export const DEFAULT_LARGE_QUEUE_PER_LARGE_WORKER = 1;

export interface ConversionPoolOptions {
  /**
   * Worker threads for small files, that is small files converted at once. Default: the CPU cores
   * less one (left to the event loop), and at least 2, so that one slow file does not make every
   * other caller wait.
   */
  size?: number;
  /**
   * Conversions that may wait for a free worker, small and large files together. One more is
   * refused at once with `server-busy` (503 and Retry-After). Default: 32 per thread. Each waiting
   * upload is held in memory; a small file is under `largeFileBytes`, and `maxLargeQueue` bounds
   * how many of the waiting ones may be large.
   */
  maxQueue?: number;
  /**
   * Milliseconds one conversion may run in its worker (the wait in the queue and the time a large
   * one is paused are not counted). Past it the worker is terminated and the conversion fails with
   * `conversion-timeout`. Default 60 000, well past what the largest files within the engine's
   * `LIMITS` take on a small server (bench/README.md, "The conversion server under load"): a limit
   * near that turned valid files into timeouts. A large conversion may also be paused at most this long.
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
   * callers send take a fraction of one. Large files are converted in processes of their own
   * (`largeWorkers`, `maxLargeQueue`), paused while the small files need the cores, so that they
   * cannot keep the small ones waiting. Default 256 KiB: a CSV of a few thousand rows (an XLSX
   * holds more rows in as many bytes).
   */
  largeFileBytes?: number;
  /**
   * Processes that convert large files, that is large files converted at once, beside the `size`
   * threads for small ones. Each is a Node process of its own (which a thread cannot be), so that
   * the pool can pause it (SIGSTOP; where the platform has none, Windows, it runs on). Default:
   * half of `size`, rounded down, and at least 1.
   */
  largeWorkers?: number;
  /**
   * Large files that may wait for one of the `largeWorkers`. One more is refused at once with
   * `server-busy`, its Retry-After the seconds the running large conversion nearest its time limit
   * may still run. Default: 1 per large worker. Counted in `maxQueue` too, and never more than it.
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
  return (cores) => {
    const workers = size ?? Math.max(2, cores - 1);
    const large = largeWorkers ?? Math.max(1, Math.floor(workers / 2));
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
