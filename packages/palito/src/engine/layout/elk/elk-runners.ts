// Who runs ELK: the calling thread, and, for a big layout where the platform has workers and the
// machine more than one core, ELK helpers (elk.worker.ts) beside it. layout-project.ts hands each
// runner batches from one queue. ELK lays out each connected component of a batch on its own, and
// the batches are read back in component order, so the layout is the same to the byte whichever
// runner did which batch.
//
// A helper is a second ELK: V8 compiles ELK's code for each thread on its own, from what that
// thread runs, so two threads sharing the batches each reach ELK's fast code later than one thread
// doing them all; and the helper's heap comes on top of this thread's. It pays off only when there
// is enough work: a small layout is slower shared with a helper, a big one faster, for more
// memory (bench/README.md, "ELK helpers for big layouts only"). So a helper joins per
// ELK_NODES_PER_HELPER of work.
//
// A helper that cannot start (a bundler that did not emit its file, a Content-Security-Policy
// without worker-src) is dropped for the thread's lifetime and its batch is laid out here instead:
// a slower layout, never a failed one.

import type {ElkNode} from 'elkjs/lib/elk-api';
import {loadElk} from './load-elk';
import type {ElkHelperRequest, ElkHelperResponse} from './elk.worker';

/** Helpers beside the calling thread at most: ELK's batches rarely keep more cores busy, and each holds its own ELK. */
const MAX_HELPERS = 3;
/** Where the platform does not say how many cores it has (Node 20 has no `navigator`). */
const ASSUMED_CORES = 2;
/** ELK nodes of a layout's work per helper (see above): the bench's 20,000-asset inventory gets its one helper on two cores. */
export const ELK_NODES_PER_HELPER = 5000;

export interface ElkRunner {
  /** Lays out `graph`. Rejects with a HelperUnavailableError when a helper could not run at all. */
  layout(graph: ElkNode): Promise<ElkNode>;
}

interface HelperRunner extends ElkRunner {
  /** Ends the helper's thread now, mid-layout if need be; what it was given rejects with `reason`. */
  stop(reason: Error): void;
}

export class HelperUnavailableError extends Error {
  override name = 'HelperUnavailableError';
}

interface HelperWorker {
  postMessage(message: ElkHelperRequest): void;
  addEventListener(type: 'message', listener: (event: {data: ElkHelperResponse}) => void): void;
  addEventListener(type: 'error', listener: (event: {message?: string}) => void): void;
  terminate(): void;
}

function startHelper(): HelperWorker {
  // The bundler (Rspack, webpack 5, Vite) sees this exact pattern and emits elk.worker.ts, with
  // what it imports, as a chunk of its own. It must be the global `Worker`: with a local of that
  // name, Rspack took the URL for a plain asset and copied elk.worker.js as it is, whose imports
  // then failed in the browser, so the site's ELK helper never started.
  return new Worker(new URL('./elk.worker.ts', import.meta.url), {type: 'module'}) as unknown as HelperWorker;
}

function helperRunner(worker: HelperWorker, onBroken: () => void): HelperRunner {
  const waiting = new Map<number, {resolve: (graph: ElkNode) => void; reject: (error: Error) => void}>();
  let nextId = 1;
  let broken = false;
  const fail = (message: string) => {
    broken = true;
    onBroken();
    worker.terminate();
    for (const entry of waiting.values()) entry.reject(new HelperUnavailableError(message));
    waiting.clear();
  };
  worker.addEventListener('message', ({data}) => {
    const entry = waiting.get(data.id);
    if (!entry) return;
    waiting.delete(data.id);
    if ('graph' in data) entry.resolve(data.graph);
    else entry.reject(Object.assign(new Error(data.error.message), {name: data.error.name}));
  });
  worker.addEventListener('error', (event) => fail(event.message ?? 'The ELK helper could not start.'));
  return {
    layout(graph) {
      if (broken) return Promise.reject(new HelperUnavailableError('The ELK helper could not start.'));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, {resolve, reject});
        worker.postMessage({id, graph});
      });
    },
    stop(reason) {
      worker.terminate();
      for (const entry of waiting.values()) entry.reject(reason);
      waiting.clear();
    },
  };
}

/** How many helpers this thread starts: one fewer than the cores, none where there are no workers. */
export function helperCount(): number {
  if (typeof (globalThis as {Worker?: unknown}).Worker !== 'function') return 0;
  const cores = (globalThis as {navigator?: {hardwareConcurrency?: number}}).navigator?.hardwareConcurrency || ASSUMED_CORES;
  return Math.max(0, Math.min(MAX_HELPERS, cores - 1));
}

const inThread: ElkRunner = {layout: async (graph) => (await (await loadElk()).layout(graph)) as ElkNode};
const helpers: HelperRunner[] = [];
/** False once a helper could not be made or could not run: no more are tried on this thread. */
let startable = true;

function drop(runner: HelperRunner): void {
  startable = false;
  const at = helpers.indexOf(runner);
  if (at >= 0) helpers.splice(at, 1);
}

/**
 * The runners for a layout of `work` ELK nodes: this thread's ELK first, then one helper per
 * ELK_NODES_PER_HELPER of work, as many as the machine has cores for (`Infinity`: all of them,
 * for the warm-ups). Helpers start on first use and are kept for the thread's lifetime (their ELK
 * stays loaded and compiled, like this thread's).
 */
export function elkRunners(work: number): ElkRunner[] {
  const wanted = Math.min(helperCount(), Math.floor(work / ELK_NODES_PER_HELPER));
  while (startable && helpers.length < wanted) {
    try {
      const runner: HelperRunner = helperRunner(startHelper(), () => drop(runner));
      helpers.push(runner);
    } catch {
      startable = false; // no worker can be made here (a Content-Security-Policy, say): this thread alone
    }
  }
  return [inThread, ...helpers.slice(0, wanted)];
}

/**
 * Ends every helper's thread at once, and what each was laying out rejects with `reason`. An ELK
 * call cannot be interrupted, and a helper's is cold and slow while it warms up: stopping the
 * helpers gives their cores back straight away, to the real run and to the page that draws it.
 * Later layouts start helpers afresh, as the first one did.
 */
export function stopHelpers(reason: Error): void {
  for (const runner of helpers.splice(0)) runner.stop(reason);
}

/** This thread's own ELK: what a batch falls back to when its helper could not run. */
export function inThreadRunner(): ElkRunner {
  return inThread;
}
