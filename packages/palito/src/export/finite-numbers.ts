/**
 * Numbers as the exporters write them, and the check a layout passes first. An SVG with
 * `viewBox="NaN NaN NaN NaN"`, or a draw.io or GraphML file with NaN coordinates, opens as an
 * empty or broken drawing with no word of why; a layout given through `palito/export` may hold
 * anything. So an exporter refuses a layout with a number that is not finite or is past any
 * drawing's size (and would overflow once margins are added) with an error that names it, and
 * the formatter below refuses to write one.
 *
 * Pure: no React, no DOM (part of `palito/export`).
 */
import type {TopologyLayout} from '../engine';

/** Past this, in pixels, a coordinate or size is no drawing's: a layout of the largest inventory stays far below it. */
export const MAX_COORDINATE = 1e9;

const RECT_FIELDS = ['x', 'y', 'width', 'height'] as const;

function checkNumber(value: unknown, where: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > MAX_COORDINATE) {
    throw new RangeError(`palito/export: ${where} is ${String(value)}, not a finite number within ±${MAX_COORDINATE}.`);
  }
}

function checkRects(items: readonly object[] | undefined, name: string): void {
  (items ?? []).forEach((item, i) => {
    for (const field of RECT_FIELDS) checkNumber((item as Record<string, unknown>)[field], `layout.${name}[${i}].${field}`);
  });
}

/** Throws a RangeError naming the first coordinate or size of `layout` that cannot be drawn. */
export function checkLayoutNumbers(layout: TopologyLayout): void {
  for (const field of RECT_FIELDS) checkNumber(layout.bounds?.[field], `layout.bounds.${field}`);
  checkRects(layout.groups, 'groups');
  checkRects(layout.nodes, 'nodes');
  checkRects(layout.stubs, 'stubs');
  checkRects(layout.bundles, 'bundles');
  layout.edges.forEach((edge, i) =>
    (edge.points ?? []).forEach((point, j) => {
      checkNumber(point.x, `layout.edges[${i}].points[${j}].x`);
      checkNumber(point.y, `layout.edges[${i}].points[${j}].y`);
    }),
  );
}

/** A number as an attribute value, two decimals at most; a number that is not finite is refused, never written. */
export function finite(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`palito/export: refused to write ${String(value)} as a coordinate.`);
  return String(Math.round(value * 100) / 100);
}
