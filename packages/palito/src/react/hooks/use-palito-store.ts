import {useRef, useSyncExternalStore} from 'react';
import type {PalitoState} from '../../store';
import {usePalitoInstance} from './instance-context';

interface Selected<T> {
  state: PalitoState;
  selector: (state: PalitoState) => T;
  value: T;
}

/**
 * A value selected from the editor's state; the component re-renders when that value changes, and
 * only then. Works where `usePalito()` does: inside `<Palito>` or under a `<PalitoProvider>`.
 *
 * The selector receives a `PalitoState` snapshot: read-only, replaced after every change. Its main
 * fields are `status`, `progress`, `problems`, `project` (as loaded), `layout`, `view`, `zoneId`,
 * `selection`, `hidden`, `statuses`, `properties`, `positions`, `graphStyle`, `versions` and
 * `versionId`. A value is compared with the previous one with `Object.is`, or `equalityFn` when
 * given: pass one (a shallow comparison, say) when the selector builds a new object or array each time.
 *
 * @example
 * function SelectionCount() {
 *   const count = usePalitoStore((state) => state.selection.length);
 *   return <p>{count} selected</p>;
 * }
 *
 * @throws when called outside `<Palito>` and `<PalitoProvider>`.
 */
export function usePalitoStore<T>(selector: (state: PalitoState) => T, equalityFn: (a: T, b: T) => boolean = Object.is): T {
  const {store} = usePalitoInstance('usePalitoStore()');
  const last = useRef<Selected<T> | null>(null);
  // Selects once per snapshot and selector; an equal value keeps the previous one, so React sees no change.
  const select = (): T => {
    const state = store.getState();
    const previous = last.current;
    if (previous && previous.state === state && previous.selector === selector) return previous.value;
    const value = selector(state);
    const kept = previous && equalityFn(previous.value, value) ? previous.value : value;
    last.current = {state, selector, value: kept};
    return kept;
  };
  return useSyncExternalStore(store.subscribe, select, select);
}
