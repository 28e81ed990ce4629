// The Palito store: one per <Palito>. Built on zustand's vanilla store, so it runs without React
// (tests drive it directly); the React layer only subscribes to it and calls its actions.

import {createStore, type StoreApi} from 'zustand/vanilla';
import {isAbortError} from '../../engine/util/abort';
import {DEFAULT_GRAPH_STYLE, layoutOptionsOf, mergeGraphStyle, sameGraphStyle, sameLayoutOptions, type GraphStyleInput} from './graph-style';
import {EMPTY_HISTORY, record, redoStep, undoStep, type MoveEntry} from './history';
import {createId} from './ids';
import {selectCurrentProject, selectNodeById, selectScreenViewKey} from './selectors';
import type {PalitoState} from './state';
import {createMemoryStorage} from './storage';
import type {
  EngineRunOptions,
  GenerateResult,
  LayoutInfo,
  LoadResult,
  Node,
  NodeStatus,
  PalitoEngine,
  PalitoInput,
  Point,
  Progress,
  Problem,
  Project,
  StorageLike,
  TopologyLayout,
  Version,
  ViewKind,
} from './types';
import {DEFAULT_STORAGE_KEY, deleteVersion, listVersions, saveVersion, VersionStorageError} from './versions';
import {viewKeyOf, viewOfKey, viewSpecOf} from './view-key';
import {editZones, stepZoneId, type ZoneInput} from './zones';

const NODE_STATUSES: readonly NodeStatus[] = ['normal', 'warning', 'error', 'offline'];

/** Told to the host (the React layer passes <Palito>'s callbacks through these). */
export interface PalitoEvents {
  onProgress?: (progress: Progress) => void;
  onLayout?: (info: LayoutInfo) => void;
  onProblems?: (problems: Problem[]) => void;
  onSelectionChange?: (nodes: Node[]) => void;
}

export interface PalitoStoreOptions {
  /**
   * Where conversion and layout run. Without one, loading fails with a clear error, unless
   * `awaitEngine` is set: then loading waits for `setEngine()`.
   */
  engine?: PalitoEngine;
  /**
   * Wait for `setEngine()` instead of failing. <Palito> sets it: it creates its engine in an
   * effect, and its children's mount effects (a `setProject` call, say) run before its own.
   */
  awaitEngine?: boolean;
  /** Where versions are kept; an in-memory storage by default. */
  storage?: StorageLike | null;
  storageKey?: string;
  view?: ViewKind;
  graphStyle?: GraphStyleInput;
  events?: PalitoEvents;
  /** The clock versions are dated with. */
  now?: () => Date;
  /** The name of a version saved without one (`n` counts from 1). Default `Version n`. */
  versionName?: (n: number) => string;
}

export interface PalitoActions {
  /** Converts (a file) or takes (a Project), lays it out and shows it. Errors keep the previous diagram. */
  load(input: Project | PalitoInput, options?: {fileName?: string}): Promise<LoadResult>;
  setView(view: ViewKind, zoneId?: string): Promise<void>;
  toggleView(): Promise<void>;
  /** Makes `zoneId` the current zone (Zone View then shows it). */
  setZone(zoneId: string): Promise<void>;
  /** The next (`1`) or previous (`-1`) zone, wrapping around. */
  stepZone(step: number): Promise<void>;
  /** Renames/reorders zones and lays out again. Throws at once on an unknown or repeated id. */
  setZones(zones: readonly ZoneInput[]): Promise<void>;
  /** The style becomes the defaults with `style` applied; lays out again when direction or spacing change. */
  setGraphStyle(style: GraphStyleInput): Promise<void>;
  select(ids: readonly string[]): void;
  /** Records moves in the view on screen; positions are relative to the parent box (zones: absolute). */
  moveNodes(moves: ReadonlyArray<{id: string; position: Point}>): void;
  undo(): boolean;
  redo(): boolean;
  hide(ids: readonly string[]): void;
  unhide(ids: readonly string[]): void;
  showAll(): void;
  setStatus(nodeId: string, status: NodeStatus): void;
  setOptionalProperties(nodeId: string, properties: Record<string, unknown>): void;
  saveVersion(name: string): Version;
  restoreVersion(id: string): Version;
  deleteVersion(id: string): boolean;
  setStorageKey(storageKey: string): void;
  setEngine(engine: PalitoEngine): void;
  /** Cancels runs in flight. */
  dispose(): void;
}

