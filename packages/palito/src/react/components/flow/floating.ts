// Floating edge ends (as in xyflow's "floating edges" example): a line leaves a box where the
// straight line between the two box centres crosses the box's border, on the side it crosses.

import {Position, type InternalNode} from '@xyflow/react';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface EdgeEnds {
  sourceX: number;
  sourceY: number;
  sourcePosition: Position;
  targetX: number;
  targetY: number;
  targetPosition: Position;
}

export function boxOf(node: InternalNode): Box {
  const {x, y} = node.internals.positionAbsolute;
  return {x, y, width: node.measured.width ?? node.width ?? 0, height: node.measured.height ?? node.height ?? 0};
}

/** Where the segment from the box's centre towards `toward` leaves the box, and through which side. */
function exitPoint(box: Box, toward: {x: number; y: number}): {x: number; y: number; side: Position} {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const dx = toward.x - cx;
  const dy = toward.y - cy;
  if (dx === 0 && dy === 0) return {x: cx, y: box.y, side: Position.Top};
  const hw = box.width / 2;
  const hh = box.height / 2;
  // Scale the direction so it just reaches the border: whichever of the two limits comes first.
  const scale = Math.min(dx === 0 ? Infinity : hw / Math.abs(dx), dy === 0 ? Infinity : hh / Math.abs(dy));
  const x = cx + dx * scale;
  const y = cy + dy * scale;
  const side =
    Math.abs(dx) * hh >= Math.abs(dy) * hw
      ? dx > 0
        ? Position.Right
        : Position.Left
      : dy > 0
        ? Position.Bottom
        : Position.Top;
  return {x, y, side};
}

export function floatingEnds(source: InternalNode, target: InternalNode): EdgeEnds {
  const a = boxOf(source);
  const b = boxOf(target);
  const from = exitPoint(a, {x: b.x + b.width / 2, y: b.y + b.height / 2});
  const to = exitPoint(b, {x: a.x + a.width / 2, y: a.y + a.height / 2});
  return {
    sourceX: from.x,
    sourceY: from.y,
    sourcePosition: from.side,
    targetX: to.x,
    targetY: to.y,
    targetPosition: to.side,
  };
}

/** ELK's route as an SVG path, with small rounded corners. */
export function polylinePath(points: ReadonlyArray<{x: number; y: number}>, radius = 6): string {
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

function towards(from: {x: number; y: number}, to: {x: number; y: number}, distance: number) {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  return {x: from.x + ((to.x - from.x) / length) * distance, y: from.y + ((to.y - from.y) / length) * distance};
}
