// The layout client's state (client.ts): its worker, the requests waiting for an answer, and which
// of them is the run or layout that a new one cancels.

import type {Progress} from '../pipeline/stages';
import type {Piece} from './pieces';
import type {WorkerRequest, WorkerResponse} from './protocol';

/** What the client needs of a Worker; tests pass a Node implementation (the `web-worker` package). */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  addEventListener(type: 'message', listener: (event: {data: WorkerResponse}) => void): void;
  addEventListener(type: 'error', listener: (event: {message?: string}) => void): void;
  terminate(): void;
}

export interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  onProgress?: (progress: Progress) => void;
  /** Pieces of a big answer received so far (pieces.ts). */
  pieces?: Piece[];
}

export interface ClientState {
  createWorker: () => WorkerLike;
  pending: Map<number, Pending>;
  worker?: WorkerLike;
  /** The pending run or layout, which the next one cancels. */
  currentRun?: number;
  nextId: number;
  disposed: boolean;
}

/** Rejects every pending request with `error`. */
export function failAll(client: ClientState, error: unknown): void {
  for (const entry of client.pending.values()) entry.reject(error);
  client.pending.clear();
  client.currentRun = undefined;
}

/** The request is answered: no longer pending, nor the current run. */
export function forget(client: ClientState, id: number): void {
  client.pending.delete(id);
  if (client.currentRun === id) client.currentRun = undefined;
}
