// The state the core holds. Plain data only: the store (store.ts) changes it, selectors read it.

import type {History} from './history';
import type {
  GraphStyle,
  LayoutInfo,
  NodeStatus,
  PositionOverrides,
  Problem,
  Progress,
  Project,
  TopologyLayout,
  Version,
  ViewKind,
  Zone,
} from './types';

export type PalitoStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PalitoState {
  /** An object unique to this store: selectors keep their memos under it. Never replaced. */
  scope: object;
  /** idle: nothing loaded yet; loading: the engine is working; ready: drawn; error: the last run failed. */
  status: PalitoStatus;
  progress: Progress | null;
  /** Problems of the last conversion: errors (nothing new was drawn) and warnings. */
  problems: Problem[];
  /** A failure of the last run that is not a problem of the file (network, remote API, engine crash). */
  error: unknown;
  /** The project as loaded. */
  project: Project | null;
  /** Zones after `setZones` (renamed, reordered); null while unchanged. */
  zones: Zone[] | null;
  /** The layout on screen. */
  layout: TopologyLayout | null;
  /** Layouts of the current project and style, by view key, so switching back needs no new run. */
  layouts: Record<string, TopologyLayout>;
  lastLayout: LayoutInfo | null;
  /** The view asked for; `layout.view` catches up when its run ends. */
  view: ViewKind;
  /** The current zone: shown in Zone View, picked in All View. Set whenever a project is loaded. */
  zoneId: string | null;
  selection: string[];
  hidden: string[];
  statuses: Record<string, NodeStatus>;
  properties: Record<string, Record<string, string>>;
  positions: PositionOverrides;
  history: History;
  graphStyle: GraphStyle;
  storageKey: string;
  /** Saved versions of the loaded project. */
  versions: Version[];
  versionId: string | null;
}
