// The engine off the page's thread: files go to the topology worker (engine/worker/client.ts).
//
// Both jobs run there: the whole pipeline on a file, and a new layout of a Project already
// loaded (a view switch, a style change, a Project passed in directly). Where no worker can
// start, the same code runs on this thread (local-engine.ts).

import {isAbortError, type LayoutClient, type WarmOptions, WORKER_START_ERROR} from '../engine';
import type {PalitoEngine} from '../model';
import {createLocalEngine} from './local-engine';
import {readInput} from './read-input';

export interface WorkerEngine extends PalitoEngine {
  /** Starts the worker and loads ELK in it, so the first file is fast (LayoutClient.warm()). */
  warm(options?: WarmOptions): Promise<void>;
  dispose(): void;
}

function cannotStartWorker(error: unknown): boolean {
  const {name, message} = (error ?? {}) as {name?: string; message?: string};
  return name === 'SecurityError' || name === WORKER_START_ERROR || /construct 'Worker'|Worker is not (defined|a constructor)/i.test(message ?? '');
}

export function createWorkerEngine(): WorkerEngine {
  const local = createLocalEngine();
  let client: Promise<LayoutClient> | undefined;
  let disposed = false;
  let runToken = 0;

  const getClient = (): Promise<LayoutClient> => {
    client ??= import('../engine/worker/client').then(({createLayoutClient}) => createLayoutClient());
    return client;
  };

  /** Runs one job in the worker; the client cancels its pending job, so only cancel if it is still ours. */
  async function inWorker<T>(signal: AbortSignal, job: (c: LayoutClient) => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    const layoutClient = await getClient();
    signal.throwIfAborted();
    const token = ++runToken;
    const onAbort = () => token === runToken && layoutClient.cancel();
    signal.addEventListener('abort', onAbort, {once: true});
    try {
      return await job(layoutClient);
    } catch (error) {
      if (isAbortError(error) || disposed) throw error;
      // A worker that cannot start (blocked by a content security policy, say): do it here instead.
      if (cannotStartWorker(error)) return fallback();
      throw error;
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }

  return {
    async generate(input, fileName, options) {
      if (typeof Worker === 'undefined') return local.generate(input, fileName, options);
      const topologyInput = await readInput(input, fileName);
      options.signal.throwIfAborted();
      return inWorker(
        options.signal,
        async (c) => {
          const result = await c.run(topologyInput, {view: options.view, layout: options.layout, previous: options.previous}, options.onProgress);
          return result.ok
            ? {ok: true as const, project: result.project, layout: result.layout, warnings: result.warnings, layoutMs: result.timings.layout ?? 0}
            : {ok: false as const, problems: result.problems};
        },
        () => local.generate(input, fileName, options),
      );
    },

    layout(project, options) {
      if (typeof Worker === 'undefined') return local.layout(project, options);
      return inWorker(
        options.signal,
        (c) => c.layout(project, {view: options.view, layout: options.layout, previous: options.previous}, options.onProgress),
        () => local.layout(project, options),
      );
    },

    async warm(options) {
      if (typeof Worker === 'undefined') return;
      await (await getClient()).warm(options);
    },

    dispose() {
      disposed = true;
      void client?.then((c) => c.dispose());
    },
  };
}
