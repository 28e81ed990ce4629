// What changed between two Projects of the same inventory (diffProjects, ./diff-projects.ts).
// Plain data, as the rest of the model: it crosses the worker boundary and goes into project files.

import type {Problem} from '../model/problem';

/** Where an asset sits: its zone and its CBS group (the engine's ids). */
export interface AssetPlace {
  zoneId: string;
  cbsId: string;
}

/** An asset whose fields differ: `name`, `type`, `ip`, `status`, or an extra column by its header. */
export interface ChangedAsset {
  id: string;
  fields: string[];
}

/** An asset now in another CBS group, of the same zone or of another. */
export interface MovedAsset {
  id: string;
  from: AssetPlace;
  to: AssetPlace;
}

/** A zone or CBS group with the same id and another name (the ids are made from the names, so only case or spacing differs). */
export interface RenamedGroup {
  id: string;
  from: string;
  to: string;
}

/** Zones or CBS groups: ids in the after-project only, in the before-project only, and renamed. */
export interface GroupDiff {
  added: string[];
  removed: string[];
  renamed: RenamedGroup[];
}

/** A link as the two asset ids it joins; links are undirected, so the order of the pair means nothing. */
export type LinkPair = [string, string];

export interface ProjectDiff {
  assets: {
    added: string[];
    removed: string[];
    changed: ChangedAsset[];
    moved: MovedAsset[];
  };
  links: {
    added: LinkPair[];
    removed: LinkPair[];
  };
  zones: GroupDiff;
  cbs: GroupDiff;
  /**
   * Warnings about the matching, never a match: `probably-renamed` when an id is gone and a new one
   * has the same name in the same CBS group (reported as removed and added all the same).
   */
  hints: Problem[];
}
