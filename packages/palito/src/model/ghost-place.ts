// What the editor keeps of the inventory an update replaced: the project, and where its removed
// zones, CBS boxes and assets were drawn. The Changes view draws their ghosts there
// (export/change-marks.ts), and the project file keeps them.

import type {Project, Rect} from '../engine';

export type GhostKind = 'zone' | 'cbs' | 'asset';

export const GHOST_KINDS: readonly GhostKind[] = ['zone', 'cbs', 'asset'];

/** Where a removed zone, CBS box or asset was drawn, relative to the box it sat in (a zone: to the canvas). */
export interface GhostPlace extends Rect {
  kind: GhostKind;
  id: string;
  name: string;
  /** The zone a CBS box sat in, the CBS box an asset sat in; none for a zone. */
  parentId?: string;
}

/** The inventory an update replaced: its project as loaded, and its removed items' places (the ghosts of the Changes view). */
export interface PreviousInventory {
  project: Project;
  ghosts: readonly GhostPlace[];
}
