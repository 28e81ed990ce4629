/**
 * Where the export draws a line, computed as the canvas computes it
 * (react/components/flow/PalitoEdge.tsx with floating.ts there), but from plain rectangles instead
 * of React Flow's internal nodes, and without React: this module is part of the `palito/export`
 * entry point, which runs in Node.
 *
 * - a line ELK routed (a `points` polyline, edges inside one CBS) is drawn along its route when the
 *   graph style's edgeType is 'smoothstep', with the same small rounded corners;
 * - every other line floats: it leaves each box where the straight line between the two centres
 *   crosses the box's border, on that side, and is shaped by @xyflow/system's own path helpers
 *   (the functions @xyflow/react re-exports and the canvas calls): smoothstep (radius 8), straight
 *   or bezier ('default').
 *
 * The canvas's floating.ts uses these same functions; PalitoEdge.tsx's path choice is mirrored in
 * edgePath() below (tests/unit/palito/export-edges.test.ts compares the two drawings).
 */
import {getBezierPath, getSmoothStepPath, getStraightPath, Position} from '@xyflow/system';
import type {Point, Rect} from '../engine';
import type {EdgeType} from '../model';

export interface EdgeEnds {
  sourceX: number;
  sourceY: number;
  sourcePosition: Position;
  targetX: number;
  targetY: number;
  targetPosition: Position;
}

/** The smoothstep corner radius the canvas uses (PalitoEdge.tsx). */
export const SMOOTHSTEP_RADIUS = 8;

/** Where the segment from the box's centre towards `toward` leaves the box, and through which side. */
export function exitPoint(box: Rect, toward: Point): Point & {side: Position} {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const dx = toward.x - cx;
  const dy = toward.y - cy;
  if (dx === 0 && dy === 0) return {x: cx, y: box.y, side: Position.Top};
  const hw = box.width / 2;
  const hh = box.height / 2;
  // Scale the direction so it just reaches the border: whichever of the two limits comes first.
  const scale = Math.min(dx === 0 ? Infinity : hw / Math.abs(dx), dy === 0 ? Infinity : hh / Math.abs(dy));
  const side =
    Math.abs(dx) * hh >= Math.abs(dy) * hw
      ? dx > 0
        ? Position.Right
        : Position.Left
      : dy > 0
        ? Position.Bottom
        : Position.Top;
  return {x: cx + dx * scale, y: cy + dy * scale, side};
}

/** Both ends of a floating line between two boxes (floating.ts's floatingEnds, on rectangles). */
export function floatingEnds(source: Rect, target: Rect): EdgeEnds {
  const from = exitPoint(source, {x: target.x + target.width / 2, y: target.y + target.height / 2});
  const to = exitPoint(target, {x: source.x + source.width / 2, y: source.y + source.height / 2});
  return {
    sourceX: from.x,
    sourceY: from.y,
    sourcePosition: from.side,
    targetX: to.x,
    targetY: to.y,
    targetPosition: to.side,
  };
}

/** ELK's route as an SVG path, with small rounded corners (floating.ts's polylinePath). */
export function polylinePath(points: ReadonlyArray<Point>, radius = 6): string {
  if (points.length === 0) return '';
  let path = `M ${points[0].x} ${points[0].y}`;
  for (let i = 1; i < points.length - 1; i++) {
    const prev = points[i - 1];
    const p = points[i];
    const next = points[i + 1];
    const r = Math.min(radius, Math.hypot(p.x - prev.x, p.y - prev.y) / 2, Math.hypot(next.x - p.x, next.y - p.y) / 2);
    const before = towards(p, prev, r);
    const after = towards(p, next, r);
    path += ` L ${before.x} ${before.y} Q ${p.x} ${p.y} ${after.x} ${after.y}`;
  }
  const last = points[points.length - 1];
  return `${path} L ${last.x} ${last.y}`;
}

function towards(from: Point, to: Point, distance: number): Point {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  return {x: from.x + ((to.x - from.x) / length) * distance, y: from.y + ((to.y - from.y) / length) * distance};
}

/** Two decimals are plenty for a drawing and keep the SVG small. */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The SVG path of one line, as the canvas draws it for this edgeType. `points` is ELK's route
 * (absolute, already following the boxes), when the line has one.
 */
export function edgePath(source: Rect, target: Rect, edgeType: EdgeType, points?: ReadonlyArray<Point>): string {
  if (points && points.length >= 2 && edgeType === 'smoothstep') {
    return polylinePath(points.map((p) => ({x: round(p.x), y: round(p.y)})));
  }
  const raw = floatingEnds(source, target);
  const ends = {...raw, sourceX: round(raw.sourceX), sourceY: round(raw.sourceY), targetX: round(raw.targetX), targetY: round(raw.targetY)};
  if (edgeType === 'straight') return getStraightPath(ends)[0];
  if (edgeType === 'default') return getBezierPath(ends)[0];
  return getSmoothStepPath({...ends, borderRadius: SMOOTHSTEP_RADIUS})[0];
}
