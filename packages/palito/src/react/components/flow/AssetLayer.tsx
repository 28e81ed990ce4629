// The level-of-detail layer: on a big diagram, every asset and every line is drawn on ONE canvas
// instead of a React component and an SVG path each (xyflow's advice for thousands of elements:
// React Flow then only holds the zone and CBS boxes, and the assets close enough to read).
//
// The canvas sits in React Flow's viewport (ViewportPortal), so panning moves what it shows with
// everything else even before it is redrawn; it covers exactly the visible part of the flow, with
// one canvas pixel per screen pixel, and is redrawn once per frame after the view changes. Its
// z-index puts it above the zone and CBS boxes and below the asset components (Canvas.tsx gives
// those ASSET_Z). It takes no pointer events: clicks go to the boxes and the pane, and Canvas.tsx
// finds the asset under the pointer with the scene's grid (scene.ts).

import {ViewportPortal, useStoreApi} from '@xyflow/react';
import React, {useEffect, useMemo, useRef} from 'react';
import type {EdgeKind} from '../../../model';
import {paletteFromTheme} from '../../../api';
import {EDGE_DASHES, EDGE_WIDTHS, type SvgPalette} from '../../../export';
import {LINE_KINDS, type Scene, type SceneLines} from './scene';

/** The layer's z-index among React Flow's nodes: zones are 0, CBS boxes 1, bundles 2. */
export const LAYER_Z = 3;
/** The z-index Canvas.tsx gives asset components while the layer is on, to stay above it. */
export const ASSET_Z = 4;
/** Below this zoom, a dash pattern is under a pixel: lines are drawn solid. */
const DASHES_FROM_ZOOM = 0.3;
/** Thinnest line on screen, in pixels, however far out the view is. */
const MIN_LINE_PX = 0.8;
/** Below this zoom an asset is a few pixels high, and drawn without its outline. */
const OUTLINE_FROM_ZOOM = 0.15;
/** The most a line fades when zoomed far out. */
const LINE_ALPHA_MIN = 0.35;

interface AssetPaths {
  /** Asset boxes by status, each status one path. */
  byStatus: Map<string, Path2D>;
  selected: Path2D;
}

function assetPathsOf(scene: Scene): AssetPaths {
  const byStatus = new Map<string, Path2D>();
  const selected = new Path2D();
  for (const asset of scene.assets) {
    const {x, y, width, height} = asset.rect;
    let path = byStatus.get(asset.status);
    if (!path) byStatus.set(asset.status, (path = new Path2D()));
    path.rect(x, y, width, height);
    if (asset.selected) selected.rect(x, y, width, height);
  }
  return {byStatus, selected};
}

function linePathsOf(lines: SceneLines | undefined): Partial<Record<EdgeKind, Path2D>> {
  const paths: Partial<Record<EdgeKind, Path2D>> = {};
  for (const kind of LINE_KINDS) if (lines?.[kind]) paths[kind] = new Path2D(lines[kind]);
  return paths;
}

/** The export's palette (read from the theme) and the colour of a selected asset's outline. */
type LayerPalette = SvgPalette & {selected: string};

const dashes = (pattern: string | undefined) => (pattern ? pattern.split(/\s+/).map(Number) : []);

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
  const assetPaths = useMemo(() => assetPathsOf(scene), [scene]);
  const linePaths = useMemo(() => linePathsOf(lines), [lines]);
  // The theme's colours, read once per colour mode and line colours: reading them forces the
  // browser to compute styles, 15-20 ms right after React has changed the page.
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
      const {transform, width, height} = storeApi.getState();
      const [tx, ty, zoom] = transform;
      const ratio = window.devicePixelRatio || 1;
      // Exactly the visible part of the flow: its top-left corner in flow units, its size such
      // that the viewport's scale makes it the pane's size on screen.
      canvas.style.left = `${-tx / zoom}px`;
      canvas.style.top = `${-ty / zoom}px`;
      canvas.style.width = `${width / zoom}px`;
      canvas.style.height = `${height / zoom}px`;
      const pixelsWide = Math.max(1, Math.round(width * ratio));
      const pixelsHigh = Math.max(1, Math.round(height * ratio));
      if (canvas.width !== pixelsWide || canvas.height !== pixelsHigh) {
        canvas.width = pixelsWide;
        canvas.height = pixelsHigh;
      } else {
        context.setTransform(1, 0, 0, 1, 0, 0);
        context.clearRect(0, 0, pixelsWide, pixelsHigh);
      }
      const palette = colours();
      if (!palette) return;
      context.setTransform(zoom * ratio, 0, 0, zoom * ratio, tx * ratio, ty * ratio);
      const unit = 1 / zoom;
      context.lineCap = 'round';
      // Far out, thousands of lines would hide the boxes under one colour: they fade with the zoom.
      context.globalAlpha = Math.min(1, Math.max(LINE_ALPHA_MIN, zoom / DASHES_FROM_ZOOM));
      for (const kind of LINE_KINDS) {
        const path = linePaths[kind];
        if (!path) continue;
        context.strokeStyle = palette.edges[kind];
        context.lineWidth = Math.max(EDGE_WIDTHS[kind], MIN_LINE_PX * unit);
        context.setLineDash(zoom >= DASHES_FROM_ZOOM ? dashes(EDGE_DASHES[kind]) : []);
        context.stroke(path);
      }
      context.setLineDash([]);
      context.globalAlpha = 1;
      if (!drawAssets) return;
      context.lineWidth = MIN_LINE_PX * unit;
      context.strokeStyle = palette.nodeStroke;
      // Far out an outline would cover the whole box: only the status colour is drawn.
      const outlined = zoom >= OUTLINE_FROM_ZOOM;
      for (const [status, path] of assetPaths.byStatus) {
        context.fillStyle = palette.status[status as keyof SvgPalette['status']] ?? palette.status.normal;
        context.fill(path);
        if (outlined) context.stroke(path);
      }
      context.lineWidth = 2.5 * unit;
      context.strokeStyle = palette.selected || palette.text;
      context.stroke(assetPaths.selected);
    };

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
    let last = storeApi.getState();
    const unsubscribe = storeApi.subscribe((state) => {
      if (state.transform !== last.transform || state.width !== last.width || state.height !== last.height) schedule();
      last = state;
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
    // paletteKey: the colour mode or line colours changed, and the palette is read again.
  }, [assetPaths, linePaths, drawAssets, storeApi, paletteKey, edgeColors]);

  return (
    <ViewportPortal>
      <canvas ref={canvasRef} aria-hidden="true" data-testid="palito-asset-layer" style={{position: 'absolute', zIndex: LAYER_Z, pointerEvents: 'none'}} />
    </ViewportPortal>
  );
}
