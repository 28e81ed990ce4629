// Clicks and context menus on the canvas: a stub switches to its zone; on the level-of-detail
// layer, a click or a right click on a box finds the asset drawn under it (use-layer-hit-test.ts);
// a context menu opens for an asset (selecting it) or for the canvas.

import React, {useCallback} from 'react';
import type {NodeMouseHandler} from '@xyflow/react';
import type {FlowNode, PalitoStoreApi} from '../../../store';
import type {PalitoCommands} from '../../hooks/commands';
import type {Scene} from '../flow/scene';
import type {LayerHitTest} from './use-layer-hit-test';

export interface CanvasClicksInput extends LayerHitTest {
  store: PalitoStoreApi;
  commands: PalitoCommands;
  scene: Scene | undefined;
  /** The detail window; '' when zoomed out, where the layer shows the assets. */
  detail: string;
}

export function useCanvasClicks({store, commands, scene, detail, layerAssetAt, selectOnLayer}: CanvasClicksInput) {
  const onNodeClick: NodeMouseHandler = useCallback(
    (event, node) => {
      const data = node.data as FlowNode['data'];
      if (data.kind === 'stub') commands.setZone(data.zone.id);
      else if (scene && !detail && (data.kind === 'zone' || data.kind === 'cbs')) selectOnLayer(event, layerAssetAt(event)?.id);
    },
    [commands, scene, detail, selectOnLayer, layerAssetAt],
  );

  const onPaneClick = useCallback(
    (event: React.MouseEvent) => {
      if (scene && !detail) selectOnLayer(event, undefined);
    },
    [scene, detail, selectOnLayer],
  );

  const onNodeContextMenu: NodeMouseHandler = useCallback(
    (event, node) => {
      event.preventDefault();
      const data = node.data as FlowNode['data'];
      // A context menu opened from the keyboard reports no pointer position: place it by the node.
      const at = event.clientX || event.clientY ? {x: event.clientX, y: event.clientY} : undefined;
      const onLayer = data.kind === 'asset' ? undefined : layerAssetAt(event);
      if (data.kind === 'asset' || onLayer) {
        const id = data.kind === 'asset' ? data.node.id : onLayer!.id;
        if (!store.getState().selection.includes(id)) store.getState().select([id]);
        commands.openNodeMenu(id, at);
      } else {
        commands.openCanvasMenu(at);
      }
    },
    [commands, store, layerAssetAt],
  );

  const onPaneContextMenu = useCallback(
    (event: MouseEvent | React.MouseEvent) => {
      event.preventDefault();
      commands.openCanvasMenu({x: event.clientX, y: event.clientY});
    },
    [commands],
  );

  return {onNodeClick, onPaneClick, onNodeContextMenu, onPaneContextMenu};
}
