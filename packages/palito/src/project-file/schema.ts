// The Palito project file (`.palito.json`): everything needed to bring an editor back exactly as
// it was, in another browser or next quarter. Versioned: `version` is the schema's, raised whenever
// a field changes meaning; readers migrate older files (migrate.ts) and refuse newer ones.
//
// Version history:
// - 0: before there was a file. What people saved was `getCurrentProjectData()` as JSON: no
//   `format`, the project with its edits applied, `movedPositions`. Read as version 0 and migrated.
// - 1: the first files: the shape below without `update`.
// - 2: this shape: `update`, the last inventory update (the inventory before it, the diff, the
//   ghosts' places), so a file saved after an update reopens with the same changes shown.
//   `filter` was added later without a new version: it changes no field's meaning, and a reader
//   that does not know it opens the file without the filter.

import type {ProjectDiff} from '../engine';
import type {AssetFilter, GhostPlace, GraphStyle, NodeStatus, PositionOverrides, Project, Version, ViewKind} from '../model';

export const PROJECT_FILE_FORMAT = 'palito-project';
/** The schema version this Palito writes, and the newest it reads. */
export const PROJECT_FILE_VERSION = 2;
/** The file name's ending, and the type of the file's Blob. */
export const PROJECT_FILE_EXTENSION = '.palito.json';
export const PROJECT_FILE_MIME = 'application/json';

/** The view the file was saved in. `name` is for people ("All View", "Zone View · DMZ"); the rest is read back. */
export interface ProjectFileView {
  kind: ViewKind;
  /** The current zone: the one Zone View shows, or the one picked in All View. */
  zoneId: string | null;
  /** The view as the UI names it, in the language of the editor that wrote the file. */
  name: string;
}

/** The last inventory update (updateInventory) of a project file: what the Changes view shows. */
export interface ProjectFileUpdate {
  /** The inventory before the update, as converted. */
  previous: Project;
  /** What changed from `previous` to the file's `project` (diffProjects): for readers of the file; opening computes it again from the two. */
  diff: ProjectDiff;
  /** Where the removed zones, CBS boxes and assets were drawn, relative to the box they sat in. */
  ghosts: GhostPlace[];
  /** Whether the Changes view was on. */
  shown: boolean;
}

/** A Palito project file, schema version 2. Fields in the order the file lists them. */
export interface ProjectFile {
  format: typeof PROJECT_FILE_FORMAT;
  version: typeof PROJECT_FILE_VERSION;
  view: ProjectFileView;
  graphStyle: GraphStyle;
  /** Zone names and order after `setZones`, every zone in order; null when they are as converted. */
  zones: Array<{id: string; name: string}> | null;
  /** Ids of hidden assets. */
  hidden: string[];
  /** Statuses changed in the editor, by asset id. */
  statuses: Record<string, NodeStatus>;
  /** Optional properties added in the editor, by asset id. */
  properties: Record<string, Record<string, string>>;
  /** The positions the user moved, per view (`'all'`, `'zone:<zoneId>'`), as in a Version. */
  positions: PositionOverrides;
  /** The saved versions of the project, oldest first. */
  versions: Version[];
  /** The version last saved or restored; null when none. */
  currentVersionId: string | null;
  /** The inventory as converted, without the edits above. */
  project: Project;
  /** The last inventory update; null when the project was loaded, not updated. */
  update: ProjectFileUpdate | null;
  /** The filter on the diagram; null (or absent, in older files) when there is none. */
  filter: AssetFilter | null;
}
