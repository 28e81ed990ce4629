import {useContext} from 'react';
import {useStore} from 'zustand';
import type {PalitoState} from '../core';
import {PalitoContext, type PalitoContextValue} from './context';

export function usePalitoContext(component: string): PalitoContextValue {
  const context = useContext(PalitoContext);
  if (!context) {
    throw new Error(`${component} must be rendered inside <Palito>, e.g. <Palito data={file}><${component.replace(/\(\)$/, '')} /></Palito>.`);
  }
  return context;
}

/** A slice of the Palito state; re-renders when that slice changes (selectors must return stable values). */
export function usePalitoState<T>(context: PalitoContextValue, selector: (state: PalitoState) => T): T {
  return useStore(context.store, selector);
}
