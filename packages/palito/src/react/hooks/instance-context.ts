// Where usePalito() and usePalitoStore() find their editor: the nearest <PalitoProvider>, or the
// <Palito> they are rendered in.

import {createContext, useContext} from 'react';
import type {PalitoInstance} from './palito-instance';

export const PalitoInstanceContext = createContext<PalitoInstance | null>(null);
PalitoInstanceContext.displayName = 'PalitoInstanceContext';

/** The editor around the caller; `hook` names it in the error thrown when there is none. */
export function usePalitoInstance(hook: string): PalitoInstance {
  const instance = useContext(PalitoInstanceContext);
  if (!instance) {
    throw new Error(
      `${hook} must be called in a component rendered inside <Palito> (as one of its children) or inside a <PalitoProvider>.`,
    );
  }
  return instance;
}
