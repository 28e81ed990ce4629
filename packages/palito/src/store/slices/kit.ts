// What the slices share: the store's set and get, the settings it was created with, the run lanes
// and the engine, and the helpers more than one slice calls (finding things by id, showing the
// layout of the view asked for). createPalitoStore builds one kit per store and hands it to each slice.

import type {StoreApi} from 'zustand/vanilla';
import {type EngineRunOptions, type GraphStyle, type LayoutInfo, layoutOptionsOf, type Node, type PalitoEngine, type Project, type StorageLike, type TopologyLayout, type ViewKind, viewSpecOf} from '../../model';
import type {RunLanes} from '../newest-run';
import {selectCurrentProject, selectNodeById} from '../selectors';
import type {PalitoState} from '../state';
import type {PalitoEvents, PalitoStore} from '../store-types';

export interface StoreSettings {
  storage: StorageLike;
  events: PalitoEvents;
  /** The clock versions are dated with. */
  now: () => Date;
  /** The name of a version saved without one. */
  versionName: (n: number) => string;
}

export interface SliceKit {
  set: StoreApi<PalitoStore>['setState'];
  get: () => PalitoStore;
  settings: StoreSettings;
  runs: RunLanes;
  /** The engine; without one, waits for `setEngine` (with `awaitEngine`) or rejects. */
  engine(): Promise<PalitoEngine>;
  setEngine(engine: PalitoEngine | null): void;
  /** What an engine run of `view` is given: the layout options of the current style (or of `style`), progress reporting. */
  runOptions(view: ViewKind, zoneId: string | null, signal: AbortSignal, style?: GraphStyle): EngineRunOptions;
  /** Shows the layout of the view asked for: the cached one, or a new run. Resolves when it is on screen (or replaced). */
  showView(): Promise<void>;
  /** Applies `changes` that make every cached layout stale (zones, layout options), then shows the view again. */
  relayout(changes: Partial<PalitoState>): Promise<void>;
  requireProject(what: string): Project;
  requireNode(what: string, nodeId: string): Node;
  requireZone(what: string, zoneId: string): void;
}

export type KitBase = Omit<SliceKit, 'showView' | 'relayout'>;

export function infoOf(layout: TopologyLayout, ms: number): LayoutInfo {
  return {view: layout.view, zoneId: layout.zoneId ?? null, assets: layout.nodes.length, edges: layout.edges.length, ms};
}

export function createKitBase(
  set: SliceKit['set'],
  get: SliceKit['get'],
  settings: StoreSettings,
  runs: RunLanes,
  engineOptions: {engine?: PalitoEngine; awaitEngine?: boolean},
): KitBase {
  let engine = engineOptions.engine ?? null;
  let engineWaiters: ((engine: PalitoEngine) => void)[] = [];

  const requireProject = (what: string): Project => {
    const project = selectCurrentProject(get());
    if (!project) throw new Error(`${what}: no project is loaded yet.`);
    return project;
  };

  return {
    set,
    get,
    settings,
    runs,
    async engine() {
      if (engine) return engine;
      if (engineOptions.awaitEngine) return new Promise<PalitoEngine>((resolve) => engineWaiters.push(resolve));
      throw new Error('Palito: no engine to convert or lay out with (createPalitoStore({engine})).');
    },
    setEngine(next) {
      engine = next;
      if (!next) return;
      const waiting = engineWaiters;
      engineWaiters = [];
      for (const resolve of waiting) resolve(next);
    },
    runOptions: (view, zoneId, signal, style = get().graphStyle) => ({
      view: viewSpecOf(view, zoneId),
      layout: layoutOptionsOf(style),
      signal,
      onProgress: (progress) => {
        if (signal.aborted) return;
        set({progress});
        settings.events.onProgress?.(progress);
      },
    }),
    requireProject,
    requireNode(what, nodeId) {
      requireProject(what);
      const node = selectNodeById(get(), nodeId);
      if (!node) throw new RangeError(`${what}: no node with id "${String(nodeId)}" in this project.`);
      return node;
    },
    requireZone(what, zoneId) {
      const project = requireProject(what);
      if (!project.zones.some((z) => z.id === zoneId)) {
        const known = project.zones.map((z) => `"${z.id}"`).join(', ');
        throw new RangeError(`${what}: no zone with id "${String(zoneId)}". Known zone ids: ${known}.`);
      }
    },
  };
}
