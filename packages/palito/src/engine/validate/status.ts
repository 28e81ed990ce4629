// The `status` column: English or Korean words, empty means normal.

import type {NodeStatus} from '../model/types';

const STATUS_WORDS: ReadonlyMap<string, NodeStatus> = new Map([
  ['normal', 'normal'],
  ['정상', 'normal'],
  ['warning', 'warning'],
  ['경고', 'warning'],
  ['error', 'error'],
  ['장애', 'error'],
  ['offline', 'offline'],
  ['오프라인', 'offline'],
]);

export const DEFAULT_STATUS: NodeStatus = 'normal';

/** Every status, in the order the UI lists them. */
export const NODE_STATUSES: readonly NodeStatus[] = ['normal', 'warning', 'error', 'offline'];

/** Whether a value (from a file, storage or a caller) is one of the statuses. */
export function isNodeStatus(value: unknown): value is NodeStatus {
  return (NODE_STATUSES as readonly unknown[]).includes(value);
}

/** The status a cell names, or undefined when the word is not one of the contract's. */
export function parseStatus(value: string): NodeStatus | undefined {
  const word = value.trim().toLowerCase();
  if (word === '') return DEFAULT_STATUS;
  return STATUS_WORDS.get(word);
}
