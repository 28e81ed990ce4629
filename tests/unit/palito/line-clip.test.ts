import {describe, expect, it} from 'vitest';
import {clipPath, clipSegment} from '../../../packages/palito/src/react/components/flow/line-clip';
import {polylinePath} from '../../../packages/palito/src/export/edge-geometry';

// The layer strokes only the parts of its lines in view (line-clip.ts): a long line is cut at the
// view's edge, curves are kept or left out whole, dashes stay where the whole line has them.

const AREA = {x: 0, y: 0, width: 100, height: 50};

/** The straight pieces of a path written by clipPath: [x0, y0, x1, y1] each. */
function pieces(path: string): number[][] {
  const out: number[][] = [];
  let at: number[] = [];
  for (const [, command, numbers] of path.matchAll(/([MLQC])([^MLQC]*)/g)) {
    const v = numbers.trim().split(/[\s,]+/).map(Number);
    if (command === 'L') out.push([...at, ...v]);
    at = v.slice(-2);
  }
  return out;
}

function onSomePiece(x: number, y: number, list: number[][]): boolean {
  return list.some(([x0, y0, x1, y1]) => {
    const cross = (x1 - x0) * (y - y0) - (y1 - y0) * (x - x0);
    const within = Math.min(x0, x1) - 1e-6 <= x && x <= Math.max(x0, x1) + 1e-6 && Math.min(y0, y1) - 1e-6 <= y && y <= Math.max(y0, y1) + 1e-6;
    return Math.abs(cross) < 1e-6 * Math.max(1, Math.hypot(x1 - x0, y1 - y0)) && within;
  });
}

describe('clipPath', () => {
  it('cuts a long straight line at the edges of the view', () => {
    expect(clipPath('M -1000 20 L 1000 20', AREA)).toBe('M 0 20 L 100 20');
    expect(clipPath('M 50 -500 L 50 500', AREA)).toBe('M 50 0 L 50 50');
  });

  it('leaves out what does not meet the view, and keeps a path inside it as it is', () => {
    expect(clipPath('M 200 200 L 300 200 Q 310 200 310 210 L 310 400', AREA)).toBe('');
    expect(clipPath('M 10 10 L 40 10 Q 50 10 50 20 L 50 40', AREA)).toBe('M 10 10 L 40 10 Q 50 10 50 20 L 50 40');
  });

  it('keeps a rounded corner whole where it meets the view, going on without a move', () => {
    expect(clipPath('M -100 10 L 90 10 Q 100 10 100 20 L 100 300', AREA)).toBe('M 0 10 L 90 10 Q 100 10 100 20 L 100 50');
  });

  it('starts a cut line where its dash pattern starts again, so the dashes do not move with the view', () => {
    // 1,000 along the line at x = 0; 1,000 is 6 past a multiple of 7, so the cut starts 6 before.
    expect(clipPath('M -1000 20 L 1000 20', AREA, 7)).toBe('M -6 20 L 100 20');
    // Panned a little: the pattern's start before the view's edge, as on the whole line (-1000 + 7 × 143).
    expect(clipPath('M -1000 20 L 1000 20', {...AREA, x: 3}, 7)).toBe('M 1 20 L 103 20');
  });

  it('returns a path it cannot read whole', () => {
    expect(clipPath('M 0 0 A 5 5 0 0 1 10 10', AREA)).toBe('M 0 0 A 5 5 0 0 1 10 10');
  });

  it('keeps every point of a line that is in view, for lines and views at random', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let n = 0; n < 300; n++) {
      const points = Array.from({length: 2 + Math.floor(random() * 4)}, (_, i) =>
        i % 2 ? {x: Math.round(random() * 2000 - 1000), y: 0} : {x: 0, y: Math.round(random() * 2000 - 1000)},
      ).map((p, i, all) => (i === 0 ? p : {x: p.x || all[i - 1].x, y: p.y || all[i - 1].y}));
      const path = polylinePath(points, 0);
      const area = {x: random() * 1000 - 500, y: random() * 1000 - 500, width: 50 + random() * 400, height: 50 + random() * 400};
      const kept = pieces(clipPath(path, area, random() < 0.5 ? 0 : 9));
      for (const [x0, y0, x1, y1] of pieces(path)) {
        for (let k = 0; k <= 20; k++) {
          const x = x0 + ((x1 - x0) * k) / 20;
          const y = y0 + ((y1 - y0) * k) / 20;
          const inside = x >= area.x && x <= area.x + area.width && y >= area.y && y <= area.y + area.height;
          if (inside) expect(onSomePiece(x, y, kept), `${path} in ${JSON.stringify(area)} at ${x},${y}`).toBe(true);
        }
      }
      for (const [x0, y0, x1, y1] of kept) expect(onSomePiece((x0 + x1) / 2, (y0 + y1) / 2, pieces(path))).toBe(true);
    }
  });
});

describe('clipSegment', () => {
  it('gives the part inside as parameters along the segment, or nothing', () => {
    expect(clipSegment(-100, 25, 200, 25, AREA)).toEqual([100 / 300, 200 / 300]);
    expect(clipSegment(-100, 60, 200, 60, AREA)).toBeUndefined();
    expect(clipSegment(10, 10, 20, 20, AREA)).toEqual([0, 1]);
  });
});
