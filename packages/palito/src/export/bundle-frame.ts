// Where the files draw a dense group's bundle: a frame around its grid of assets, as the canvas's
// BundleNode draws it. The SVG, draw.io and GraphML exports share it so their frames line up.

import type {Rect} from '../engine';

/** How far the frame reaches past the grid of assets (BundleNode's CSS: `inset: -8px`). */
const BUNDLE_OUTSET = 8;

/** The bundle's grid of assets grown by BUNDLE_OUTSET on every side. */
export function bundleFrame(bundle: Rect): Rect {
  const o = BUNDLE_OUTSET;
  return {x: bundle.x - o, y: bundle.y - o, width: bundle.width + 2 * o, height: bundle.height + 2 * o};
}
