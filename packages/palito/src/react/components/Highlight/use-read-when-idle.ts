// What the topology's questions read once per project, read while the page is idle: the find
// index (of the project with its edits, as find reads it) and the graph of links (of the project as
// loaded, as trace, impact and single points read it). The first keystroke in the find box and the
// first trace or impact then cost what later ones do. One idle callback each: two shorter tasks
// instead of one long one.

import {useEffect, useSyncExternalStore} from 'react';
import {readAssetGraph, readFindIndex} from '../../../engine';
import {selectCurrentProject, type PalitoState, type PalitoStoreApi} from '../../../store';

export function useReadWhenIdle(store: PalitoStoreApi): void {
  useIdle(useSelected(store, selectCurrentProject), readFindIndex);
  useIdle(useSelected(store, selectLoadedProject), readAssetGraph);
}

const selectLoadedProject = (state: PalitoState) => state.project;

function useSelected<T>(store: PalitoStoreApi, select: (state: PalitoState) => T): T {
  const read = () => select(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}

function useIdle<T extends object>(value: T | null, read: (value: T) => unknown): void {
  useEffect(() => {
    if (!value) return undefined;
    const run = () => void read(value);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, {timeout: 2000});
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(run, 200);
    return () => clearTimeout(handle);
  }, [value, read]);
}
