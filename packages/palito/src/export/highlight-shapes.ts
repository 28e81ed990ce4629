// What a highlight (find, trace, failure impact, single points of failure) draws over the diagram,
// as a handful of SVG paths whatever the number of assets: one veil over everything but the lit
// assets (their boxes cut out of it, even-odd), one path of rings, one of failure rings, one of
// cut-off boxes, and the traced links. The canvas's overlay (react/components/Highlight) and the
// SVG file (svg-highlight.ts) both draw from here, so the file shows what the screen shows.
//
// Pure: no React, no DOM.

import type {Rect} from '../engine';
import {finite as n} from './finite-numbers';

/** What to mark, by asset id. */
export interface HighlightMarks {
  /** Drawn as they are; everything else is dimmed under a veil. Null: nothing is dimmed. */
  lit: ReadonlySet<string> | null;
  /** Ringed in the highlight colour (found assets, a trace's two ends and its hops). */
  rings: readonly string[];
  /** Links drawn over in the highlight colour, as the two asset ids they join. */
  links: readonly (readonly [string, string])[];
  /** Ringed in the failure colour (the failed assets, the single points of failure). */
  failed: readonly string[];
  /** Tinted in the failure colour (what the failure cuts off). */
  cutOff: readonly string[];
}

export const NO_MARKS: HighlightMarks = {lit: null, rings: [], links: [], failed: [], cutOff: []};

/** The paths to draw; an empty string draws nothing. */
export interface HighlightGeometry {
  /** The area to dim: the drawing's bounds with the lit assets cut out (fill-rule evenodd); '' when nothing is dimmed. */
  veil: string;
  rings: string;
  failed: string;
  cutOff: string;
  /** One path per traced link. */
  links: string[];
}

/** How far a ring stands off its asset's box. */
export const RING_GAP = 4;
/** How far the veil reaches past the drawing, so the boxes' strokes are under it too. */
const VEIL_MARGIN = 40;

export interface HighlightPlaces {
  /** An asset's box where it is drawn now; undefined when it is not drawn (hidden, another zone). */
  boxOf(id: string): Rect | undefined;
  /** The drawing's bounds. */
  bounds: Rect;
  /** The line joining two drawn assets, as the diagram draws the link between them. */
  lineOf(a: string, b: string, from: Rect, to: Rect): string;
}

export function highlightGeometry(marks: HighlightMarks, places: HighlightPlaces): HighlightGeometry {
  const boxes = (ids: Iterable<string>) => drawnBoxes(ids, places);
  return {
    veil: marks.lit ? veilPath(places.bounds, boxes(marks.lit)) : '',
    rings: rectsPath(boxes(marks.rings), RING_GAP),
    failed: rectsPath(boxes(marks.failed), RING_GAP),
    cutOff: rectsPath(boxes(marks.cutOff), 0),
    links: linkPaths(marks.links, places),
  };
}

function drawnBoxes(ids: Iterable<string>, places: HighlightPlaces): Rect[] {
  const rects: Rect[] = [];
  for (const id of ids) {
    const box = places.boxOf(id);
    if (box) rects.push(box);
  }
  return rects;
}

function veilPath(bounds: Rect, holes: readonly Rect[]): string {
  const outer = {x: bounds.x - VEIL_MARGIN, y: bounds.y - VEIL_MARGIN, width: bounds.width + 2 * VEIL_MARGIN, height: bounds.height + 2 * VEIL_MARGIN};
  return rectsPath([outer, ...holes], 0);
}

/** Rectangles as one path of closed subpaths, each grown by `gap` on every side. */
function rectsPath(rects: readonly Rect[], gap: number): string {
  const parts: string[] = [];
  for (const r of rects) parts.push(`M${n(r.x - gap)} ${n(r.y - gap)}h${n(r.width + 2 * gap)}v${n(r.height + 2 * gap)}h${n(-r.width - 2 * gap)}Z`);
  return parts.join('');
}

function linkPaths(links: HighlightMarks['links'], places: HighlightPlaces): string[] {
  const paths: string[] = [];
  for (const [a, b] of links) {
    const from = places.boxOf(a);
    const to = places.boxOf(b);
    if (from && to) paths.push(places.lineOf(a, b, from, to));
  }
  return paths;
}
