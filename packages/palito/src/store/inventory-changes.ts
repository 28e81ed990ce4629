// What the last inventory update changed, ready to draw and to list: the Changes view and the
// sidebar's change list read it. Null while there is nothing to show (no update, or the view off).

import type {ProjectDiff} from '../engine';
import {addedLinkKeys, assetChangesOf, linkKey, type AssetChange} from '../export';
import type {GhostPlace, PreviousInventory, Project} from '../model';
import {memoizePerScope} from './memo';
import type {PalitoState} from './state';

export interface InventoryChanges {
  diff: ProjectDiff;
  /** The inventory before the update, as loaded. */
  previous: Project;
  /** Added, changed and moved assets by id, each field as before → after. */
  assets: Map<string, AssetChange>;
  /** The ids of the project's edges that are added links (a line is new when one of its edges is). */
  addedEdges: Set<string>;
  /** Where the removed zones, CBS boxes and assets were. */
  ghosts: readonly GhostPlace[];
}

const changesOf = memoizePerScope((diff: ProjectDiff | null, previous: PreviousInventory | null, project: Project | null): InventoryChanges | null => {
  if (!diff || !previous || !project) return null;
  return {
    diff,
    previous: previous.project,
    assets: assetChangesOf(diff, previous.project, project),
    addedEdges: addedEdgeIds(diff, project),
    ghosts: previous.ghosts,
  };
});

function addedEdgeIds(diff: ProjectDiff, project: Project): Set<string> {
  const added = addedLinkKeys(diff);
  return new Set(project.edges.filter((edge) => added.has(linkKey(edge.source, edge.target))).map((edge) => edge.id));
}

/** What the last inventory update changed, whether or not the Changes view is on. */
export function selectInventoryChanges(state: PalitoState): InventoryChanges | null {
  return changesOf(state.scope, state.inventoryDiff, state.previousInventory, state.project);
}

/** What the Changes view draws: the last update's changes while the view is on, else null. */
export function selectShownChanges(state: PalitoState): InventoryChanges | null {
  return state.changesShown ? selectInventoryChanges(state) : null;
}
