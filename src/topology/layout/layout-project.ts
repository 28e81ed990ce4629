// Stage 5 (layout), the runner: builds the per-CBS ELK graphs, runs ELK in batches (checking for
// cancellation and reporting progress between them), then places the boxes for the asked view.
// Graph building/reading (elk/cbs-graph.ts) and placement (place/) are pure; only this file runs ELK.

import type {ElkNode} from 'elkjs/lib/elk-api';
import type {Project} from '../model/types';
import {throwIfAborted, yieldToEventLoop} from '../util/abort';
import {batchGraph, buildCbsGraph, readCbsGraph, type CbsLayoutInput, type LocalLayout} from './elk/cbs-graph';
import {loadElk} from './elk/load-elk';
import {metricsOf, resolveOptions, type LayoutOptions, type ViewSpec} from './options';
import {placeAllView} from './place/all-view';
import {placeZoneView} from './place/zone-view';
import type {TopologyLayout} from './types';

/** Assets per ELK call: big enough to amortise ELK's per-call cost, small enough to cancel promptly. */
const ASSETS_PER_BATCH = 600;

export interface LayoutRunOptions {
  view?: ViewSpec;
  layout?: Partial<LayoutOptions>;
  signal?: AbortSignal;
  /** Called after each ELK batch with the number of CBS groups laid out so far. */
  onProgress?: (done: number, total: number) => void;
}

function cbsInputs(project: Project, view: ViewSpec): CbsLayoutInput[] {
  const nodesByCbs = new Map<string, Project['nodes']>();
  for (const node of project.nodes) {
    const list = nodesByCbs.get(node.cbsId);
    if (list) list.push(node);
    else nodesByCbs.set(node.cbsId, [node]);
  }
  const cbsOf = new Map(project.nodes.map((n) => [n.id, n.cbsId]));
  const edgesByCbs = new Map<string, Project['edges']>();
  for (const edge of project.edges) {
    if (edge.kind !== 'intra-cbs') continue;
    const cbsId = cbsOf.get(edge.source)!;
    const list = edgesByCbs.get(cbsId);
    if (list) list.push(edge);
    else edgesByCbs.set(cbsId, [edge]);
  }
  const wanted = view.view === 'zone' ? project.cbs.filter((c) => c.zoneId === view.zoneId) : project.cbs;
  return wanted.map((cbs) => ({cbs, nodes: nodesByCbs.get(cbs.id) ?? [], edges: edgesByCbs.get(cbs.id) ?? []}));
}

function batches(inputs: CbsLayoutInput[]): CbsLayoutInput[][] {
  const result: CbsLayoutInput[][] = [];
  let current: CbsLayoutInput[] = [];
  let size = 0;
  for (const input of inputs) {
    if (current.length && size + input.nodes.length > ASSETS_PER_BATCH) {
      result.push(current);
      current = [];
      size = 0;
    }
    current.push(input);
    size += input.nodes.length;
  }
  if (current.length) result.push(current);
  return result;
}

export async function layoutProject(project: Project, options: LayoutRunOptions = {}): Promise<TopologyLayout> {
  const view = options.view ?? {view: 'all'};
  if (view.view === 'zone' && !project.zones.some((z) => z.id === view.zoneId)) {
    throw new RangeError(`No zone with id "${view.zoneId}" in this project.`);
  }
  const m = metricsOf(resolveOptions(options.layout));
  const elk = await loadElk();
  const inputs = cbsInputs(project, view);
  const locals = new Map<string, LocalLayout>();
  let done = 0;
  for (const batch of batches(inputs)) {
    throwIfAborted(options.signal);
    const graph = batchGraph('batch', batch.map((input) => buildCbsGraph(input, m)));
    const result = (await elk.layout(graph)) as ElkNode;
    batch.forEach((input, i) => locals.set(input.cbs.id, readCbsGraph(result.children![i], input)));
    done += batch.length;
    options.onProgress?.(done, inputs.length);
    await yieldToEventLoop();
  }
  throwIfAborted(options.signal);
  return view.view === 'zone' ? placeZoneView(project, view.zoneId, locals, m) : placeAllView(project, locals, m);
}
