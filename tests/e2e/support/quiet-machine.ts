// Tests that time the page's main thread run with nothing else of the suite beside them
// (playwright.config.ts, the responsiveness project), but the browsers of the tests that just
// ended can still be closing, and on a 2-core machine anything timed beside another browser takes
// about twice as long. A timed test starts once the machine's cores have been mostly idle for a
// second, as a reader's machine is when they open the page.

import fs from 'node:fs';

/** Idle and total CPU time of all cores so far, from the kernel's counters (Linux). */
function cpuTimes(): {idle: number; total: number} | undefined {
  if (!fs.existsSync('/proc/stat')) return undefined;
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal …: idle and iowait are the cores' idle time.
  return {idle: fields[3] + (fields[4] ?? 0), total: fields.reduce((sum, value) => sum + value, 0)};
}

/**
 * Waits until the cores were at least `idle` idle over one second, for `timeout` at most (then
 * goes on, and says so). Returns how long it waited, in milliseconds.
 */
export async function waitForQuietMachine({idle = 0.8, timeout = 30_000} = {}): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeout) {
    const before = cpuTimes();
    if (!before) return 0;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpuTimes()!;
    if ((after.idle - before.idle) / Math.max(1, after.total - before.total) >= idle) return Date.now() - started;
  }
  console.log(`the machine was still busy after ${timeout / 1000} s; timing anyway`);
  return Date.now() - started;
}
