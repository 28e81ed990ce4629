// The level-of-detail layer: on a big diagram, every asset and every line is drawn on ONE canvas
// instead of a React component and an SVG path each (xyflow's advice for thousands of elements:
// React Flow then only holds the zone and CBS boxes, and the assets close enough to read).
//
// The canvas sits in React Flow's viewport (ViewportPortal), so panning moves what it shows with
// everything else even before it is redrawn; it covers exactly the visible part of the flow, with
// one canvas pixel per screen pixel, and is redrawn once per frame after the view changes. Its
// z-index puts it above the zone and CBS boxes and below the asset components (use-detail-layer.ts
// gives those ASSET_Z). It takes no pointer events: clicks go to the boxes and the pane, and
// use-layer-hit-test.ts finds the asset under the pointer with the scene's grid (scene.ts).
// What a frame draws is in layer-drawing.ts.

import {ViewportPortal, useStoreApi, type ReactFlowState} from '@xyflow/react';
import React, {useEffect, useMemo, useRef} from 'react';
import {flowIdOf, type EdgeKind} from '../../../model';
import {paletteFromTheme} from '../../../api';
import {usePalitoStore} from '../../hooks/use-palito-store';
import {assetPathsIn, assetPathsOf, drawAssets as drawAssetBoxes, drawLines, fitCanvas, type LayerPalette, linePathsIn, selectedPathOf, setFlowUnits} from './layer-drawing';
import {LINE_KINDS, type Scene, type SceneLines} from './scene';

/** The layer's z-index among React Flow's nodes: zones are 0, CBS boxes 1, bundles 2. */
export const LAYER_Z = 3;
/** The z-index asset components get while the layer is on (use-detail-layer.ts), to stay above it. */
export const ASSET_Z = 4;

const NOTHING_SELECTED: readonly string[] = [];

export interface AssetLayerProps {
  scene: Scene;
  /** The scene's lines, once drawn (use-scene-lines.ts); none yet for a new layout. */
  lines: SceneLines | undefined;
  /** Whether the assets are drawn too (zoomed out), or only the lines (the assets are components). */
  drawAssets: boolean;
  /** Redraw with the theme's colours when these change. */
  colorMode: 'light' | 'dark';
  edgeColors: Record<EdgeKind, string>;
}

export function AssetLayer({scene, lines, drawAssets, colorMode, edgeColors}: AssetLayerProps): React.ReactElement {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const storeApi = useStoreApi();
  const byStatus = useMemo(() => assetPathsOf(scene), [scene]);
  const selection = usePalitoStore((s) => s.selection);
  // Zoomed in, the assets are components that show their own selection, and the layer draws lines
  // only: a click that selects an asset (a trace's other end, say) must not redraw them all.
  const drawnSelection = drawAssets ? selection : NOTHING_SELECTED;
  const selected = useMemo(() => selectedPathOf(scene, drawnSelection.map(flowIdOf)), [scene, drawnSelection]);
  const assetPaths = useMemo(() => ({byStatus, selected}), [byStatus, selected]);
  // The theme's colours, read once per colour mode and line colours: reading them makes the
  // browser compute styles, costly right after React has changed the page.
  const palette = useRef<{key: string; palette: LayerPalette}>(undefined);
  const paletteKey = `${colorMode} ${LINE_KINDS.map((kind) => edgeColors[kind]).join(' ')}`;

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    const themeRoot = canvas?.closest('.palito-theme');
    if (!canvas || !context) return undefined;
    const colours = () => {
      if (!themeRoot) return undefined;
      if (palette.current?.key !== paletteKey) {
        const selected = getComputedStyle(themeRoot).getPropertyValue('--palito-node-selected').trim();
        palette.current = {key: paletteKey, palette: {...paletteFromTheme(themeRoot, edgeColors), selected}};
      }
      return palette.current.palette;
    };
    const draw = () => {
      const view = storeApi.getState();
      fitCanvas(canvas, context, view);
      const colourSet = colours();
      if (!colourSet) return;
      setFlowUnits(context, view);
      drawLines(context, linePathsIn(lines, view), colourSet, view.transform[2]);
      if (drawAssets) drawAssetBoxes(context, assetPathsIn(scene, assetPaths, view), colourSet, view.transform[2]);
    };
    return redrawOnViewChange(storeApi, draw);
    // paletteKey: the colour mode or line colours changed, and the palette is read again.
  }, [scene, assetPaths, lines, drawAssets, storeApi, paletteKey, edgeColors]);

  return (
    <ViewportPortal>
      <canvas ref={canvasRef} aria-hidden="true" data-testid="palito-asset-layer" style={{position: 'absolute', zIndex: LAYER_Z, pointerEvents: 'none'}} />
    </ViewportPortal>
  );
}

/**
 * Draws now, then once per frame after the view (pan, zoom, the pane's size) changes; returns
 * what stops it.
 */
function redrawOnViewChange(storeApi: ReturnType<typeof useStoreApi>, draw: () => void): () => void {
  let frame = 0;
  const schedule = () => {
    if (!frame) {
      frame = requestAnimationFrame(() => {
        frame = 0;
        draw();
      });
    }
  };
  draw();
  let last: ReactFlowState = storeApi.getState();
  const unsubscribe = storeApi.subscribe((state) => {
    if (state.transform !== last.transform || state.width !== last.width || state.height !== last.height) schedule();
    last = state;
  });
  return () => {
    unsubscribe();
    cancelAnimationFrame(frame);
  };
}
