// Clicks on the level-of-detail layer: zoomed out, its assets are drawn there, not as components,
// so a pointer event finds its asset by position in the scene and selects it as a click on the
// component would.

import React, {useCallback} from 'react';
import type {ReactFlowInstance} from '@xyflow/react';
import type {PalitoStoreApi} from '../../../store';
import {assetAt, type Scene, type SceneAsset} from '../flow/scene';

export interface LayerHitTest {
  /** The asset drawn on the layer under a pointer event, when the layer shows assets (zoomed out). */
  layerAssetAt: (event: {clientX: number; clientY: number}) => SceneAsset | undefined;
  /** Selects the asset clicked (none: the background) as a click on its component would. */
  selectOnLayer: (event: React.MouseEvent, id: string | undefined) => void;
}

export function useLayerHitTest(store: PalitoStoreApi, scene: Scene | undefined, detail: string, rf: ReactFlowInstance): LayerHitTest {
  const layerAssetAt = useCallback(
    (event: {clientX: number; clientY: number}) =>
      scene && !detail ? assetAt(scene, rf.screenToFlowPosition({x: event.clientX, y: event.clientY})) : undefined,
    [scene, detail, rf],
  );
  // Shift, Ctrl or ⌘ add to the selection (or take the asset out of it), as on the components.
  const selectOnLayer = useCallback(
    (event: React.MouseEvent, id: string | undefined) => {
      const {selection, select} = store.getState();
      const adding = event.shiftKey || event.ctrlKey || event.metaKey;
      if (!id) select(adding ? selection : []);
      else if (!adding) select([id]);
      else select(selection.includes(id) ? selection.filter((s) => s !== id) : [...selection, id]);
    },
    [store],
  );
  return {layerAssetAt, selectOnLayer};
}
