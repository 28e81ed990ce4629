// The messages between the conversion pool (conversion-pool.ts) and its workers
// (conversion.worker.ts). One conversion per worker at a time.

import type {ConversionFile, ConversionReply} from './conversion-runner';

export type ToWorker = {type: 'convert'; id: number; file: ConversionFile} | {type: 'cancel'; id: number};

export type FromWorker =
  /** Started and warmed up: the next conversion will not pay for loading the engine. */
  | {type: 'ready'}
  | {type: 'done'; id: number; reply: ConversionReply}
  /** The engine threw; the error as plain data, for the server's log. */
  | {type: 'failed'; id: number; error: {name: string; message: string; stack?: string}}
  /** Stopped by a `cancel`; the worker is free again. */
  | {type: 'cancelled'; id: number};
