// Stage 5 (layout), the runner: splits each CBS into connected components, runs ELK on them in
// batches, on this thread and, for a big layout, on ELK helpers where the machine has cores for
// them (elk/elk-runners.ts), checking for cancellation and reporting progress between batches; composes each CBS
// from its components, then places the boxes for the asked view. A dense group inside a component
// (a full mesh of switches) reaches ELK as one block, its links as one bundle (elk/mesh-blocks.ts);
// a component with far more links than a tree, as a spanning tree (elk/thin-links.ts); and once
// the view's components are worth more than ELK's budget, the largest are packed without ELK
// (elk/elk-budget.ts, elk/pack-component.ts). Graph building and reading (elk/component-graph.ts)
// and all placement (place/) are pure; only this file (through elk/elk-runners.ts) runs ELK.

import type {ElkNode} from 'elkjs/lib/elk-api';
import type {Project} from '../model/types';
import {isAbortError, throwIfAborted, yieldToEventLoop} from '../util/abort';
import {
  buildComponentsGraph,
  elkNodeCount,
  prepareComponent,
  profileOf,
  readComponentsGraph,
  type ComponentLayout,
  type ComponentProfile,
  type PreparedComponent,
} from './elk/component-graph';
import {splitComponents, type CbsLayoutInput} from './elk/components';
import {elkShare} from './elk/elk-budget';
import {elkRunners, HelperUnavailableError, inThreadRunner, type ElkRunner} from './elk/elk-runners';
import {packComponents} from './elk/pack-component';
import {metricsOf, resolveOptions, type LayoutMetrics, type LayoutOptions, type ViewSpec} from './geometry/options';
import {placeOverPrevious, planKeepShape} from './keep-shape';
import {placeAllView} from './place/all-view';
import {composeCbs, type LocalLayout} from './place/compose-cbs';
import {placeZoneView} from './place/zone-view';
import type {TopologyLayout} from './geometry/types';
import {listAt} from '../util/list-at';

/**
 * Assets per ELK call: big enough to amortise ELK's per-call cost, small enough to cancel promptly
 * and to give every runner of a big layout batches (elk/elk-runners.ts). It must not depend on the number of
 * runners: ELK's random source runs through the components of a call in order, so how the
 * components are batched shapes the layout, and a file must lay out the same on every machine.
 */
const ASSETS_PER_BATCH = 400;
/** Batches a helper is given at once: the one it lays out, and the next, waiting in its queue. */
const BATCHES_PER_HELPER = 2;

export interface LayoutRunOptions {
  view?: ViewSpec;
  layout?: Partial<LayoutOptions>;
  signal?: AbortSignal;
  /** Called after each ELK batch with the share of assets laid out so far (0..1). */
  onProgress?: (fraction: number) => void;
  /**
   * The layout of this view the user sees, their moves applied: what did not change keeps its
   * place, new assets and boxes go into free space beside it (keep-shape/). Ignored when it was
   * drawn with another flow direction or asset size.
   */
  previous?: TopologyLayout;
}

function cbsInputs(project: Project, view: ViewSpec): CbsLayoutInput[] {
  const nodesByCbs = new Map<string, Project['nodes']>();
  for (const node of project.nodes) listAt(nodesByCbs, node.cbsId).push(node);
  const cbsOf = new Map(project.nodes.map((n) => [n.id, n.cbsId]));
  const edgesByCbs = new Map<string, Project['edges']>();
  for (const edge of project.edges) {
    if (edge.kind !== 'intra-cbs') continue;
    const cbsId = cbsOf.get(edge.source)!;
    listAt(edgesByCbs, cbsId).push(edge);
  }
  const wanted = view.view === 'zone' ? project.cbs.filter((c) => c.zoneId === view.zoneId) : project.cbs;
  return wanted.map((cbs) => ({cbs, nodes: nodesByCbs.get(cbs.id) ?? [], edges: edgesByCbs.get(cbs.id) ?? []}));
}

interface Batch {
  profile: ComponentProfile;
  /** Indices into the components. */
  slots: number[];
}

/**
 * Groups components into ELK calls, one profile per call, by what ELK lays out (a leaf block
 * counts as one node). A huge component is a call of its own.
 */
function batches(slots: readonly number[], components: readonly PreparedComponent[], batchSize: number): Batch[] {
  const result: Batch[] = [];
  const open = new Map<ComponentProfile, {batch: Batch; size: number}>();
  for (const slot of slots) {
    const component = components[slot];
    const profile = profileOf(component);
    const weight = elkNodeCount(component);
    let current = open.get(profile);
    if (!current || profile === 'huge' || current.size + weight > batchSize) {
      current = {batch: {profile, slots: []}, size: 0};
      result.push(current.batch);
      open.set(profile, current);
    }
    current.batch.slots.push(slot);
    current.size += weight;
  }
  return result;
}

export function layoutProject(project: Project, options: LayoutRunOptions = {}): Promise<TopologyLayout> {
  return lay(project, options, ASSETS_PER_BATCH, 'by-work');
}

