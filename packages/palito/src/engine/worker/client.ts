// The page-side handle on the layout worker, which it creates (the other `Worker` the engine
// creates is ELK's helper, in layout/elk/elk-runners.ts). Its state, requests and the worker's
// answers are in client-state.ts, client-requests.ts and client-answers.ts.
//
// Cancellation: `run()` or `layout()` while one is pending, `cancel()` and `dispose()` make the
// pending promise REJECT with a DOMException named 'AbortError' (as fetch() does); test it with
// `isAbortError(error)`. A run that ends with data problems is not an error: it resolves with
// `{ok: false, problems}`.

import type {Project} from '../model/types';
import type {TopologyInput} from '../parse/input';
import type {TablePreview} from '../parse/preview-table';
import type {TopologyOptions, TopologyResult} from '../pipeline/generate-topology';
import type {Progress} from '../pipeline/stages';
import type {WorkerRequest} from './protocol';
import {abortError} from '../util/abort';
import type {TopologyLayout} from '../layout/geometry/types';
import {cancelCurrentRun, request} from './client-requests';
import {type ClientState, failAll, type WorkerLike} from './client-state';

export {WORKER_START_ERROR} from './client-requests';
export type {WorkerLike} from './client-state';

export interface LayoutClientOptions {
  /** Defaults to the bundled worker (layout.worker.ts). */
  createWorker?: () => WorkerLike;
}

export interface WarmOptions {
  large?: boolean;
}

export interface LayoutClient {
  /**
   * Starts the worker and warms ELK up; resolves when a run would be fast. Optional. With
   * `{large: true}` the worker goes on to warm ELK up for files of thousands of assets
   * (warmUpForLargeFiles()); the first run or layout stops that within one short ELK call, for good.
   */
  warm(options?: WarmOptions): Promise<void>;
  /** Runs the pipeline in the worker. Cancels (rejects) any run still pending. */
  run(input: TopologyInput, options?: TopologyOptions, onProgress?: (progress: Progress) => void): Promise<TopologyResult>;
  /**
   * Lays out a Project already read (another view, other options) in the worker. Like run(), it
   * cancels whatever run or layout is pending.
   */
  layout(project: Project, options?: TopologyOptions, onProgress?: (progress: Progress) => void): Promise<TopologyLayout>;
  /**
   * The first `rows` rows of a file as the run will read them (decoding, delimiter, first
   * worksheet), read in the worker. Cancels nothing, and is not cancelled by run() or layout().
   */
  preview(input: TopologyInput, rows: number): Promise<TablePreview>;
  /** Cancels the pending run or layout, if any: its promise rejects with an AbortError. */
  cancel(): void;
  /** Cancels everything pending and stops the worker. The client cannot be used afterwards. */
  dispose(): void;
}

function bundledWorker(): WorkerLike {
  // The bundler (Rspack, webpack 5) sees this exact pattern and emits layout.worker.ts as its own chunk.
  return new Worker(new URL('./layout.worker.ts', import.meta.url), {type: 'module'}) as unknown as WorkerLike;
}

export function createLayoutClient(options: LayoutClientOptions = {}): LayoutClient {
  const client: ClientState = {createWorker: options.createWorker ?? bundledWorker, pending: new Map(), nextId: 1, disposed: false};
  /** A run or a layout: it cancels the one pending, and the next one cancels it. */
  const runOrLayout = <T>(message: WorkerRequest, onProgress?: (progress: Progress) => void): Promise<T> => {
    const result = request(client, message, {onProgress});
    if (!client.disposed) client.currentRun = message.id;
    return result as Promise<T>;
  };
  return {
    async warm(options = {}) {
      await request(client, {type: 'warm', id: client.nextId++, large: options.large});
    },
    run(input, runOptions = {}, onProgress) {
      cancelCurrentRun(client);
      return runOrLayout<TopologyResult>({type: 'run', id: client.nextId++, input, options: runOptions}, onProgress);
    },
    layout(project, layoutOptions = {}, onProgress) {
      cancelCurrentRun(client);
      return runOrLayout<TopologyLayout>({type: 'layout', id: client.nextId++, project, options: layoutOptions}, onProgress);
    },
    preview(input, rows) {
      return request(client, {type: 'preview', id: client.nextId++, input, rows}) as Promise<TablePreview>;
    },
    cancel: () => cancelCurrentRun(client),
    dispose() {
      if (client.disposed) return;
      client.disposed = true;
      failAll(client, abortError('The layout client was disposed.'));
      client.worker?.terminate();
      client.worker = undefined;
    },
  };
}
