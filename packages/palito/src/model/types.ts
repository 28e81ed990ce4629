// The shapes the core works with. The model types (Project, Zone, Cbs, Node, Edge) are the
// engine's own: the component shows exactly what the engine produced, plus the user's edits.

import type {EdgeKind, LayoutDirection, Node, NodeStatus, Problem, Progress, Project, ProjectDiff, TopologyLayout} from '../engine';

export type {Cbs, Edge, EdgeKind, Node, NodeAnalysis, NodeStatus, Project, Zone} from '../engine';
export type {Problem} from '../engine';
export type {Progress} from '../engine';
export type {TopologyLayout} from '../engine';

/** All View shows every zone; Zone View shows one zone in detail, with stubs for the others. */
export type ViewKind = 'all' | 'zone';

/** What `data` / `setProject` accept: an inventory file (CSV or XLSX) in any of these forms. */
export type PalitoInput = File | Blob | string | ArrayBuffer;

export interface Point {
  x: number;
  y: number;
}

/**
 * Positions the user moved, per view: `'all'` or `'zone:<zoneId>'` → item id → position.
 * A zone box's position is absolute; a CBS box's is relative to its zone, an asset's to its CBS
 * (so moving a box carries what is inside it).
 */
export type PositionOverrides = Record<string, Record<string, Point>>;

export type EdgeType = 'smoothstep' | 'straight' | 'default';

/** How the graph is drawn. `direction` and `spacing` change the layout; the rest only the drawing. */
export interface GraphStyle {
  /** The flow inside a CBS group. */
  direction: LayoutDirection;
  /** The base gap between two assets, in pixels; the other gaps are multiples of it. */
  spacing: number;
  /** The line shape of connections. */
  edgeType: EdgeType;
  /** One colour per relationship kind: any CSS colour. The defaults follow the theme (`var(--palito-edge-*)`). */
  edgeColors: Record<EdgeKind, string>;
}

/** A saved state of a project's diagram, kept in the browser's storage. */
export interface Version {
  /** Unique id of the version. */
  id: string;
  /** The name the user gave it. */
  name: string;
  /** When it was saved, as an ISO 8601 string. */
  createdAt: string;
  /** The project it belongs to (`Project.id`). */
  projectId: string;
  /** Positions the user moved, per view (see {@link PositionOverrides}). */
  positions: PositionOverrides;
  /** Ids of hidden assets. */
  hidden: string[];
  /** Status changes made in the editor, by asset id. */
  statuses: Record<string, NodeStatus>;
  /** Optional properties added in the editor, by asset id. */
  properties: Record<string, Record<string, string>>;
  /**
   * Zone names and order, every zone in order, when they had been changed with `setZones`. Absent
   * when the zones were as loaded (and in versions saved before versions kept them): restoring such
   * a version shows the zones as loaded.
   */
  zones?: Array<{id: string; name: string}>;
}

/** What `getSelectedNodeData()` returns: the selected asset, where it sits, and what it connects to by step. */
export interface SelectedNodeData {
  node: Node;
  zone: Project['zones'][number];
  cbs: Project['cbs'][number];
  analysis: {
    /** Step 1: connected assets in the same CBS group. */
    intraCbs: Node[];
    /** Step 2: connected assets in another CBS group of the same zone. */
    interCbs: Node[];
    /** Step 3: connected assets in other zones. */
    interZone: Node[];
  };
}

/** What `getCurrentProjectData()` returns: a snapshot of what is on screen. */
export interface CurrentProjectData {
  /** The project with the user's edits: zone names and order, statuses, optional properties. */
  project: Project;
  view: ViewKind;
  /** The current zone: the one shown in Zone View, or picked in All View. */
  zoneId: string | null;
  /** Absolute canvas position of every box and asset in the view on screen, moves applied. */
  positions: Record<string, Point>;
  /**
   * The view on screen as a layout: boxes, stubs and assets with their sizes and absolute
   * positions, moves applied. Null until the first layout is drawn. Use it to export the diagram.
   */
  layout: TopologyLayout | null;
  /** Positions the user moved, per view. */
  movedPositions: PositionOverrides;
  hidden: string[];
  graphStyle: GraphStyle;
  versions: Version[];
  currentVersionId: string | null;
}

/** What `setProject` resolves to. Errors keep the previous diagram on screen. */
export interface LoadResult {
  ok: boolean;
  /** Errors and warnings, as the engine reported them: `severity`, `code`, `row`, `column`, `params`. Palito shows them translated. */
  problems: Problem[];
  /** A failure that is not a problem of the file: the network, the remote API, a cancelled run. */
  error?: unknown;
}

/** What `updateInventory` resolves to: a load's result and, when the new inventory was opened, what changed. */
export interface UpdateResult extends LoadResult {
  /** What changed from the inventory on screen to the new one (diffProjects). */
  diff?: ProjectDiff;
}

/** Reported after every layout Palito computes (see the `onLayout` prop). */
export interface LayoutInfo {
  view: ViewKind;
  zoneId: string | null;
  /** Assets laid out. */
  assets: number;
  /** Lines drawn. */
  edges: number;
  /** Milliseconds the layout took. */
  ms: number;
}

/** The subset of the Web Storage API the versions need; `localStorage` fits, and so does a Map-backed object. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type {LayoutDirection};

/** Options for one engine run: which view to lay out, how, and how to cancel it. */
export interface EngineRunOptions {
  view: {view: 'all'} | {view: 'zone'; zoneId: string};
  layout: {direction: LayoutDirection; spacing: number};
  signal: AbortSignal;
  onProgress?: (progress: Progress) => void;
  /** The layout of this view the user sees: what did not change keeps its place (an inventory update). */
  previous?: TopologyLayout;
}

/** The result of converting a file: the engine's TopologyResult. */
export type GenerateResult =
  | {ok: true; project: Project; layout: TopologyLayout; warnings: Problem[]; layoutMs: number}
  | {ok: false; problems: Problem[]};

/** Where the heavy work runs (a worker in the browser, the calling thread in tests). See `engine/`. */
export interface PalitoEngine {
  /** File → Project + layout of the asked view. */
  generate(input: PalitoInput, fileName: string | undefined, options: EngineRunOptions): Promise<GenerateResult>;
  /** An existing Project → layout of the asked view. */
  layout(project: Project, options: EngineRunOptions): Promise<TopologyLayout>;
}
