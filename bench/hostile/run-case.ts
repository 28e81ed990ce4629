// One hostile case through the engine, in a process of its own (see bench/hostile/run.ts):
// prints one JSON line with the outcome, the time taken and the peak memory.

import {readFileSync} from 'node:fs';
import {generateTopology} from 'palito/engine';

/**
 * The process's peak resident memory. Linux's VmHWM belongs to this program alone; getrusage's
 * maxRSS would carry over the parent's peak from before the fork (the bench makes bombs of
 * hundreds of megabytes), so it is only the fallback elsewhere.
 */
function peakMemoryMb(): number {
  try {
    const kb = /VmHWM:\s*(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (kb) return Math.round(Number(kb[1]) / 1024);
  } catch {
    // not Linux
  }
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

async function main(file: string) {
  const data = file.endsWith('.csv') ? readFileSync(file, 'utf8') : new Uint8Array(readFileSync(file));
const start = performance.now();
const result = await generateTopology({name: file, data});
const ms = Math.round(performance.now() - start);
const problems = result.ok ? result.warnings : result.problems;
const codes: Record<string, number> = {};
for (const p of problems) codes[p.code] = (codes[p.code] ?? 0) + 1;
console.log(
  JSON.stringify({
    ok: result.ok,
    ms,
    maxRssMb: peakMemoryMb(),
    nodes: result.ok ? result.project.nodes.length : 0,
    problems: problems.length,
    codes,
    jsonMb: +(JSON.stringify(problems).length / 1e6).toFixed(2),
  }),
);
}

void main(process.argv[2]);
