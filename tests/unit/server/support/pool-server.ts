// A real server on 127.0.0.1 whose conversions run in a worker pool of its own, and a timed POST to
// it: what the tests of the server's limits (time, memory, queue, lanes) share.

import {readFileSync} from 'node:fs';
import {afterAll, beforeAll, expect} from 'vitest';
import {API_KEY_HEADER, FILE_NAME_HEADER} from '../../../../packages/palito/src/engine/remote';
import {createConversionHandler} from '../../../../packages/palito/src/server/conversion-handler';
import {DEFAULT_LARGE_FILE_BYTES, createConversionPool, type ConversionPool, type ConversionPoolOptions} from '../../../../packages/palito/src/server/conversion-pool';
import type {Lane} from '../../../../packages/palito/src/server/conversion-lanes';
import {ConversionLimitError, type RunConversion} from '../../../../packages/palito/src/server/conversion-runner';
import {normalCsv} from '../../../fixtures/hostile/inventories';
import {startServer, type TestServer} from './test-server';

export const KEY = 'stays-up-key';
/** Starting workers from the TypeScript sources (tsx) and warming them up takes seconds on a small machine. */
export const START_TIMEOUT = 120_000;

export interface Answer {
  status: number;
  headers: Headers;
  body: {error?: {code: string; message: string; limit?: number}; ok?: boolean; project?: {nodes: unknown[]}};
  /** Milliseconds from sending the request to having read the whole answer. */
  ms: number;
}

export async function post(server: TestServer, name: string, data: string | Uint8Array, key = KEY, signal?: AbortSignal): Promise<Answer> {
  const sent = performance.now();
  const headers = {[API_KEY_HEADER]: key, [FILE_NAME_HEADER]: name};
  const response = await fetch(server.url, {method: 'POST', headers, body: data, signal});
  const body = (await response.json()) as Answer['body'];
  return {status: response.status, headers: response.headers, body, ms: performance.now() - sent};
}

export interface PoolServer {
  server: TestServer;
  pool: ConversionPool;
  logged: unknown[];
  /**
   * Files the handler has read and handed to the pool. A warm pool admits or refuses a file as it
   * is handed over, so a test can wait for this count instead of guessing how long an upload takes.
   */
  handedOver: number;
}

/** A file of each lane that converts at once: the five assets, and the site's sample (2.7 KB) for a pool whose `largeFileBytes` it reaches. */
const WARM_UP_FILES = {
  small: () => ({name: 'warm-up.csv', data: new TextEncoder().encode(normalCsv())}),
  large: () => ({name: 'warm-up-large.csv', data: new Uint8Array(readFileSync(new URL('../../../../static/samples/assets-sample.csv', import.meta.url)))}),
};

/**
 * Converts `file` in a new pool, so that its lane's worker has started and warmed up. Under a time
 * limit of a few hundred milliseconds a busy machine may stop even this small conversion: its
 * worker is then replaced, and the file is converted again on the new one.
 */
async function warmUpConversion(pool: ConversionPool, file: {name: string; data: Uint8Array}): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      expect((await pool.run(file, new AbortController().signal)).status).toBe(200);
      return;
    } catch (error) {
      if (attempt === 3 || !(error instanceof ConversionLimitError && error.code === 'conversion-timeout')) throw error;
    }
  }
}

/**
 * A server whose conversions run in a pool of its own, warmed up before the tests of the enclosing
 * describe: every worker (`pool.warm()`), or, for tests whose files all go one way, only the lane
 * they use (`warm`), by converting a file there. Its other lane then starts on demand: a process
 * for large files warms up for them too, which is most of the start-up of a pool.
 */
export function serverWithPool(options: ConversionPoolOptions, warm: 'both' | Lane = 'both'): PoolServer {
  const context = {logged: [] as unknown[], handedOver: 0} as PoolServer;
  beforeAll(async () => {
    context.pool = createConversionPool(options);
    if (warm === 'both') await context.pool.warm();
    else {
      const file = WARM_UP_FILES[warm]();
      if (warm === 'large') expect(file.data.byteLength, 'largeFileBytes must make the warm-up file large').toBeGreaterThanOrEqual(options.largeFileBytes ?? Infinity);
      else expect(file.data.byteLength).toBeLessThan(options.largeFileBytes ?? DEFAULT_LARGE_FILE_BYTES);
      await warmUpConversion(context.pool, file);
    }
    const runConversion: RunConversion = (file, signal) => {
      context.handedOver++;
      return context.pool.run(file, signal);
    };
    context.server = await startServer(createConversionHandler({apiKeys: [KEY], runConversion, onError: (error) => context.logged.push(error)}));
  }, START_TIMEOUT);
  afterAll(async () => {
    await context.server?.close();
    await context.pool?.close();
  }, START_TIMEOUT);
  return context;
}

/** The answer to normalCsv() (tests/fixtures/hostile/inventories.ts): its 5 assets, laid out. */
export function expectNormalProject(answer: Answer): void {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  expect(answer.body.ok).toBe(true);
  expect(answer.body.project?.nodes).toHaveLength(5);
}
