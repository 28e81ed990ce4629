// The Palito project file (`.palito.json`): everything needed to bring an editor back exactly as
// it was, in another browser or next quarter. Versioned: `version` is the schema's, raised whenever
// a field changes meaning; readers migrate older files (migrate.ts) and refuse newer ones.
//
// Version history:
// - 0: Palito 0.1 had no file. What people saved was `getCurrentProjectData()` as JSON: no
//   `format`, the project with its edits applied, `movedPositions`. Read as version 0 and migrated.
// - 1: this shape.

import type {GraphStyle, NodeStatus, PositionOverrides, Project, Version, ViewKind} from '../model';

export const PROJECT_FILE_FORMAT = 'palito-project';
/** The schema version this Palito writes, and the newest it reads. */
export const PROJECT_FILE_VERSION = 1;
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

/** A Palito project file, schema version 1. Fields in the order the file lists them. */
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
}
