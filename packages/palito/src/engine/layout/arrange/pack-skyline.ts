// Bottom-left "skyline" packing: each box, in order, goes to the highest free spot (then the
// leftmost) within a fixed width. Unlike plain rows, a short box can tuck in beside a tall one.

import type {Box, Packing} from './pack-rows';

interface Segment {
  x: number;
  width: number;
  /** First free y over this stretch. */
  y: number;
}

export function packSkyline(boxes: readonly Box[], order: readonly number[], gap: number, maxWidth: number): Packing {
  const positions = new Array<{x: number; y: number}>(boxes.length);
  // The skyline covers [0, limit); boxes reserve their gap to the right and below.
  const limit = maxWidth + gap;
  let skyline: Segment[] = [{x: 0, width: limit, y: 0}];
  let width = 0;
  let height = 0;

  for (const index of order) {
    const box = boxes[index];
    const span = box.width + gap;
    let bestX = 0;
    let bestY = Infinity;
    for (let i = 0; i < skyline.length; i++) {
      const x = skyline[i].x;
      if (x + span > limit && x > 0) break;
      let y = 0;
      for (let j = i; j < skyline.length && skyline[j].x < x + span; j++) y = Math.max(y, skyline[j].y);
      if (y < bestY) {
        bestY = y;
        bestX = x;
      }
    }
    positions[index] = {x: bestX, y: bestY};
    width = Math.max(width, bestX + box.width);
    height = Math.max(height, bestY + box.height);
    skyline = raise(skyline, bestX, Math.max(span, 0), bestY + box.height + gap);
  }
  return {positions, width, height};
}

/** Sets the skyline to `y` over [x, x + span), splitting and merging segments as needed. */
function raise(skyline: Segment[], x: number, span: number, y: number): Segment[] {
  const end = x + span;
  const next: Segment[] = [];
  for (const s of skyline) {
    const sEnd = s.x + s.width;
    if (sEnd <= x || s.x >= end) {
      next.push(s);
      continue;
    }
    if (s.x < x) next.push({x: s.x, width: x - s.x, y: s.y});
    if (sEnd > end) next.push({x: end, width: sEnd - end, y: s.y});
  }
  next.push({x, width: span, y});
  next.sort((a, b) => a.x - b.x);
  const merged: Segment[] = [];
  for (const s of next) {
    const last = merged[merged.length - 1];
    if (last && last.y === s.y && last.x + last.width === s.x) last.width += s.width;
    else merged.push({...s});
  }
  return merged;
}
