// The page-side handle on the layout worker, and the ONLY module that knows about `Worker`.
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
import {abortError} from '../util/abort';
import {joinPieces, type Piece} from './pieces';
import type {WorkerRequest, WorkerResponse} from './protocol';
import type {TopologyLayout} from '../layout/geometry/types';

/** What the client needs of a Worker; tests pass a Node implementation (the `web-worker` package). */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  addEventListener(type: 'message', listener: (event: {data: WorkerResponse}) => void): void;
  addEventListener(type: 'error', listener: (event: {message?: string}) => void): void;
  terminate(): void;
}

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

/** The `name` of the error a request rejects with when the worker's script could not run at all. */
export const WORKER_START_ERROR = 'WorkerStartError';

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  onProgress?: (progress: Progress) => void;
  /** Pieces of a big answer received so far (pieces.ts). */
  pieces?: Piece[];
}

function bundledWorker(): WorkerLike {
  // The bundler (Rspack, webpack 5) sees this exact pattern and emits layout.worker.ts as its own chunk.
  return new Worker(new URL('./layout.worker.ts', import.meta.url), {type: 'module'}) as unknown as WorkerLike;
}

export function createLayoutClient(options: LayoutClientOptions = {}): LayoutClient {
  const createWorker = options.createWorker ?? bundledWorker;
  const pending = new Map<number, Pending>();
  let worker: WorkerLike | undefined;
  let currentRun: number | undefined;
  let nextId = 1;
  let disposed = false;

  function failAll(error: unknown): void {
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
    currentRun = undefined;
  }

  /**
   * Resolves a run with its answer one task later. Reading a big answer off the message (a
   * 200-switch mesh's project is 1.8 MB) is a task of its own, 20-40 ms on a 2-core machine;
   * what the caller does with it (a store update, React drawing the first slice) would otherwise
   * run in the same task and add up to a long one. A run cancelled meanwhile stays cancelled.
   */
  function settleInNextTask(id: number, entry: Pending, value: unknown): void {
    setTimeout(() => {
      if (pending.get(id) !== entry) return;
      pending.delete(id);
      if (currentRun === id) currentRun = undefined;
      entry.resolve(value);
    }, 0);
  }

  function onMessage(message: WorkerResponse): void {
    const entry = pending.get(message.id);
    if (!entry) return; // an answer to a run already cancelled on this side
    switch (message.type) {
      case 'progress':
        entry.onProgress?.(message.progress);
        return;
      case 'warmed':
        entry.resolve(undefined);
        break;
      case 'piece':
        (entry.pieces ??= []).push(message.piece);
        return;
      case 'result':
      case 'laid-out': {
        const pieces = entry.pieces ?? [];
        entry.pieces = undefined;
        if ((message.pieces ?? 0) !== pieces.length) {
          entry.reject(new Error(`The layout worker's answer came in ${pieces.length} pieces of ${message.pieces}.`));
          break;
        }
        settleInNextTask(message.id, entry, message.type === 'result' ? joinPieces(message.result, pieces) : joinPieces(message.layout, pieces));
        return;
      }
      case 'previewed':
        entry.resolve(message.preview);
        break;
      case 'cancelled':
        entry.reject(abortError());
        break;
      case 'failed':
        entry.reject(Object.assign(new Error(message.error.message), {name: message.error.name}));
        break;
    }
    pending.delete(message.id);
    if (currentRun === message.id) currentRun = undefined;
  }

  function ensureWorker(): WorkerLike {
    if (disposed) throw new Error('This layout client has been disposed.');
    if (!worker) {
      const created = createWorker();
      let answered = false;
      created.addEventListener('message', (event) => {
        answered = true;
        onMessage(event.data);
      });
      created.addEventListener('error', (event) => {
        // A crashed worker takes its runs with it; the next call starts a fresh one.
        if (worker === created) worker = undefined;
        created.terminate();
        // An error before the worker ever answered means its script never ran (not found, refused
        // by a content security policy, a dev server that cannot serve it): callers can then do
        // the work on their own thread instead.
        const error = new Error(`The layout worker ${answered ? 'failed' : 'could not start'}: ${event.message ?? 'unknown error'}`);
        if (!answered) error.name = WORKER_START_ERROR;
        failAll(error);
      });
      worker = created;
    }
    return worker;
  }

  function request(message: WorkerRequest, entry: Omit<Pending, 'resolve' | 'reject'> = {}): Promise<unknown> {
    return new Promise((resolve, reject) => {
      let target: WorkerLike;
      try {
        target = ensureWorker();
      } catch (error) {
        reject(error);
        return;
      }
      pending.set(message.id, {resolve, reject, ...entry});
      target.postMessage(message);
    });
  }

  function cancel(): void {
    if (currentRun === undefined) return;
    const id = currentRun;
    currentRun = undefined;
    pending.get(id)?.reject(abortError());
    pending.delete(id);
    worker?.postMessage({type: 'cancel', id});
  }

  return {
    async warm(options = {}) {
      await request({type: 'warm', id: nextId++, large: options.large});
    },
    run(input, runOptions = {}, onProgress) {
      cancel();
      const id = nextId++;
      const result = request({type: 'run', id, input, options: runOptions}, {onProgress});
      if (!disposed) currentRun = id;
      return result as Promise<TopologyResult>;
    },
    layout(project, layoutOptions = {}, onProgress) {
      cancel();
      const id = nextId++;
      const result = request({type: 'layout', id, project, options: layoutOptions}, {onProgress});
      if (!disposed) currentRun = id;
      return result as Promise<TopologyLayout>;
    },
    preview(input, rows) {
      return request({type: 'preview', id: nextId++, input, rows}) as Promise<TablePreview>;
    },
    cancel,
    dispose() {
      if (disposed) return;
      disposed = true;
      failAll(abortError('The layout client was disposed.'));
      worker?.terminate();
      worker = undefined;
    },
  };
}
