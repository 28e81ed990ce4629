// An ELK helper: a worker that lays out the ELK graphs it is sent, so that a big layout uses more
// than one core (elk-runners.ts starts it from the thread that runs the pipeline: the layout
// worker in a page). Speaks {id, graph} in, {id, graph} or {id, error} out.

import type {ElkNode} from 'elkjs/lib/elk-api';
import {loadElk} from './load-elk';

export interface ElkHelperRequest {
  id: number;
  graph: ElkNode;
}

export type ElkHelperResponse = {id: number; graph: ElkNode} | {id: number; error: {name: string; message: string}};

/** The parts of the worker's global scope used here (the site's TypeScript lib is DOM, not WebWorker). */
interface HelperScope {
  postMessage(message: ElkHelperResponse): void;
  addEventListener(type: 'message', listener: (event: {data: ElkHelperRequest}) => void): void;
}

const scope = globalThis as unknown as HelperScope;

scope.addEventListener('message', async ({data: {id, graph}}) => {
  try {
    const elk = await loadElk();
    scope.postMessage({id, graph: (await elk.layout(graph)) as ElkNode});
  } catch (error) {
    const {name, message} = error instanceof Error ? error : {name: 'Error', message: String(error)};
    scope.postMessage({id, error: {name, message}});
  }
});
