// The highlight slice: the questions palito/engine answers about the topology (find, trace,
// failure impact, single points of failure), asked of the project on screen and shown on it, and
// the filter that dims the assets it does not keep.
// Trace, impact and single points read the project as loaded (links and zones are not edited);
// find reads it with the edits, so a status or property set in the editor is found.

import {findAssets, impactOf, NODE_STATUSES, singlePointsOfFailure, tracePath} from '../../engine';
import {checkedFilter, FilterError} from '../../model';
import type {Highlight} from '../highlight-types';
import type {PalitoState} from '../state';
import type {PalitoActions} from '../store-types';
import type {SliceKit} from './kit';

type HighlightSliceState = Pick<PalitoState, 'highlight' | 'tracingFrom' | 'filter'>;
type HighlightActions = Pick<PalitoActions, 'find' | 'trace' | 'showImpact' | 'showSinglePoints' | 'clearHighlight' | 'startTrace' | 'setFilter'>;

/** How many assets a find highlights when not told. */
export const FIND_HIGHLIGHT_LIMIT = 50;

export function highlightSlice(kit: SliceKit): HighlightSliceState & HighlightActions {
  const {set, get} = kit;
  const show = (highlight: Highlight) => set({highlight: {highlight, project: get().project!}, tracingFrom: null});
  const requireAssets = (what: string, ids: readonly string[]) => {
    for (const id of ids) kit.requireNode(what, id);
  };

  return {
    highlight: null,
    tracingFrom: null,
    filter: null,

    find(query, options) {
      if (typeof query !== 'string') throw new TypeError('find expects the text to find, e.g. "db-ora".');
      const project = kit.requireProject('find');
      const ids = query.trim() ? findAssets(project, query, {limit: options?.limit ?? FIND_HIGHLIGHT_LIMIT}) : [];
      if (ids.length) show({kind: 'found', query, ids});
      else get().clearHighlight();
      return ids;
    },

    trace(fromId, toId, options) {
      requireAssets('trace', [fromId, toId]);
      const {paths} = tracePath(get().project!, fromId, toId, options);
      show({kind: 'trace', from: fromId, to: toId, paths});
      return {paths};
    },

    showImpact(failedIds) {
      if (!Array.isArray(failedIds) || failedIds.length === 0) throw new TypeError('showImpact expects a non-empty array of asset ids, e.g. ["A001"].');
      requireAssets('showImpact', failedIds);
      const failed = [...new Set(failedIds)];
      const {cutOff} = impactOf(get().project!, failed);
      show({kind: 'impact', failed, cutOff});
      return {cutOff};
    },

    showSinglePoints(zoneId) {
      if (zoneId !== undefined && zoneId !== null) kit.requireZone('showSinglePoints', zoneId);
      kit.requireProject('showSinglePoints');
      const points = singlePointsOfFailure(get().project!, zoneId ? {zoneId} : {});
      show({kind: 'single-points', zoneId: zoneId ?? null, points});
      return points;
    },

    clearHighlight() {
      if (get().highlight || get().tracingFrom) set({highlight: null, tracingFrom: null});
    },

    setFilter(input) {
      let filter;
      try {
        filter = checkedFilter(input);
      } catch (error) {
        if (error instanceof FilterError) throw new TypeError(`setFilter: "${error.message}" is wrong (statuses: ${NODE_STATUSES.join(', ')}; types: text; properties: a list of text per column).`);
        throw error;
      }
      if (filter) kit.requireProject('setFilter');
      set({filter});
    },

    startTrace(fromId) {
      if (fromId === null) {
        if (get().tracingFrom) set({tracingFrom: null});
        return;
      }
      kit.requireNode('startTrace', fromId);
      set({tracingFrom: {id: fromId, project: get().project!}});
    },
  };
}

