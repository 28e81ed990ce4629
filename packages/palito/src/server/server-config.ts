// The command line and environment of conversion-server/main.ts, checked before anything listens.

import {parseArgs} from 'node:util';
import {DEFAULT_MAX_BODY_BYTES} from '../engine';
import {
  DEFAULT_CONVERSION_TIMEOUT_MS,
  DEFAULT_LARGE_FILE_BYTES,
  DEFAULT_LARGE_QUEUE_PER_LARGE_WORKER,
  DEFAULT_QUEUE_PER_WORKER,
  DEFAULT_WORKER_MEMORY_MB,
  type ConversionPoolOptions,
} from './conversion-pool';
import {
  DEFAULT_HEADERS_TIMEOUT_MS,
  DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type ServerTimeouts,
} from './node-server';

export interface ServerConfig {
  port: number;
  host: string;
  apiKeys: string[];
  maxBodyBytes: number;
  allowOrigin?: string;
  /**
   * For createConversionPool; `size`, `maxQueue`, `largeWorkers` and `maxLargeQueue` are left out
   * when not given (they follow the CPU count).
   */
  pool: ConversionPoolOptions & {timeoutMs: number; memoryLimitMb: number; largeFileBytes: number};
  /** For createNodeServer. */
  timeouts: Required<ServerTimeouts>;
}

export type ConfigResult = {ok: true; config: ServerConfig} | {ok: false; message: string};

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';

export const USAGE = `Usage: PALITO_API_KEYS=key1,key2 node --import tsx conversion-server/main.ts [options]

Options:
  --port <n>                   port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --host <address>             address to listen on (default ${DEFAULT_HOST})
  --max-body-bytes <n>         largest accepted file, in bytes (default ${DEFAULT_MAX_BODY_BYTES})
  --allow-origin <url>         allow browsers on this origin to call the API (CORS); '*' for any
                               (or set PALITO_ALLOW_ORIGIN)

Conversions, small files in worker threads, large ones in processes of their own:
  --workers <n>                small files converted at once, one per thread (default: CPU cores
                               less one, at least 2)
  --queue <n>                  conversions that may wait for a worker; one more gets 503 with
                               Retry-After (default ${DEFAULT_QUEUE_PER_WORKER} per thread)
  --large-file-bytes <n>       a file of at least this size is large (default ${DEFAULT_LARGE_FILE_BYTES}); large
                               files are converted in processes of their own, paused while the
                               small files need the cores
  --large-workers <n>          large files converted at once, one per process (default: half of
                               --workers, at least 1)
  --large-queue <n>            large files that may wait, within --queue; one more gets 503 with
                               Retry-After (default ${DEFAULT_LARGE_QUEUE_PER_LARGE_WORKER} per large worker)
  --conversion-timeout-ms <n>  time one conversion may run before its worker is stopped (time
                               paused not counted; default ${DEFAULT_CONVERSION_TIMEOUT_MS})
  --worker-memory-mb <n>       JavaScript heap of each worker, in MB (default ${DEFAULT_WORKER_MEMORY_MB})

Connections:
  --headers-timeout-ms <n>     time a client has to send its headers (default ${DEFAULT_HEADERS_TIMEOUT_MS})
  --request-timeout-ms <n>     time a client has to send its whole request (default ${DEFAULT_REQUEST_TIMEOUT_MS})
  --keep-alive-timeout-ms <n>  time an idle kept-alive connection stays open (default ${DEFAULT_KEEP_ALIVE_TIMEOUT_MS})`;

/** Comma-separated keys; blanks around and between commas are ignored. */
export function parseApiKeys(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
}

/** The numeric options: flag, smallest accepted value, default (undefined: the library decides). */
const NUMBERS = {
  port: {min: 0, max: 65535, fallback: DEFAULT_PORT},
  'max-body-bytes': {min: 1, fallback: DEFAULT_MAX_BODY_BYTES},
  workers: {min: 1, fallback: undefined},
  queue: {min: 0, fallback: undefined},
  'large-file-bytes': {min: 1, fallback: DEFAULT_LARGE_FILE_BYTES},
  'large-workers': {min: 1, fallback: undefined},
  'large-queue': {min: 0, fallback: undefined},
  'conversion-timeout-ms': {min: 1, fallback: DEFAULT_CONVERSION_TIMEOUT_MS},
  'worker-memory-mb': {min: 1, fallback: DEFAULT_WORKER_MEMORY_MB},
  'headers-timeout-ms': {min: 1, fallback: DEFAULT_HEADERS_TIMEOUT_MS},
  'request-timeout-ms': {min: 1, fallback: DEFAULT_REQUEST_TIMEOUT_MS},
  'keep-alive-timeout-ms': {min: 1, fallback: DEFAULT_KEEP_ALIVE_TIMEOUT_MS},
} satisfies Record<string, {min: number; max?: number; fallback: number | undefined}>;

