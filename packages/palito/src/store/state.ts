// The state the core holds. Plain data only: the store's slices (slices/*.ts) change it,
// selectors read it, and usePalitoStore() hands it to components as it is.

import type {ProjectDiff} from '../engine';
import type {HighlightState} from './highlight-types';
import type {History} from './history';
import type {
  AssetFilter,
  GraphStyle,
  LayoutInfo,
  NodeStatus,
  PositionOverrides,
  Problem,
  PreviousInventory,
  Progress,
  Project,
  TopologyLayout,
  Version,
  ViewKind,
  Zone,
} from '../model';

export type PalitoStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * A snapshot of the editor's state, as `usePalitoStore(selector)` passes it to its selector.
 *
 * Read-only: never change it or anything in it (a new snapshot replaces it after every change;
 * change the diagram through `usePalito()`'s functions). The main fields:
 *
 * - `status`: `'idle'` (nothing loaded), `'loading'` (converting or laying out), `'ready'`, `'error'`;
 *   `progress` (the stage running, while loading), `problems` (errors and warnings of the last
 *   conversion) and `error` (a failure that is not the file's);
 * - `project`: the project as loaded (no edits), or null; `zones`: zone names and order after `setZones` (null: unchanged);
 * - `layout`: the layout on screen (boxes and assets with positions), or null; `lastLayout`: how the last one went;
 * - `view` (`'all'` or `'zone'`) and `zoneId` (the current zone);
 * - `selection`: the ids of what is selected (assets, and zone or CBS boxes clicked on the canvas);
 * - `highlight`: what a find, a trace or a failure analysis marks on the diagram (read it with `selectHighlight`);
 * - the edits: `hidden` (asset ids), `statuses` and `properties` (by asset id), `positions` (moved, per view);
 * - `graphStyle`; `versions` (saved versions of the project) and `versionId` (the current one).
 */
export interface PalitoState {
  /** An object unique to this store: selectors keep their memos under it. Never replaced. */
  readonly scope: object;
  /** idle: nothing loaded yet; loading: the engine is working; ready: drawn; error: the last run failed. */
  readonly status: PalitoStatus;
  /** The stage running and how far it is, while loading; null otherwise. */
  readonly progress: Progress | null;
  /** Problems of the last conversion: errors (nothing new was drawn) and warnings. */
  readonly problems: readonly Problem[];
  /** A failure of the last run that is not a problem of the file (network, remote API, engine crash). */
  readonly error: unknown;
  /** The project as loaded. */
  readonly project: Project | null;
  /** Zones after `setZones` (renamed, reordered); null while unchanged. */
  readonly zones: readonly Zone[] | null;
  /** The layout on screen. */
  readonly layout: TopologyLayout | null;
  /** Layouts of the current project and style, by view key, so switching back needs no new run. */
  readonly layouts: Readonly<Record<string, TopologyLayout>>;
  /** What changed at the last inventory update (updateInventory); null after any other load. */
  readonly inventoryDiff: ProjectDiff | null;
  /** The inventory before the last update, and where its removed zones, CBS boxes and assets were drawn; null after any other load. */
  readonly previousInventory: PreviousInventory | null;
  /** Whether the Changes view (what the last update changed, drawn over the diagram) is on; shown only while there is an update to show. */
  readonly changesShown: boolean;
  /** The last layout computed: view, zone, how many assets and lines, how long it took. */
  readonly lastLayout: LayoutInfo | null;
  /** The view asked for; `layout.view` catches up when its run ends. */
  readonly view: ViewKind;
  /** The current zone: shown in Zone View, picked in All View. Set whenever a project is loaded. */
  readonly zoneId: string | null;
  /** Whether the Table view (the assets and their links as a table) is shown over the canvas. */
  readonly tableShown: boolean;
  /** Ids of what is selected: assets, and zone or CBS boxes selected on the canvas. */
  readonly selection: readonly string[];
  /** What the diagram highlights (a find, a trace, a failure's impact, the single points of failure), with the project it was worked out on; read it through selectHighlight. */
  readonly highlight: HighlightState | null;
  /** "Trace to…" waiting for the other end: the asset it starts from, with the project; read it through selectTracingFrom. */
  readonly tracingFrom: {readonly id: string; readonly project: Project} | null;
  /** The filter on the diagram (statuses, types, property values): the assets that do not pass it are dimmed; null when none. */
  readonly filter: AssetFilter | null;
  /** Ids of hidden assets. */
  readonly hidden: readonly string[];
  /** Statuses changed in the editor, by asset id. */
  readonly statuses: Readonly<Record<string, NodeStatus>>;
  /** Optional properties added in the editor, by asset id. */
  readonly properties: Readonly<Record<string, Record<string, string>>>;
  /** Positions the user moved, per view. */
  readonly positions: PositionOverrides;
  /** Undo and redo stacks of moves. */
  readonly history: History;
  readonly graphStyle: GraphStyle;
  /** Where versions are kept (the localStorage namespace). */
  readonly storageKey: string;
  /** Saved versions of the loaded project, oldest first. */
  readonly versions: readonly Version[];
  /** The version last saved or restored; null when there is none. */
  readonly versionId: string | null;
}
