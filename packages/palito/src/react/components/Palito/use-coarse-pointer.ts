// Whether the main pointer is a finger: the canvas then lets boxes pan rather than drag.

import {useEffect, useState} from 'react';

/**
 * Touch screens: one finger on an asset moves it; one finger elsewhere (a zone or CBS box, the
 * background) pans; two fingers pan and zoom. (React Flow's `panOnDrag={false}` would also
 * turn off pinch zoom, so boxes are made non-draggable instead.)
 */
export function useCoarsePointer(): boolean {
  const [coarse, setCoarse] = useState(false);
  useEffect(() => {
    if (typeof window === 'undefined' || !window.matchMedia) return undefined;
    const query = window.matchMedia('(pointer: coarse)');
    const update = () => setCoarse(query.matches);
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, []);
  return coarse;
}
