// The engine off the page's thread: files go to the topology worker (layout/client.ts).
//
// For now the worker only runs the whole pipeline on a file. Re-laying out a Project that is
// already loaded (a view switch, a style change, a Project passed in directly) runs on this
// thread through a dynamic import of `layoutProject`, until the worker gets a message for it.

import type {LayoutClient} from '../../topology/layout/client';
import {isAbortError} from '../../topology/util/abort';
import type {PalitoEngine} from '../core/types';
import {createLocalEngine} from './local-engine';
import {readInput} from './read-input';

export interface WorkerEngine extends PalitoEngine {
  /** Starts the worker and loads ELK in it, so the first file is fast. */
  warm(): Promise<void>;
  dispose(): void;
}

function cannotStartWorker(error: unknown): boolean {
  const {name, message} = (error ?? {}) as {name?: string; message?: string};
  return name === 'SecurityError' || /construct 'Worker'|Worker is not (defined|a constructor)/i.test(message ?? '');
}

export function createWorkerEngine(): WorkerEngine {
  const local = createLocalEngine();
  let client: Promise<LayoutClient> | undefined;
  let disposed = false;
  let runToken = 0;

  const getClient = (): Promise<LayoutClient> => {
    client ??= import('../../topology/layout/client').then(({createLayoutClient}) => createLayoutClient());
    return client;
  };

  return {
    async generate(input, fileName, options) {
      if (typeof Worker === 'undefined') return local.generate(input, fileName, options);
      const topologyInput = await readInput(input, fileName);
      options.signal.throwIfAborted();
      const layoutClient = await getClient();
      options.signal.throwIfAborted();
      const token = ++runToken;
      // The client cancels its pending run, whichever it is: only cancel if it is still this one.
      const onAbort = () => token === runToken && layoutClient.cancel();
      options.signal.addEventListener('abort', onAbort, {once: true});
      try {
        const result = await layoutClient.run(
          topologyInput,
          {view: options.view, layout: options.layout},
          options.onProgress,
        );
        return result.ok
          ? {ok: true, project: result.project, layout: result.layout, warnings: result.warnings, layoutMs: result.timings.layout ?? 0}
          : {ok: false, problems: result.problems};
      } catch (error) {
        if (isAbortError(error) || disposed) throw error;
        // A worker that cannot start (blocked by a content security policy, say): do it here instead.
        if (cannotStartWorker(error)) return local.generate(input, fileName, options);
        throw error;
      } finally {
        options.signal.removeEventListener('abort', onAbort);
      }
    },

    layout(project, options) {
      return local.layout(project, options);
    },

    async warm() {
      if (typeof Worker === 'undefined') return;
      await (await getClient()).warm();
    },

    dispose() {
      disposed = true;
      void client?.then((c) => c.dispose());
    },
  };
}
