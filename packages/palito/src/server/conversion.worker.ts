// Entry of the conversion pool's workers, a thread for small files or a process of its own for a
// large one (conversion-process.ts): warms the engine up, says it is ready, then converts what it is
// sent. Whatever a hostile file does here (a long layout, a heap that fills up) stays in this thread
// or process: the pool stops or replaces it and the server's event loop never waits.

import {parentPort} from 'node:worker_threads';
import {isAbortError, warmUp, warmUpForLargeFiles} from '../engine';
import {convertInThread} from './convert-in-thread';
import type {FromWorker, ToWorker} from './worker-protocol';

interface Channel {
  /** A process is started for large files only (conversion-process.ts). */
  forLargeFiles: boolean;
  post(message: FromWorker): void;
  listen(onMessage: (message: ToWorker) => void): void;
}

function pickChannel(): Channel {
  if (parentPort) {
    const port = parentPort;
    return {forLargeFiles: false, post: (message) => port.postMessage(message), listen: (onMessage) => port.on('message', onMessage)};
  }
  if (process.send) {
    // A process left behind by a server that died would convert for nobody.
    process.on('disconnect', () => process.exit(0));
    return {forLargeFiles: true, post: (message) => process.send!(message), listen: (onMessage) => process.on('message', onMessage)};
  }
  throw new Error('conversion.worker runs only as a worker thread or a forked process (see conversion-pool.ts).');
}

const channel = pickChannel();
const running = new Map<number, AbortController>();

async function convert({id, file}: Extract<ToWorker, {type: 'convert'}>): Promise<void> {
  const controller = new AbortController();
  running.set(id, controller);
  try {
    channel.post({type: 'done', id, reply: await convertInThread(file, controller.signal)});
  } catch (error) {
    if (isAbortError(error)) channel.post({type: 'cancelled', id});
    else {
      const {name, message, stack} = error instanceof Error ? error : {name: 'Error', message: String(error), stack: undefined};
      channel.post({type: 'failed', id, error: {name, message, stack}});
    }
  } finally {
    running.delete(id);
  }
}

// The pool sends work only after 'ready', so the first file does not pay for loading ELK, nor (in
// a process for large files) for compiling the code paths only big layouts take.
await warmUp();
if (channel.forLargeFiles) await warmUpForLargeFiles();
channel.listen((message) => {
  if (message.type === 'cancel') running.get(message.id)?.abort();
  else void convert(message);
});
channel.post({type: 'ready'});
