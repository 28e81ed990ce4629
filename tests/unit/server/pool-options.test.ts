// createConversionPool's limits without starting a worker: the defaults each machine gets, the
// options that are refused, and which lane a file takes and may wait in (conversion-lanes.ts).

import {describe, expect, it} from 'vitest';
import {admits, laneOf, workersOf} from '../../../packages/palito/src/server/conversion-lanes';
import {createConversionPool} from '../../../packages/palito/src/server/conversion-pool';
import {checkPoolOptions, type PoolLimits} from '../../../packages/palito/src/server/pool-options';

describe('the pool limits', () => {
  it('follow the cores by default: threads for small files, half as many processes for large ones, 32 waiting places per thread, one per large worker', () => {
    expect(checkPoolOptions({})(2)).toEqual({
      size: 2,
      largeWorkers: 1,
      maxQueue: 64,
      maxLargeQueue: 1,
      largeFileBytes: 256 * 1024,
      timeoutMs: 60_000,
      memoryLimitMb: 512,
    });
    expect(checkPoolOptions({})(8)).toMatchObject({size: 7, largeWorkers: 3, maxQueue: 224, maxLargeQueue: 3});
    expect(checkPoolOptions({size: 4})(8)).toMatchObject({largeWorkers: 2});
    // Large files always get a process.
    expect(checkPoolOptions({size: 1})(8)).toMatchObject({size: 1, largeWorkers: 1});
  });

  it('keep the large lane beside the threads, and its waiting places within the queue', () => {
    expect(checkPoolOptions({size: 2, largeWorkers: 3})(2)).toMatchObject({size: 2, largeWorkers: 3});
    // Large waiting places are waiting places too.
    expect(checkPoolOptions({maxQueue: 0, maxLargeQueue: 3})(2)).toMatchObject({maxQueue: 0, maxLargeQueue: 0});
  });

  it('refuses what is not a whole number, or zero where a worker is needed', () => {
    expect(() => createConversionPool({largeWorkers: 0})).toThrow(/largeWorkers must be a positive whole number/);
    expect(() => createConversionPool({largeFileBytes: 1.5})).toThrow(/largeFileBytes/);
    expect(() => createConversionPool({maxLargeQueue: -1})).toThrow(/maxLargeQueue must be a whole number/);
    expect(() => createConversionPool({maxLargeQueue: 0})).not.toThrow();
  });
});

describe('the lanes', () => {
  const limits: PoolLimits = {...checkPoolOptions({})(2), largeFileBytes: 100};
  const file = (bytes: number) => ({name: 'f.csv', data: new Uint8Array(bytes)});

  it('tell a large file by its size', () => {
    expect(laneOf(file(99), limits)).toBe('small');
    expect(laneOf(file(100), limits)).toBe('large');
  });

  it('give small files the threads and large ones the processes', () => {
    expect(workersOf('small', limits)).toBe(2);
    expect(workersOf('large', limits)).toBe(1);
  });

  it('give large files their own waiting places, small ones the rest of the queue', () => {
    const largeLaneFull = {running: 1, runningLarge: 1, waiting: 1, waitingLarge: 1};
    expect(admits('large', largeLaneFull, limits)).toBe(false);
    expect(admits('small', largeLaneFull, limits)).toBe(true);
    const queueFull = {running: 3, runningLarge: 1, waiting: 64, waitingLarge: 0};
    expect(admits('small', {...queueFull, waiting: 63}, limits)).toBe(true);
    expect(admits('small', queueFull, limits)).toBe(false);
    expect(admits('large', queueFull, limits)).toBe(false);
  });
});
