// "Trace to…" ends at the next asset selected, however it is selected: a click on a component or
// on the level-of-detail layer, the find box, a sidebar link, the keyboard. Watching the selection
// catches them all, where each of those paths would otherwise need to know about tracing.
//
// The trace follows in a task of its own: the click that picked its other end is answered first
// (the asset selected), then the paths are found and drawn. Two shorter tasks instead of one long
// one, on a diagram of thousands of assets.

import {useEffect} from 'react';
import {type PalitoStoreApi, selectNodeById, selectTracingFrom} from '../../../store';
import type {PalitoCommands} from '../../hooks/commands';

export function useTracePick(store: PalitoStoreApi, commands: PalitoCommands): void {
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.selection === previous.selection || state.selection.length !== 1) return;
      const to = state.selection[0];
      if (!picks(store, to)) return;
      clearTimeout(pending);
      // Still tracing from the same asset when the task runs: an Escape in between ends the pick.
      pending = setTimeout(() => picks(store, to) && commands.traceTo(to), 0);
    });
    return () => {
      unsubscribe();
      clearTimeout(pending);
    };
  }, [store, commands]);
}

/** Whether selecting `to` now ends a pick: a trace is waiting for its other end, and `to` is another asset on the diagram. */
function picks(store: PalitoStoreApi, to: string): boolean {
  const state = store.getState();
  const from = selectTracingFrom(state);
  return Boolean(from && to !== from && selectNodeById(state, to));
}
