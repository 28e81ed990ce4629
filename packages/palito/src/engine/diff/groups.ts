// Zones and CBS groups of two Projects, matched by id.

import type {GroupDiff} from './types';

interface Group {
  id: string;
  name: string;
}

/** Ids only `after` has, ids only `before` has, and the ids whose name changed, each in its project's order. */
export function diffGroups(before: readonly Group[], after: readonly Group[]): GroupDiff {
  const beforeById = new Map(before.map((group) => [group.id, group]));
  const afterIds = new Set(after.map((group) => group.id));
  const diff: GroupDiff = {added: [], removed: [], renamed: []};
  for (const group of after) {
    const old = beforeById.get(group.id);
    if (!old) diff.added.push(group.id);
    else if (old.name !== group.name) diff.renamed.push({id: group.id, from: old.name, to: group.name});
  }
  for (const group of before) if (!afterIds.has(group.id)) diff.removed.push(group.id);
  return diff;
}
