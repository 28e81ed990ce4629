/**
 * Rendered inside the editor: tells the demo which inventory update the editor holds, from its
 * store, so the status line and the change report follow Undo and Redo (an update taken back is no
 * longer announced, and its report can no longer be saved).
 */
import {useEffect} from 'react';
import {usePalitoStore, type ProjectDiff} from 'palito';

export default function UpdateWatcher({onChange}: {onChange: (diff: ProjectDiff | null) => void}): null {
  const diff = usePalitoStore((state) => state.inventoryDiff);
  useEffect(() => onChange(diff), [diff, onChange]);
  return null;
}
