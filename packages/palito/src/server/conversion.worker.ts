// Worker-thread entry of the conversion pool: warms the engine up, says it is ready, then converts
// one file at a time. Whatever a hostile file does here (a long layout, a heap that fills up) stays
// in this thread: the pool stops or replaces the worker and the server's event loop never waits.

import {parentPort} from 'node:worker_threads';
import {isAbortError, warmUp} from '../engine';
import {convertInThread} from './convert-in-thread';
import type {FromWorker, ToWorker} from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('conversion.worker runs only as a worker thread (see conversion-pool.ts).');

const running = new Map<number, AbortController>();

function post(message: FromWorker): void {
  port!.postMessage(message);
}

async function convert({id, file}: Extract<ToWorker, {type: 'convert'}>): Promise<void> {
  const controller = new AbortController();
  running.set(id, controller);
  try {
    post({type: 'done', id, reply: await convertInThread(file, controller.signal)});
  } catch (error) {
    if (isAbortError(error)) post({type: 'cancelled', id});
    else {
      const {name, message, stack} = error instanceof Error ? error : {name: 'Error', message: String(error), stack: undefined};
      post({type: 'failed', id, error: {name, message, stack}});
    }
  } finally {
    running.delete(id);
  }
}

// The pool sends work only after 'ready', so the first file does not pay for loading ELK.
await warmUp();
port.on('message', (message: ToWorker) => {
  if (message.type === 'cancel') running.get(message.id)?.abort();
  else void convert(message);
});
post({type: 'ready'});