type NumberFlag = keyof typeof NUMBERS;
/** A number for each flag; `undefined` only where there is no default. */
type Numbers = {[Flag in NumberFlag]: undefined extends (typeof NUMBERS)[Flag]['fallback'] ? number | undefined : number};

function wholeNumber(value: string, min: number, max: number): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** Every numeric option read and checked, or the message naming the first bad one. */
function readNumbers(values: Partial<Record<NumberFlag, string>>): {ok: true; numbers: Numbers} | {ok: false; message: string} {
  const numbers: Partial<Record<NumberFlag, number | undefined>> = {};
  for (const [flag, spec] of Object.entries(NUMBERS) as [NumberFlag, (typeof NUMBERS)[NumberFlag]][]) {
    const text = values[flag];
    if (text === undefined) {
      numbers[flag] = spec.fallback;
      continue;
    }
    const max = 'max' in spec ? spec.max : Number.MAX_SAFE_INTEGER;
    const n = wholeNumber(text, spec.min, max);
    if (n === undefined) {
      const range = 'max' in spec ? `a whole number from ${spec.min} to ${max}` : `a whole number of at least ${spec.min}`;
      return {ok: false, message: `--${flag} must be ${range}, got "${text}".`};
    }
    numbers[flag] = n;
  }
  return {ok: true, numbers: numbers as Numbers};
}

export function readServerConfig(argv: string[], env: Record<string, string | undefined>): ConfigResult {
  let values;
  try {
    ({values} = parseArgs({
      args: argv,
      options: {
        host: {type: 'string'},
        'allow-origin': {type: 'string'},
        ...(Object.fromEntries(Object.keys(NUMBERS).map((flag) => [flag, {type: 'string'}])) as Record<NumberFlag, {type: 'string'}>),
      },
      strict: true,
    }));
  } catch (error) {
    return {ok: false, message: `${(error as Error).message}\n\n${USAGE}`};
  }

  const apiKeys = parseApiKeys(env.PALITO_API_KEYS);
  if (apiKeys.length === 0) {
    return {
      ok: false,
      message: `No API keys: set PALITO_API_KEYS to one or more comma-separated keys. Refusing to start an API anyone could call.\n\n${USAGE}`,
    };
  }
  const read = readNumbers(values);
  if (!read.ok) return read;
  const {numbers} = read;
  // Node refuses this combination when the server is created; say it in the flags' words.
  if (numbers['headers-timeout-ms'] > numbers['request-timeout-ms']) {
    return {
      ok: false,
      message: '--headers-timeout-ms cannot be longer than --request-timeout-ms: the headers are part of the request.',
    };
  }
  const pool: ServerConfig['pool'] = {
    timeoutMs: numbers['conversion-timeout-ms'],
    memoryLimitMb: numbers['worker-memory-mb'],
    largeFileBytes: numbers['large-file-bytes'],
  };
  if (numbers.workers !== undefined) pool.size = numbers.workers;
  if (numbers.queue !== undefined) pool.maxQueue = numbers.queue;
  if (numbers['large-workers'] !== undefined) pool.largeWorkers = numbers['large-workers'];
  if (numbers['large-queue'] !== undefined) pool.maxLargeQueue = numbers['large-queue'];
  return {
    ok: true,
    config: {
      port: numbers.port,
      host: values.host ?? DEFAULT_HOST,
      apiKeys,
      maxBodyBytes: numbers['max-body-bytes'],
      allowOrigin: values['allow-origin'] ?? (env.PALITO_ALLOW_ORIGIN || undefined),
      pool,
      timeouts: {
        headersTimeoutMs: numbers['headers-timeout-ms'],
        requestTimeoutMs: numbers['request-timeout-ms'],
        keepAliveTimeoutMs: numbers['keep-alive-timeout-ms'],
      },
    },
  };
}
