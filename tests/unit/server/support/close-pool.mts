// Run as a plain Node process by stays-up.test.ts: a warmed pool converts a large file (in its
// process) and a small one (in a thread), then closes. Prints "closed" once close() has resolved; Node
// exits with code 13 instead if the event loop ended while close() was still pending.

import {readFileSync} from 'node:fs';
import {createConversionPool} from '../../../../packages/palito/src/server/conversion-pool';
import {normalCsv} from '../../../fixtures/hostile/inventories';

// The site's sample (2.7 KB) is large here; the five-asset inventory is not.
const pool = createConversionPool({size: 1, largeFileBytes: 1024});
const data = new TextEncoder().encode(normalCsv());
const large = new Uint8Array(readFileSync(new URL('../../../../static/samples/assets-sample.csv', import.meta.url)));
const signal = new AbortController().signal;
await pool.warm();
const small = await pool.run({name: 'small.csv', data}, signal);
const big = await pool.run({name: 'large.csv', data: large}, signal);
console.log(small.status, big.status);
await pool.close();
console.log('closed');
