import React, {useState, type ReactNode} from 'react';
import {PalitoInstanceContext} from './instance-context';
import {createPalitoInstance} from './palito-instance';

export interface PalitoProviderProps {
  /** Your components and one `<Palito>`, anywhere below. */
  children?: ReactNode;
}

/**
 * Holds the editor's state outside `<Palito>`, so components beside or above it can reach it:
 * `usePalito()` and `usePalitoStore()` work anywhere under the provider, and the `<Palito>` inside
 * uses the provider's state instead of creating its own. The state outlives that `<Palito>`: it
 * is kept when the `<Palito>` unmounts and shown again when one mounts.
 *
 * One `<Palito>` per provider: a second one inside the same provider throws. Without a provider,
 * each `<Palito>` keeps its own state, and only its children can call the hooks.
 *
 * @example
 * <PalitoProvider>
 *   <MyToolbar />
 *   <Palito data={file} />
 * </PalitoProvider>
 */
export function PalitoProvider({children}: PalitoProviderProps): React.ReactElement {
  const [instance] = useState(() => createPalitoInstance({fromProvider: true}));
  return <PalitoInstanceContext.Provider value={instance}>{children}</PalitoInstanceContext.Provider>;
}
