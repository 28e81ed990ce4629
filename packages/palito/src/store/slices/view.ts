// The view slice: which view is asked for (All View or Zone View), the current zone, the Table
// view over it, and the selection. Showing the view's layout is the kit's job (showView), so the newest request wins.

import {selectCurrentProject, selectNodeById} from '../selectors';
import type {PalitoState} from '../state';
import type {PalitoActions} from '../store-types';
import {stepZoneId, type ViewKind} from '../../model';
import type {SliceKit} from './kit';

type ViewState = Pick<PalitoState, 'view' | 'zoneId' | 'selection' | 'tableShown'>;
type ViewActions = Pick<PalitoActions, 'setView' | 'toggleView' | 'setZone' | 'stepZone' | 'select' | 'selectNodes' | 'showTable'>;

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

export function viewSlice(kit: SliceKit, initialView: ViewKind | undefined): ViewState & ViewActions {
  const {set, get} = kit;

  return {
    view: initialView === 'zone' ? 'zone' : 'all',
    zoneId: null,
    selection: [],
    tableShown: false,

    async setView(view, zoneId) {
      if (view !== 'all' && view !== 'zone') throw new RangeError(`setView: unknown view "${String(view)}" (use 'all' or 'zone').`);
      if (zoneId !== undefined) kit.requireZone('setView', zoneId);
      set({view, zoneId: zoneId ?? get().zoneId});
      await kit.showView();
    },

    toggleView() {
      return get().setView(get().view === 'all' ? 'zone' : 'all');
    },

    async setZone(zoneId) {
      kit.requireZone('setZone', zoneId);
      if (get().zoneId === zoneId) return;
      set({zoneId});
      if (get().view === 'zone') await kit.showView();
    },

    async stepZone(step) {
      const project = selectCurrentProject(get());
      if (!project) return;
      const next = stepZoneId(project.zones, get().zoneId, step);
      if (next) await get().setZone(next);
    },

    showTable(shown) {
      if (get().tableShown !== Boolean(shown)) set({tableShown: Boolean(shown)});
    },

    select(ids) {
      const selection = [...new Set(ids)];
      if (sameIds(selection, get().selection)) return;
      set({selection});
    },

    selectNodes(ids) {
      if (!Array.isArray(ids)) throw new TypeError('selectNodes expects an array of asset ids, e.g. ["A001"].');
      if (ids.length > 0) kit.requireProject('selectNodes');
      const state = get();
      // Every id is checked before anything changes: a bad list selects nothing.
      for (const id of ids) {
        if (!selectNodeById(state, id)) throw new RangeError(`selectNodes: no asset with id "${String(id)}" in this project.`);
        if (state.hidden.includes(id)) throw new RangeError(`selectNodes: the asset "${id}" is hidden, so it cannot be selected.`);
      }
      get().select(ids);
    },
  };
}
