// A web `Worker` for the command, on Node's worker threads. The engine lays out a big inventory's
// ELK batches on helpers beside its own thread wherever the platform has a `Worker`
// (engine/layout/elk/elk-runners.ts), as it does in a page; Node has none, so `main.ts` gives the
// command this one, and `palito render` of a big file uses the second core.
//
// Not the `web-worker` package (which the benches and tests use): its worker holds the process
// open until it is terminated, and the engine keeps its helpers for the thread's lifetime, so the
// command would never exit. This worker holds the process open only while a message it was sent
// has had no answer. It implements what the engine's helpers use: module workers, `message` and
// `error` listeners, `postMessage` and `terminate`.

import {Worker as NodeWorker} from 'node:worker_threads';

/**
 * Run in the new thread: the page-worker scope the module expects, then the module. Written to
 * run as a script and as a module alike (a worker's code is read as a module when Node was
 * started with `--input-type=module`). A module that fails to load becomes the worker's `error`.
 */
const SCOPE = `
import('node:worker_threads').then(({parentPort, workerData}) => {
  globalThis.postMessage = (message) => parentPort.postMessage(message);
  globalThis.addEventListener = (type, listener) => {
    if (type === 'message') parentPort.on('message', (data) => listener({data}));
  };
  return import(workerData.url);
}).catch((error) => { throw error; });
`;

type Listener = (event: {data?: unknown; message?: string}) => void;

export class ThreadWorker {
  readonly #thread: NodeWorker;
  /** Messages sent and not yet answered: the thread keeps the process alive only while there are some. */
  #unanswered = 0;

  constructor(url: string | URL, _options?: {type?: 'module' | 'classic'}) {
    this.#thread = new NodeWorker(SCOPE, {eval: true, workerData: {url: String(url)}});
    this.#thread.on('message', () => {
      this.#unanswered = Math.max(0, this.#unanswered - 1);
      this.#holdProcess();
    });
    this.#thread.on('error', () => {
      this.#unanswered = 0;
      this.#holdProcess();
    });
    this.#holdProcess();
  }

  /** Node refs the thread again whenever a `message` listener is added, so this runs after each change. */
  #holdProcess(): void {
    if (this.#unanswered > 0) this.#thread.ref();
    else this.#thread.unref();
  }

  postMessage(message: unknown): void {
    this.#unanswered++;
    this.#holdProcess();
    this.#thread.postMessage(message);
  }

  addEventListener(type: 'message' | 'error', listener: Listener): void {
    if (type === 'message') this.#thread.on('message', (data: unknown) => listener({data}));
    else this.#thread.on('error', (error: Error) => listener({message: error.message}));
    this.#holdProcess();
  }

  terminate(): void {
    this.#unanswered = 0;
    void this.#thread.terminate();
  }
}

/** Gives this process a global `Worker` where it has none (Node), so that the engine can start ELK helpers. */
export function provideThreadWorker(): void {
  const scope = globalThis as {Worker?: unknown};
  if (typeof scope.Worker !== 'function') scope.Worker = ThreadWorker;
}
