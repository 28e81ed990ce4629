// The large files' conversion processes of this test process's pools, seen from Linux's /proc:
// their ids and their scheduler state ('T' while stopped, that is paused by the pool).

import {readFileSync, readdirSync} from 'node:fs';

function stat(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": the command name may hold spaces, so split after its ')'.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // gone
  }
}

/** The conversion processes this process started. */
export function conversionProcesses(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => stat(pid)?.[1] === String(process.pid))
    .filter((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('conversion.worker'));
}

/** 'R' running, 'S' sleeping, 'T' stopped, ...; undefined once the process is gone. */
export function stateOf(pid: number): string | undefined {
  return stat(pid)?.[0];
}

/** Samples the process's state every few milliseconds until `stop()`, which returns every state seen. */
export function watchState(pid: number): {stop(): Set<string>} {
  const seen = new Set<string>();
  const sample = () => {
    const state = stateOf(pid);
    if (state) seen.add(state);
  };
  const timer = setInterval(sample, 2);
  sample();
  return {
    stop() {
      clearInterval(timer);
      sample();
      return seen;
    },
  };
}
