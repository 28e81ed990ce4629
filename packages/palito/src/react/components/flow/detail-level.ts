// When the level-of-detail layer (AssetLayer.tsx) is on, and which assets are React components.
//
// A diagram of more than LAYER_ABOVE_ASSETS assets draws them all on the layer. Zoomed out
// (below DETAIL_ZOOM) an asset is a few pixels wide and its text unreadable: the layer shows it,
// no component does. Zoomed in, the assets in the DETAIL WINDOW are components again, so they
// read, focus, drag and open menus as on a small diagram. The window is the view plus half a
// view on every side, snapped outwards to a grid: panning changes it (and mounts components)
// only when the view nears its edge, not on every frame.

import type {Rect} from '../../../engine';

/** Above this many assets in a layout, they are drawn on the layer. */
export const LAYER_ABOVE_ASSETS = 500;
/** From this zoom on, assets in view are components (an asset box is about 70 px wide at 0.4). */
export const DETAIL_ZOOM = 0.4;
/** The grid the window snaps to, in flow units. */
const SNAP = 1000;

/**
 * The detail window for a view (React Flow's transform [x, y, zoom] and the pane's size), as a
 * string that stays the same while the view moves within it; '' when zoomed out.
 */
export function detailWindow(transform: readonly [number, number, number], width: number, height: number): string {
  const [x, y, zoom] = transform;
  if (zoom < DETAIL_ZOOM || width <= 0 || height <= 0) return '';
  const wide = width / zoom;
  const high = height / zoom;
  const left = Math.floor((-x / zoom - wide / 2) / SNAP) * SNAP;
  const top = Math.floor((-y / zoom - high / 2) / SNAP) * SNAP;
  const right = Math.ceil((-x / zoom + wide * 1.5) / SNAP) * SNAP;
  const bottom = Math.ceil((-y / zoom + high * 1.5) / SNAP) * SNAP;
  return `${left},${top},${right},${bottom}`;
}

/** The rectangle a detailWindow() string stands for. */
export function windowRect(window: string): Rect {
  const [left, top, right, bottom] = window.split(',').map(Number);
  return {x: left, y: top, width: right - left, height: bottom - top};
}
