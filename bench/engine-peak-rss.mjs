// One size's peak memory, for bench/run.mts: `node bench/engine-peak-rss.mjs <csv file> <runs> [--single-thread] [--warm-up=large]`.
// A Node process with nothing in it but palito/engine (and the `web-worker` package's Worker, for
// the ELK helpers a page would start): the bench's warm-up, then the file `runs` + 1 times, as the bench's
// own process runs it; prints the process's peak RSS in MB as one JSON line. Plain JavaScript, not
// TypeScript: under tsx the process would also hold tsx's loader (30-40 MB here).

import {readFileSync} from 'node:fs';
import Worker from 'web-worker';

const [file, runs] = process.argv.slice(2);
if (!process.argv.includes('--single-thread')) globalThis.Worker = Worker;
const {generateTopology, warmUp, warmUpForLargeFiles} = await import('palito/engine');
const data = readFileSync(file, 'utf8');
await warmUp();
if (process.argv.includes('--warm-up=large')) await warmUpForLargeFiles();
for (let run = 0; run <= Number(runs); run++) {
  const result = await generateTopology({name: 'inventory.csv', data});
  if (!result.ok) throw new Error('the inventory did not validate');
}
console.log(JSON.stringify({peakMB: process.resourceUsage().maxRSS / 1024}));
process.exit(0);
