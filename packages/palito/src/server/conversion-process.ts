// A conversion worker run as a process of its own, for large files, with what the pool needs of a
// worker thread (postMessage, events, terminate, ref) plus pause and resume. A thread cannot be
// stopped from outside between two of its instructions; a process can (SIGSTOP, SIGCONT), so the
// pool pauses a large conversion while the small files need the cores (pause-large.ts) and the
// small ones are answered as fast as on an idle server.

import type {ChildProcess} from 'node:child_process';
import {EventEmitter} from 'node:events';
import type {Socket} from 'node:net';
import type {FromWorker, ToWorker} from './worker-protocol';
import {conversionWorkerScript} from './worker-script';

/** How a heap that ran out shows on stderr ("heap out of memory", or "OOM" while the heap is still being set up); the process then aborts, with no exit code of its own to tell. */
const OUT_OF_MEMORY = /out of memory|\bOOM\b/i;
const STDERR_TAIL = 4096;

export interface ConversionProcess {
  postMessage(message: ToWorker): void;
  on(event: 'message', listener: (message: FromWorker) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
  on(event: 'exit', listener: () => void): this;
  terminate(): Promise<void>;
  ref(): void;
  unref(): void;
  /** Stops the process where it is. False where the platform has no SIGSTOP (Windows): it runs on. */
  pause(): boolean;
  resume(): void;
}

type Fork = typeof import('node:child_process').fork;

/** A heap past `--max-old-space-size`: the same code a worker thread's full heap has. */
function outOfMemory(stderr: string): Error {
  return Object.assign(new Error(`Conversion process terminated due to reaching its memory limit: JS heap out of memory.\n${stderr}`), {code: 'ERR_WORKER_OUT_OF_MEMORY'});
}

export function startConversionProcess(fork: Fork, memoryLimitMb: number): ConversionProcess {
  const child: ChildProcess = fork(conversionWorkerScript(), [], {
    // Only the heap limit: the server's own flags (an inspector port, say) are not the worker's.
    execArgv: [`--max-old-space-size=${memoryLimitMb}`],
    // Structured clone over the channel, as for a thread: the upload's bytes stay a Uint8Array.
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const events = new EventEmitter();
  let stderr = '';
  // Read as it comes: V8's native stack trace after the message is longer than the tail kept.
  let ranOutOfMemory = false;
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    ranOutOfMemory ||= OUT_OF_MEMORY.test(stderr.slice(-64) + chunk);
    stderr = (stderr + chunk).slice(-STDERR_TAIL);
  });
  child.on('message', (message: FromWorker) => events.emit('message', message));
  child.on('error', (error) => events.emit('error', error));
  // 'close' comes after stderr has been read to its end, so a full heap is known by then.
  const closed = new Promise<void>((resolve) => {
    child.on('close', (code, signal) => {
      if (ranOutOfMemory) events.emit('error', outOfMemory(stderr));
      else if (code !== 0 && signal !== 'SIGKILL') events.emit('error', new Error(`The conversion process exited (${signal ?? code}).\n${stderr}`));
      events.emit('exit');
      resolve();
    });
  });
  // The IPC channel and the stderr pipe (a socket) keep the server's event loop alive as much as the child does.
  const handles = (): {ref?(): unknown; unref?(): unknown}[] => [child, child.channel ?? {}, (child.stderr as unknown as Socket | null) ?? {}];
  const self: ConversionProcess = {
    postMessage: (message) => void child.send(message),
    on(event: string, listener: (...args: never[]) => void) {
      events.on(event, listener as (...args: unknown[]) => void);
      return self;
    },
    terminate() {
      // Held until it has closed: an idle process is unref'd, and whoever awaits this would
      // otherwise see the event loop end first.
      self.ref();
      child.kill('SIGKILL');
      return closed;
    },
    ref: () => handles().forEach((handle) => handle?.ref?.()),
    unref: () => handles().forEach((handle) => handle?.unref?.()),
    pause() {
      try {
        return child.kill('SIGSTOP');
      } catch {
        return false;
      }
    },
    resume() {
      try {
        child.kill('SIGCONT');
      } catch {
        // Never paused: the platform had no SIGSTOP either.
      }
    },
  };
  return self;
}
