// The layout client's requests to its worker: the worker started on the first one (and again after
// it crashed), each request pending until its answer (client-answers.ts), and the current run's
// cancellation.

import {abortError} from '../util/abort';
import {onMessage} from './client-answers';
import {type ClientState, failAll, type Pending, type WorkerLike} from './client-state';
import type {WorkerRequest} from './protocol';

/** The `name` of the error a request rejects with when the worker's script could not run at all. */
export const WORKER_START_ERROR = 'WorkerStartError';

/** Sends the request; its promise settles with the worker's answer. */
export function request(client: ClientState, message: WorkerRequest, entry: Omit<Pending, 'resolve' | 'reject'> = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let target: WorkerLike;
    try {
      target = ensureWorker(client);
    } catch (error) {
      reject(error);
      return;
    }
    client.pending.set(message.id, {resolve, reject, ...entry});
    target.postMessage(message);
  });
}

/** Cancels the pending run or layout, if any: its promise rejects with an AbortError. */
export function cancelCurrentRun(client: ClientState): void {
  if (client.currentRun === undefined) return;
  const id = client.currentRun;
  client.currentRun = undefined;
  client.pending.get(id)?.reject(abortError());
  client.pending.delete(id);
  client.worker?.postMessage({type: 'cancel', id});
}

function ensureWorker(client: ClientState): WorkerLike {
  if (client.disposed) throw new Error('This layout client has been disposed.');
  client.worker ??= startWorker(client);
  return client.worker;
}

function startWorker(client: ClientState): WorkerLike {
  const created = client.createWorker();
  let answered = false;
  created.addEventListener('message', (event) => {
    answered = true;
    onMessage(client, event.data);
  });
  created.addEventListener('error', (event) => {
    // A crashed worker takes its runs with it; the next call starts a fresh one.
    if (client.worker === created) client.worker = undefined;
    created.terminate();
    // An error before the worker ever answered means its script never ran (not found, refused
    // by a content security policy, a dev server that cannot serve it): callers can then do
    // the work on their own thread instead.
    const error = new Error(`The layout worker ${answered ? 'failed' : 'could not start'}: ${event.message ?? 'unknown error'}`);
    if (!answered) error.name = WORKER_START_ERROR;
    failAll(client, error);
  });
  return created;
}
