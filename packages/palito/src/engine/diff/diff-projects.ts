// diffProjects: what changed from one Project of an inventory to the next (next quarter's file).
// Assets are matched by id, zones and CBS groups by id, links by the unordered pair of their ends.

import type {Node, Project} from '../model/types';
import {changedFields} from './asset-fields';
import {diffGroups} from './groups';
import {linksByPair, linksMissingFrom} from './link-pairs';
import {renameHints} from './rename-hints';
import type {ChangedAsset, MovedAsset, ProjectDiff} from './types';

/**
 * Every difference between `before` and `after`: assets added, removed, changed (which fields)
 * and moved (another CBS group or zone); links added and removed; zones and CBS groups added,
 * removed and renamed; and hints for ids that look renamed (reported as removed and added).
 * Lists follow the projects' order: what `after` has in its order, what only `before` had in
 * before's. `diffProjects(p, p)` is empty.
 */
export function diffProjects(before: Project, after: Project): ProjectDiff {
  const beforeNodes = new Map(before.nodes.map((node) => [node.id, node]));
  const afterIds = new Set(after.nodes.map((node) => node.id));
  const added: Node[] = [];
  const changed: ChangedAsset[] = [];
  const moved: MovedAsset[] = [];
  for (const node of after.nodes) {
    const old = beforeNodes.get(node.id);
    if (!old) {
      added.push(node);
      continue;
    }
    const fields = changedFields(old, node);
    if (fields.length > 0) changed.push({id: node.id, fields});
    if (old.cbsId !== node.cbsId || old.zoneId !== node.zoneId) {
      moved.push({id: node.id, from: {zoneId: old.zoneId, cbsId: old.cbsId}, to: {zoneId: node.zoneId, cbsId: node.cbsId}});
    }
  }
  const removed = before.nodes.filter((node) => !afterIds.has(node.id));
  const beforeLinks = linksByPair(before.edges);
  const afterLinks = linksByPair(after.edges);
  return {
    assets: {added: added.map((node) => node.id), removed: removed.map((node) => node.id), changed, moved},
    links: {added: linksMissingFrom(afterLinks, beforeLinks), removed: linksMissingFrom(beforeLinks, afterLinks)},
    zones: diffGroups(before.zones, after.zones),
    cbs: diffGroups(before.cbs, after.cbs),
    hints: renameHints(removed, added),
  };
}
