import type React from 'react';
import {usePalito} from 'palito';

export type PalitoApi = ReturnType<typeof usePalito>;

/**
 * Hands Palito's functions to a page's own controls (buttons beside the editor), which sit
 * outside `<Palito>` and so cannot call `usePalito()` themselves. Render it as a child of Palito.
 */
export default function PalitoBridge({apiRef}: {apiRef: React.MutableRefObject<PalitoApi | null>}): null {
  apiRef.current = usePalito();
  return null;
}
