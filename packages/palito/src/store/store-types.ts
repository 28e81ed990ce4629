// The store's contract: what it is created with, what it tells, and the actions its slices
// (slices/*.ts) implement. The state itself is described in state.ts.

import type {StoreApi} from 'zustand/vanilla';
import type {AssetFilterInput, GraphStyleInput, LayoutInfo, LoadResult, UpdateResult, Node, NodeStatus, PalitoEngine, PalitoInput, Point, Problem, Progress, Project, StorageLike, Version, ViewKind, ZoneInput} from '../model';
import type {SinglePoint, TraceOptions, TraceResult, ImpactResult} from '../engine';
import type {PalitoState} from './state';

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
  /**
   * Opens a changed inventory over the project on screen: laid out over what the user sees, every
   * edit kept, what changed reported (`diff`, and `inventoryDiff` in the state); one undo step.
   * Without a project on screen, it is a load.
   */
  updateInventory(input: Project | PalitoInput, options?: {fileName?: string}): Promise<UpdateResult>;
  /** Turns the Changes view (what the last inventory update changed, over the diagram) on or off. */
  showChanges(shown: boolean): void;
  /** Lays the view on screen out afresh, moves dropped (an update's empty places closed), as one undo step. False when it did not run (cancelled, failed). */
  tidyUp(): Promise<boolean>;
  /** Shows `view` (and makes `zoneId` current); resolves when its layout is on screen. Rejects before any change on an unknown view or zone. */
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
  /** Shows the Table view (the assets and their links as a sortable table) over the canvas, or the diagram again. */
  showTable(shown: boolean): void;
  /** Selects whatever is given (assets, zone and CBS boxes), as the canvas reports it. */
  select(ids: readonly string[]): void;
  /** Selects assets by id, checked first: throws, changing nothing, on an unknown or hidden asset. */
  selectNodes(ids: readonly string[]): void;
  /** Highlights the assets palito/engine's findAssets matches (best first, `limit` of them, 50 by default) and returns their ids; an empty query or no match clears the highlight. */
  find(query: string, options?: {limit?: number}): string[];
  /** Highlights every shortest path between two assets (tracePath). Throws, changing nothing, on an unknown asset. */
  trace(fromId: string, toId: string, options?: TraceOptions): TraceResult;
  /** Marks what the failure of these assets cuts off (impactOf). Throws, changing nothing, on an unknown asset or an empty list. */
  showImpact(failedIds: readonly string[]): ImpactResult;
  /** Marks the single points of failure of the topology, or of one zone's assets (singlePointsOfFailure), and returns them. */
  showSinglePoints(zoneId?: string | null): SinglePoint[];
  /** Dims the assets that do not pass the filter (null: no filter). Throws a TypeError naming the wrong field, changing nothing. */
  setFilter(filter: AssetFilterInput | null): void;
  /** Removes any highlight, and ends a "Trace to…" waiting for its other end. */
  clearHighlight(): void;
  /** "Trace to…": remembers the asset a trace starts from until the other end is picked (null: cancel). */
  startTrace(fromId: string | null): void;
  /** Records moves in the view on screen; positions are relative to the parent box (zones: absolute). */
  moveNodes(moves: ReadonlyArray<{id: string; position: Point}>): void;
  undo(): boolean;
  redo(): boolean;
  hide(ids: readonly string[]): void;
  unhide(ids: readonly string[]): void;
  showAll(): void;
  setStatus(nodeId: string, status: NodeStatus): void;
  setOptionalProperties(nodeId: string, properties: Record<string, unknown>): void;
  /**
   * Opens a project file (`.palito.json`): its project, edits, view, style and versions replace the
   * editor's, once its view is laid out. A file that cannot be opened (damaged, foreign, newer)
   * resolves with its problem and changes nothing but the problems shown.
   */
  openProject(input: File | Blob | string): Promise<LoadResult>;
  saveVersion(name: string): Version;
  /** Brings a saved version back; lays out again when its zone names or order differ from those on screen. */
  restoreVersion(id: string): Version;
  deleteVersion(id: string): boolean;
  setStorageKey(storageKey: string): void;
  /** The engine to run on; null forgets it (loads then wait for the next one, or fail without `awaitEngine`). */
  setEngine(engine: PalitoEngine | null): void;
  /** Cancels runs in flight. */
  dispose(): void;
}

export type PalitoStore = PalitoState & PalitoActions;
export type PalitoStoreApi = StoreApi<PalitoStore>;
