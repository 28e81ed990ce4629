// Worker entry: receives a file and options, runs read -> validate -> convert -> analyze -> layout
// off the page's thread, posts progress per stage and then the result (or the problems); or lays
// out a Project it is sent (another view). Started by worker/client.ts; speaks worker/protocol.ts.

import {previewTable} from '../parse/preview-table';
import {generateTopology, type TopologyResult} from '../pipeline/generate-topology';
import {progressOf} from '../pipeline/stages';
import {warmUp, warmUpForLargeFiles} from '../pipeline/warm-up';
import {isAbortError} from '../util/abort';
import {layoutProject} from '../layout/layout-project';
import {splitLayoutAnswer, splitResult} from './pieces';
import type {WorkerRequest, WorkerResponse} from './protocol';
import type {TopologyLayout} from '../layout/geometry/types';

/** The parts of the worker's global scope used here (the site's TypeScript lib is DOM, not WebWorker). */
interface WorkerScope {
  postMessage(message: WorkerResponse): void;
  addEventListener(type: 'message', listener: (event: {data: WorkerRequest}) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const running = new Map<number, AbortController>();
/** A warm-up in progress gives way to a real run. */
const warming = new AbortController();
/** Ends the large-file warm-up: the first real job does, for good (see exclusive()). */
const largeWarmUp = new AbortController();
let largeWarmUpStarted = false;

function post(message: WorkerResponse): void {
  // A big answer goes in pieces, each read by the page in a short task of its own (pieces.ts).
  if (message.type === 'result' || message.type === 'laid-out') {
    const {light, pieces} = message.type === 'result' ? splitResult(message.result) : splitLayoutAnswer(message.layout);
    if (pieces.length) {
      for (const piece of pieces) scope.postMessage({type: 'piece', id: message.id, piece});
      scope.postMessage(message.type === 'result' ? {...message, result: light as TopologyResult, pieces: pieces.length} : {...message, layout: light as TopologyLayout, pieces: pieces.length});
      return;
    }
  }
  scope.postMessage(message);
}

/** One job at a time: a new file or layout supersedes whatever is still being worked on. */
async function exclusive(id: number, work: (signal: AbortSignal) => Promise<WorkerResponse>): Promise<void> {
  warming.abort();
  // The large-file warm-up is for the first file only; it is not taken up again afterwards, so it
  // never competes with the drawing of a file for the machine's cores.
  largeWarmUp.abort();
  for (const controller of running.values()) controller.abort();
  const controller = new AbortController();
  running.set(id, controller);
  try {
    post(await work(controller.signal));
  } catch (error) {
    if (isAbortError(error)) post({type: 'cancelled', id});
    else {
      const {name, message} = error instanceof Error ? error : {name: 'Error', message: String(error)};
      post({type: 'failed', id, error: {name, message}});
    }
  } finally {
    running.delete(id);
  }
}

function run(request: Extract<WorkerRequest, {type: 'run'}>): Promise<void> {
  return exclusive(request.id, async (signal) => {
    const result = await generateTopology(request.input, {
      ...request.options,
      signal,
      onProgress: (progress) => post({type: 'progress', id: request.id, progress}),
    });
    return {type: 'result', id: request.id, result};
  });
}

function layout(request: Extract<WorkerRequest, {type: 'layout'}>): Promise<void> {
  return exclusive(request.id, async (signal) => {
    post({type: 'progress', id: request.id, progress: progressOf('layout')});
    const result = await layoutProject(request.project, {
      ...request.options,
      signal,
      onProgress: (fraction) => post({type: 'progress', id: request.id, progress: progressOf('layout', fraction)}),
    });
    return {type: 'laid-out', id: request.id, layout: result};
  });
}

async function handle(request: WorkerRequest): Promise<void> {
  switch (request.type) {
    case 'warm':
      try {
        await warmUp(warming.signal);
        post({type: 'warmed', id: request.id});
        // Straight on from the small warm-up, as a user may choose a big file within seconds; but
        // not once a real job has come in. A warm-up that fails is not tried again: the real run
        // will say what is wrong.
        if (request.large && !warming.signal.aborted && !largeWarmUpStarted) {
          largeWarmUpStarted = true;
          await warmUpForLargeFiles(largeWarmUp.signal).catch(() => {});
        }
      } catch (error) {
        post({type: 'failed', id: request.id, error: {name: 'Error', message: String(error)}});
      }
      return;
    case 'cancel':
      running.get(request.id)?.abort();
      return;
    case 'preview':
      // Not exclusive: reading a file's head for a preview must not cancel the layout on screen.
      try {
        post({type: 'previewed', id: request.id, preview: await previewTable(request.input, request.rows)});
      } catch (error) {
        const {name, message} = error instanceof Error ? error : {name: 'Error', message: String(error)};
        post({type: 'failed', id: request.id, error: {name, message}});
      }
      return;
    case 'run':
      return run(request);
    case 'layout':
      return layout(request);
  }
}

// addEventListener, not `onmessage =`: a library that assigns `self.onmessage` cannot take it over.
scope.addEventListener('message', (event) => void handle(event.data));