/**
 * For the warm-ups (pipeline/warm-up.ts): lays `project` out in batches of `batchSize` ELK nodes,
 * small enough that every ELK runner gets work, every helper the machine has cores for included (a
 * layout this size would otherwise have none), and that `signal` stops the warm-up within one
 * short ELK call; V8 compiles ELK's hot paths on each runner before the first real file. The
 * layout is thrown away; an aborted warm-up ends quietly.
 */
export async function warmElkRunners(project: Project, batchSize: number, signal?: AbortSignal): Promise<void> {
  try {
    await lay(project, {signal}, batchSize, 'all');
  } catch (error) {
    if (!isAbortError(error)) throw error;
  }
}

/** `helpers`: 'by-work', as many as the layout's ELK work calls for (elk/elk-runners.ts); 'all', every one the machine has cores for. */
async function lay(project: Project, options: LayoutRunOptions, batchSize: number, helpers: 'by-work' | 'all'): Promise<TopologyLayout> {
  const view = options.view ?? {view: 'all'};
  if (view.view === 'zone' && !project.zones.some((z) => z.id === view.zoneId)) {
    throw new RangeError(`No zone with id "${view.zoneId}" in this project.`);
  }
  const m = metricsOf(resolveOptions(options.layout));
  const inputs = cbsInputs(project, view);
  const keep = options.previous === undefined ? undefined : planKeepShape(project, view, options.previous, m);
  if (keep) {
    const locals = await layCbsGroups(project, inputs.filter((input) => keep.fresh.has(input.cbs.id)), options, m, batchSize, helpers);
    return placeOverPrevious(project, view, keep, locals, m);
  }
  const locals = await layCbsGroups(project, inputs, options, m, batchSize, helpers);
  return view.view === 'zone' ? placeZoneView(project, view.zoneId, locals, m) : placeAllView(project, locals, m);
}

/** Each CBS group of `inputs` laid out by ELK (or packed) in its own frame. */
async function layCbsGroups(
  project: Project,
  inputs: readonly CbsLayoutInput[],
  options: LayoutRunOptions,
  m: LayoutMetrics,
  batchSize: number,
  helpers: 'by-work' | 'all',
): Promise<Map<string, LocalLayout>> {
  const splits = inputs.map(splitComponents);
  const assetIds = new Set(project.nodes.map((n) => n.id));
  const components = splits.flatMap((s) => s.components).map((c) => prepareComponent(c, m, assetIds));
  const total = components.reduce((sum, c) => sum + c.component.nodes.length, 0);

  // Within ELK's budget (elk/elk-budget.ts) ELK lays a component out; past it, the largest are packed.
  const byElk = elkShare(components);
  const slots = components.map((_, i) => i);
  const laidOut: ComponentLayout[] = new Array(components.length);
  const read = (graph: ElkNode, which: number[]) =>
    readComponentsGraph(graph, which.map((i) => components[i]), m).forEach((layout, k) => (laidOut[which[k]] = layout));
  const packed = slots.filter((i) => !byElk[i]);
  if (packed.length) read(packComponents(packed.map((i) => components[i]), m), packed);
  let done = packed.reduce((sum, i) => sum + components[i].component.nodes.length, 0);
  // One queue of batches, drained by every runner at once (elk/elk-runners.ts).
  const elkSlots = slots.filter((i) => byElk[i]);
  const work = elkSlots.reduce((sum, i) => sum + elkNodeCount(components[i]), 0);
  const runners = elkRunners(helpers === 'all' ? Infinity : work);
  const queue = batches(elkSlots, components, batchSize);
  let next = 0;
  const drain = async (runner: ElkRunner): Promise<void> => {
    while (next < queue.length) {
      throwIfAborted(options.signal);
      const index = next++;
      const batch = queue[index];
      const graph = buildComponentsGraph(`batch-${index}`, batch.slots.map((k) => components[k]), m, batch.profile);
      let laid: ElkNode;
      try {
        laid = await runner.layout(graph);
      } catch (error) {
        if (!(error instanceof HelperUnavailableError)) throw error;
        // This helper is gone: this thread lays out its batch, and the batches it would have taken.
        laid = await inThreadRunner().layout(graph);
        runner = inThreadRunner();
      }
      read(laid, batch.slots);
      done += batch.slots.reduce((sum, k) => sum + components[k].component.nodes.length, 0);
      options.onProgress?.(done / total);
      await yieldToEventLoop();
    }
  };
  // Each helper holds a second batch while it lays out one: this thread hands batches out only
  // between its own ELK calls, and a helper given one at a time waited out most of each of them.
  const lanes = runners.flatMap((runner) => (runner === inThreadRunner() ? [runner] : Array<ElkRunner>(BATCHES_PER_HELPER).fill(runner)));
  await Promise.all(lanes.map(drain));
  if (!byElk.some(Boolean)) options.onProgress?.(1); // nothing for ELK to do: only lone assets, or all packed
  throwIfAborted(options.signal);

  const byCbs = new Map<string, ComponentLayout[]>();
  for (const layout of laidOut) listAt(byCbs, layout.cbsId).push(layout);
  const locals = new Map<string, LocalLayout>();
  inputs.forEach((input, i) => {
    locals.set(input.cbs.id, composeCbs(input.cbs.id, byCbs.get(input.cbs.id) ?? [], splits[i].lone, m));
  });
  return locals;
}
