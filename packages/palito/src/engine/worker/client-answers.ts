// The layout worker's answers, each settling the request it names (protocol.ts): progress, a
// result or layout in pieces (pieces.ts), a preview, a cancellation or a failure.

import {abortError} from '../util/abort';
import {type ClientState, forget, type Pending} from './client-state';
import {joinPieces} from './pieces';
import type {WorkerResponse} from './protocol';

export function onMessage(client: ClientState, message: WorkerResponse): void {
  const entry = client.pending.get(message.id);
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
    case 'laid-out':
      if (settleJoined(client, entry, message)) return;
      break;
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
  forget(client, message.id);
}

/**
 * A result or layout joined with the pieces sent before it, settled in the next task; false (and
 * rejected) when pieces are missing.
 */
function settleJoined(client: ClientState, entry: Pending, message: Extract<WorkerResponse, {type: 'result' | 'laid-out'}>): boolean {
  const pieces = entry.pieces ?? [];
  entry.pieces = undefined;
  if ((message.pieces ?? 0) !== pieces.length) {
    entry.reject(new Error(`The layout worker's answer came in ${pieces.length} pieces of ${message.pieces}.`));
    return false;
  }
  settleInNextTask(client, message.id, entry, message.type === 'result' ? joinPieces(message.result, pieces) : joinPieces(message.layout, pieces));
  return true;
}

/**
 * Resolves a run with its answer one task later. Reading a big answer off the message is a task
 * of its own; what the caller does with it (a store update, React drawing the first slice) would
 * otherwise run in the same task and make it a long one. A run cancelled meanwhile stays cancelled.
 */
function settleInNextTask(client: ClientState, id: number, entry: Pending, value: unknown): void {
  setTimeout(() => {
    if (client.pending.get(id) !== entry) return;
    forget(client, id);
    entry.resolve(value);
  }, 0);
}
