// "Trace to…" ends at the next asset selected, however it is selected: a click on a component or
// on the level-of-detail layer, the find box, a sidebar link, the keyboard. Watching the selection
// catches them all, where each of those paths would otherwise need to know about tracing.

import {useEffect} from 'react';
import {type PalitoStoreApi, selectNodeById, selectTracingFrom} from '../../../store';
import type {PalitoCommands} from '../../hooks/commands';

export function useTracePick(store: PalitoStoreApi, commands: PalitoCommands): void {
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.selection === previous.selection || state.selection.length !== 1) return;
        const from = selectTracingFrom(state);
        const to = state.selection[0];
        if (from && to !== from && selectNodeById(state, to)) commands.traceTo(to);
      }),
    [store, commands],
  );
}
