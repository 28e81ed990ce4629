// Starts conversion.worker wherever this package runs from: the built `.js` file beside this one
// (dist/server/), or the TypeScript source in a checkout (the tests, `node --import tsx`); as a
// worker thread for small files, as a process of its own for large ones (conversion-process.ts).

import type {Worker, WorkerOptions} from 'node:worker_threads';

/**
 * The build rewrites this to `new URL("./conversion.worker.js", import.meta.url)` (see
 * vite.config.ts), so the worker stays a file of its own beside this module.
 */
const WORKER_URL = new URL('./conversion.worker.ts', import.meta.url);

/** The file to run: the built worker, or, from the sources, the shim that registers tsx first. */
export function conversionWorkerScript(): URL {
  const fromSource = WORKER_URL.pathname.endsWith('.ts');
  // Built from a string so that the build does not take it for an asset to bundle: it is for the sources only.
  return fromSource ? new URL(WORKER_URL.href.replace(/\.ts$/, '.from-source.mjs')) : WORKER_URL;
}

export function startConversionWorker(WorkerClass: typeof Worker, options: WorkerOptions): Worker {
  return new WorkerClass(conversionWorkerScript(), options);
}
