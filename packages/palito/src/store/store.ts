// The Palito store: one per <Palito> (or <PalitoProvider>). Built on zustand's vanilla store, so it
// runs without React (tests drive it directly); the React layer only subscribes to it and calls
// its actions. It is composed of slices, one job each (slices/*.ts), sharing one kit.

import {createStore} from 'zustand/vanilla';
import {createRunLanes} from './newest-run';
import {selectNodeById} from './selectors';
import {createKitBase, type SliceKit} from './slices/kit';
import {editsSlice} from './slices/edits';
import {highlightSlice} from './slices/highlight';
import {projectFileSlice} from './slices/project-file';
import {runsSlice} from './slices/runs';
import {updateInventorySlice} from './slices/update-inventory';
import {createShowView} from './slices/show-view';
import {styleSlice} from './slices/style';
import {versionsSlice} from './slices/versions';
import {viewSlice} from './slices/view';
import {createMemoryStorage} from './storage';
import type {PalitoStore, PalitoStoreApi, PalitoStoreOptions} from './store-types';
import type {Node} from '../model';

export type {PalitoActions, PalitoEvents, PalitoStore, PalitoStoreApi, PalitoStoreOptions} from './store-types';

export function createPalitoStore(options: PalitoStoreOptions = {}): PalitoStoreApi {
  const events = options.events ?? {};
  const settings = {
    storage: options.storage ?? createMemoryStorage(),
    events,
    now: options.now ?? (() => new Date()),
    versionName: options.versionName ?? ((n: number) => `Version ${n}`),
  };

  const store = createStore<PalitoStore>()((set, get) => {
    const base = createKitBase(set, get, settings, createRunLanes(), options);
    const kit: SliceKit = {...base, ...createShowView(base)};
    return {
      // An object unique to this store: selectors keep their memos under it.
      scope: {},
      ...runsSlice(kit),
      ...updateInventorySlice(kit),
      ...viewSlice(kit, options.view),
      ...styleSlice(kit, options.graphStyle),
      ...editsSlice(kit),
      ...versionsSlice(kit, options.storageKey),
      ...projectFileSlice(kit),
      ...highlightSlice(kit),
    };
  });

  // Every change of the selection is told, whatever made it: a click, selectNodes, hiding, a new
  // project, a restored version. Compared by content, so actions that rebuild the same list stay quiet.
  store.subscribe((state, previous) => {
    if (!events.onSelectionChange || state.selection === previous.selection) return;
    const same =
      state.selection.length === previous.selection.length && state.selection.every((id, i) => id === previous.selection[i]);
    if (same) return;
    events.onSelectionChange(state.selection.map((id) => selectNodeById(state, id)).filter((n): n is Node => n !== undefined));
  });
  return store;
}
