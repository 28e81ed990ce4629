import {useContext, useSyncExternalStore} from 'react';
import type {PalitoApi} from '../core';
import {PalitoContext} from './context';

/**
 * The functions that read and change the diagram of the surrounding `<Palito>`.
 *
 * Call it in a component rendered inside `<Palito>` (as one of its children). The component
 * re-renders whenever the diagram changes, so values read with the getters stay current.
 * The functions themselves keep their identity for the life of the `<Palito>`.
 *
 * @example
 * function AssetCount() {
 *   const {getAllNodes} = usePalito();
 *   return <p>{getAllNodes().length} assets</p>;
 * }
 *
 * @throws when called outside `<Palito>`.
 */
export function usePalito(): PalitoApi {
  const context = useContext(PalitoContext);
  if (!context) {
    throw new Error('usePalito() must be called in a component rendered inside <Palito> (for example as one of its children).');
  }
  const {store, api} = context;
  useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return api;
}