export type PalitoStore = PalitoState & PalitoActions;
export type PalitoStoreApi = StoreApi<PalitoStore>;

function isProject(input: unknown): input is Project {
  if (typeof input !== 'object' || input === null) return false;
  if (typeof Blob !== 'undefined' && input instanceof Blob) return false;
  if (input instanceof ArrayBuffer) return false;
  const p = input as Partial<Project>;
  return Array.isArray(p.zones) && Array.isArray(p.cbs) && Array.isArray(p.nodes);
}

function normaliseProject(project: Project): Project {
  return {
    ...project,
    id: project.id || `project:${project.name || 'topology'}`,
    edges: Array.isArray(project.edges) ? project.edges : [],
    analysis: project.analysis ?? {},
  };
}

function infoOf(layout: TopologyLayout, ms: number): LayoutInfo {
  return {view: layout.view, zoneId: layout.zoneId ?? null, assets: layout.nodes.length, edges: layout.edges.length, ms};
}

function abortReason(): Error {
  return new DOMException('Superseded by a newer run.', 'AbortError');
}

const samePoint = (a: Point | null | undefined, b: Point | null | undefined) =>
  (!a && !b) || (!!a && !!b && a.x === b.x && a.y === b.y);

export function createPalitoStore(options: PalitoStoreOptions = {}): PalitoStoreApi {
  let engine = options.engine;
  let engineWaiters: ((engine: PalitoEngine) => void)[] = [];
  const storage = options.storage ?? createMemoryStorage();
  const events = options.events ?? {};
  const now = options.now ?? (() => new Date());
  const versionName = options.versionName ?? ((n: number) => `Version ${n}`);
  /** The first free `Version n`, counting on from how many there are (names stay unique after deletions). */
  const defaultVersionName = (versions: readonly Version[]): string => {
    const taken = new Set(versions.map((v) => v.name));
    let n = versions.length + 1;
    while (taken.has(versionName(n))) n += 1;
    return versionName(n);
  };
  let loadRun: AbortController | null = null;
  let layoutRun: AbortController | null = null;

  const initial: PalitoState = {
    scope: {},
    status: 'idle',
    progress: null,
    problems: [],
    error: null,
    project: null,
    zones: null,
    layout: null,
    layouts: {},
    lastLayout: null,
    view: options.view === 'zone' ? 'zone' : 'all',
    zoneId: null,
    selection: [],
    hidden: [],
    statuses: {},
    properties: {},
    positions: {},
    history: EMPTY_HISTORY,
    graphStyle: mergeGraphStyle(DEFAULT_GRAPH_STYLE, options.graphStyle),
    storageKey: options.storageKey || DEFAULT_STORAGE_KEY,
    versions: [],
    versionId: null,
  };

  const store = createStore<PalitoStore>()((set, get) => {
    const requireEngine = async (): Promise<PalitoEngine> => {
      if (engine) return engine;
      if (options.awaitEngine) return new Promise<PalitoEngine>((resolve) => engineWaiters.push(resolve));
      throw new Error('Palito: no engine to convert or lay out with (createPalitoStore({engine})).');
    };

    /**
     * Undo and redo go back through the moves of every view, in order. When a step belongs to
     * another view, that view is shown, so the change undone is never out of sight.
     */
    const showViewOf = (entry: MoveEntry) => {
      const {view, zoneId} = get();
      if (entry.viewKey === viewKeyOf(view, zoneId)) return;
      const target = viewOfKey(entry.viewKey);
      if (target.view === 'zone' && !get().project?.zones.some((z) => z.id === target.zoneId)) return;
      get()
        .setView(target.view, target.zoneId ?? undefined)
        .catch(() => undefined);
    };

    const runOptions = (view: ViewKind, zoneId: string | null, signal: AbortSignal): EngineRunOptions => ({
      view: viewSpecOf(view, zoneId),
      layout: layoutOptionsOf(get().graphStyle),
      signal,
      onProgress: (progress) => {
        if (signal.aborted) return;
        set({progress});
        events.onProgress?.(progress);
      },
    });

    const requireProject = (what: string): Project => {
      const project = selectCurrentProject(get());
      if (!project) throw new Error(`${what}: no project is loaded yet.`);
      return project;
    };

    const requireNode = (what: string, nodeId: string): Node => {
      requireProject(what);
      const node = selectNodeById(get(), nodeId);
      if (!node) throw new RangeError(`${what}: no node with id "${String(nodeId)}" in this project.`);
      return node;
    };

    const requireZone = (what: string, zoneId: string) => {
      const project = requireProject(what);
      if (!project.zones.some((z) => z.id === zoneId)) {
        const known = project.zones.map((z) => `"${z.id}"`).join(', ');
        throw new RangeError(`${what}: no zone with id "${String(zoneId)}". Known zone ids: ${known}.`);
      }
    };

    /** Shows the layout of the asked view: from the cache, or from a new run (which cancels an older one). */
    const ensureLayout = async (): Promise<void> => {
      const state = get();
      const project = selectCurrentProject(state);
      if (!project || loadRun) return;
      const key = viewKeyOf(state.view, state.zoneId);
      const cached = state.layouts[key];
      if (cached) {
        layoutRun?.abort(abortReason());
        layoutRun = null;
        if (state.layout !== cached || state.status !== 'ready') set({layout: cached, status: 'ready', progress: null});
        return;
      }
      layoutRun?.abort(abortReason());
      const run = new AbortController();
      layoutRun = run;
      set({status: 'loading', progress: null, error: null});
      try {
        const start = performance.now();
        const layout = await (await requireEngine()).layout(project, runOptions(state.view, state.zoneId, run.signal));
        if (layoutRun !== run) return;
        layoutRun = null;
        const info = infoOf(layout, performance.now() - start);
        set({layout, layouts: {...get().layouts, [key]: layout}, status: 'ready', progress: null, lastLayout: info});
        events.onLayout?.(info);
      } catch (error) {
        if (layoutRun !== run) return;
        layoutRun = null;
        if (isAbortError(error)) set({status: 'ready', progress: null});
        else set({status: 'error', error, progress: null});
      }
    };

    const setVersionState = (version: Version) => {
      const hidden = version.hidden.filter((id) => selectNodeById(get(), id));
      set({
        positions: structuredClone(version.positions),
        hidden,
        statuses: {...version.statuses},
        properties: structuredClone(version.properties),
        history: EMPTY_HISTORY,
        selection: get().selection.filter((id) => !hidden.includes(id)),
        versionId: version.id,
      });
    };

    return {
      ...initial,

      async load(input, loadOptions = {}) {
        loadRun?.abort(abortReason());
        layoutRun?.abort(abortReason());
        layoutRun = null;
        const run = new AbortController();
        loadRun = run;
        set({status: 'loading', progress: null, error: null});
        const superseded = (): LoadResult => ({ok: false, problems: [], error: abortReason()});
        try {
          const wanted = get();
          let result: GenerateResult;
          if (isProject(input)) {
            const project = normaliseProject(input);
            const start = performance.now();
            const layout = await (await requireEngine()).layout(project, runOptions('all', null, run.signal));
            result = {ok: true, project, layout, warnings: [], layoutMs: performance.now() - start};
          } else if (input === null || input === undefined) {
            throw new TypeError('setProject expects a Project, a File, a Blob, a string or an ArrayBuffer.');
          } else {
            result = await (await requireEngine()).generate(input, loadOptions.fileName, runOptions('all', null, run.signal));
          }
          if (loadRun !== run) return superseded();
          if (!result.ok) {
            loadRun = null;
            set({status: 'error', problems: result.problems, progress: null});
            events.onProblems?.(result.problems);
            return {ok: false, problems: result.problems};
          }
          const {project, warnings} = result;
          let layout = result.layout;
          let layoutMs = result.layoutMs;
          const zoneId = project.zones.some((z) => z.id === wanted.zoneId) ? wanted.zoneId : (project.zones[0]?.id ?? null);
          const view = get().view;
          const layouts: Record<string, TopologyLayout> = {[viewKeyOf('all', null)]: layout};
          if (view === 'zone' && zoneId) {
            const start = performance.now();
            layout = await (await requireEngine()).layout(project, runOptions('zone', zoneId, run.signal));
            layoutMs = performance.now() - start;
            if (loadRun !== run) return superseded();
            layouts[viewKeyOf('zone', zoneId)] = layout;
          }
          loadRun = null;
          const info = infoOf(layout, layoutMs);
          const {storageKey} = get();
          set({
            status: 'ready',
            progress: null,
            problems: warnings,
            error: null,
            project,
            zones: null,
            layout,
            layouts,
            lastLayout: info,
            view: view === 'zone' && zoneId ? 'zone' : view,
            zoneId,
            selection: [],
            hidden: [],
            statuses: {},
            properties: {},
            positions: {},
            history: EMPTY_HISTORY,
            versions: listVersions(storage, storageKey, project.id),
            versionId: null,
          });
          events.onProblems?.(warnings);
          events.onLayout?.(info);
          // The view may have been switched while the file was converting.
          await ensureLayout();
          return {ok: true, problems: warnings};
        } catch (error) {
          if (loadRun !== run) return superseded();
          loadRun = null;
          if (isAbortError(error)) {
            set({status: get().project ? 'ready' : 'idle', progress: null});
          } else {
            // Problems with errors belong to an earlier file that was not drawn, not to this failure;
            // warnings alone belong to the diagram on screen, which stays.
            const problems = get().problems;
            const stale = problems.some((p) => p.severity === 'error');
            set({status: 'error', error, progress: null, problems: stale ? [] : problems});
          }
          return {ok: false, problems: [], error};
        }
      },

      async setView(view, zoneId) {
        if (view !== 'all' && view !== 'zone') throw new RangeError(`setView: unknown view "${String(view)}" (use 'all' or 'zone').`);
        if (zoneId !== undefined) requireZone('setView', zoneId);
        set({view, zoneId: zoneId ?? get().zoneId});
        await ensureLayout();
      },

      toggleView() {
        return get().setView(get().view === 'all' ? 'zone' : 'all');
      },

      async setZone(zoneId) {
        requireZone('setZone', zoneId);
        if (get().zoneId === zoneId) return;
        set({zoneId});
        if (get().view === 'zone') await ensureLayout();
      },

      async stepZone(step) {
        const project = selectCurrentProject(get());
        if (!project) return;
        const next = stepZoneId(project.zones, get().zoneId, step);
        if (next) await get().setZone(next);
      },

      setZones(zones) {
        const project = requireProject('setZones');
        const next = editZones(project.zones, zones);
        set({zones: next, layouts: {}});
        return ensureLayout();
      },

      async setGraphStyle(style) {
        const current = get().graphStyle;
        const next = mergeGraphStyle(DEFAULT_GRAPH_STYLE, style);
        if (sameGraphStyle(current, next)) return;
        if (sameLayoutOptions(current, next)) {
          set({graphStyle: next});
          return;
        }
        set({graphStyle: next, layouts: {}});
        await ensureLayout();
      },

      select(ids) {
        const selection = [...new Set(ids)];
        const current = get().selection;
        if (selection.length === current.length && selection.every((id, i) => id === current[i])) return;
        set({selection});
      },

      moveNodes(moves) {
        const state = get();
        const viewKey = selectScreenViewKey(state);
        const view = state.positions[viewKey] ?? {};
        const entry: MoveEntry = {viewKey, before: {}, after: {}};
        let changed = false;
        for (const {id, position} of moves) {
          if (!Number.isFinite(position?.x) || !Number.isFinite(position?.y)) continue;
          const after = {x: position.x, y: position.y};
          const before = view[id] ?? null;
          if (samePoint(before, after)) continue;
          entry.before[id] = before;
          entry.after[id] = after;
          changed = true;
        }
        if (!changed) return;
        const next = {...view};
        for (const [id, point] of Object.entries(entry.after)) next[id] = point!;
        set({positions: {...state.positions, [viewKey]: next}, history: record(state.history, entry)});
      },

      undo() {
        const step = undoStep(get().history, get().positions);
        if (!step) return false;
        set({history: step.history, positions: step.positions});
        showViewOf(step.entry);
        return true;
      },

      redo() {
        const step = redoStep(get().history, get().positions);
        if (!step) return false;
        set({history: step.history, positions: step.positions});
        showViewOf(step.entry);
        return true;
      },

      hide(ids) {
        const state = get();
        const wanted = ids.filter((id) => selectNodeById(state, id) && !state.hidden.includes(id));
        if (wanted.length === 0) return;
        const hidden = [...state.hidden, ...wanted];
        get().select(state.selection.filter((id) => !wanted.includes(id)));
        set({hidden});
      },

      unhide(ids) {
        const hidden = get().hidden.filter((id) => !ids.includes(id));
        if (hidden.length !== get().hidden.length) set({hidden});
      },

      showAll() {
        if (get().hidden.length) set({hidden: []});
      },

      setStatus(nodeId, status) {
        requireNode('setStatus', nodeId);
        if (!NODE_STATUSES.includes(status)) {
          throw new RangeError(`setStatus: unknown status "${String(status)}" (use ${NODE_STATUSES.join(', ')}).`);
        }
        set({statuses: {...get().statuses, [nodeId]: status}});
      },

      setOptionalProperties(nodeId, properties) {
        requireNode('setOptionalProperties', nodeId);
        if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) {
          throw new TypeError('setOptionalProperties: properties must be an object of names to values.');
        }
        const merged = {...get().properties[nodeId]};
        for (const [key, value] of Object.entries(properties)) {
          if (value === undefined || value === null) continue;
          merged[key] = typeof value === 'string' ? value : String(value);
        }
        set({properties: {...get().properties, [nodeId]: merged}});
      },

      saveVersion(name) {
        const state = get();
        const project = requireProject('setVersion');
        const trimmed = typeof name === 'string' ? name.trim() : '';
        const version: Version = {
          id: createId('version'),
          name: trimmed || defaultVersionName(state.versions),
          createdAt: now().toISOString(),
          projectId: project.id,
          positions: structuredClone(state.positions),
          hidden: [...state.hidden],
          statuses: {...state.statuses},
          properties: structuredClone(state.properties),
        };
        const versions = saveVersion(storage, state.storageKey, version);
        if (!versions) throw new VersionStorageError('save');
        set({versions, versionId: version.id});
        return structuredClone(version);
      },

      restoreVersion(id) {
        requireProject('setVersion');
        const version = get().versions.find((v) => v.id === id);
        if (!version) throw new RangeError(`setVersion: no saved version with id "${String(id)}" for this project.`);
        setVersionState(version);
        return structuredClone(version);
      },

      deleteVersion(id) {
        const state = get();
        if (!state.project || !state.versions.some((v) => v.id === id)) return false;
        const versions = deleteVersion(storage, state.storageKey, state.project.id, id);
        if (!versions) throw new VersionStorageError('delete');
        set({
          versions: state.versions.filter((v) => v.id !== id),
          versionId: state.versionId === id ? null : state.versionId,
        });
        return true;
      },

      setStorageKey(storageKey) {
        const key = storageKey || DEFAULT_STORAGE_KEY;
        if (key === get().storageKey) return;
        const project = get().project;
        set({storageKey: key, versions: project ? listVersions(storage, key, project.id) : [], versionId: null});
      },

      setEngine(next) {
        engine = next;
        const waiting = engineWaiters;
        engineWaiters = [];
        for (const resolve of waiting) resolve(next);
      },

      dispose() {
        loadRun?.abort(abortReason());
        layoutRun?.abort(abortReason());
        loadRun = null;
        layoutRun = null;
      },
    };
  });

  // Every change of the selection is told, whatever made it: a click, hiding, a new project, a
  // restored version. Compared by content, so actions that rebuild the same list stay quiet.
  store.subscribe((state, previous) => {
    if (!events.onSelectionChange || state.selection === previous.selection) return;
    const same =
      state.selection.length === previous.selection.length && state.selection.every((id, i) => id === previous.selection[i]);
    if (same) return;
    events.onSelectionChange(state.selection.map((id) => selectNodeById(state, id)).filter((n): n is Node => n !== undefined));
  });
  return store;
}
