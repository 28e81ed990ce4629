// The engine starts ELK helpers (palito's engine/layout/elk/elk-runners.ts) where the platform
// has workers, as a page's layout worker has. Node has no global `Worker`: the benches give it the
// `web-worker` package's, which runs the helper on a worker thread with a browser-like scope, so
// the bench measures the engine as a page runs it. `--single-thread` leaves Node without one:
// every ELK batch then runs on the calling thread, as it did before the helpers.

import Worker from 'web-worker';

export function useElkHelpers(): boolean {
  if (process.argv.includes('--single-thread')) return false;
  (globalThis as {Worker?: unknown}).Worker = Worker;
  return true;
}
