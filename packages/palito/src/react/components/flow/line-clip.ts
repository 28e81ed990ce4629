// A line's path cut to the part of the flow in view. Zoomed in, a line between two zones runs far
// past the view, and the canvas dashes and strokes all of it at the zoom before it shows the part
// on screen: a few long lines cost the frame more than every line in view together. So each
// straight piece is cut at the view's edge, and a curve (a rounded corner, a bezier) is kept
// whole when its control points' box meets the view and left out when it does not. A cut piece
// starts where its dash pattern would be had the line been drawn whole, so dashes stay put as
// the view pans.

import type {Rect} from '../../../engine';

const TOKEN = /[MLQC]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi;
/** Numbers each command takes: M and L a point; Q a control point and a point; C two and a point. */
const ARITY: Record<string, number> = {M: 2, L: 2, Q: 4, C: 6};

/**
 * The parts of `path` (absolute M, L, Q and C, as edgePath writes it) that meet `area`. `period`:
 * the length of the dash pattern the line is drawn with (0: solid). A path it cannot read is
 * returned whole.
 */
export function clipPath(path: string, area: Rect, period = 0): string {
  const tokens = path.match(TOKEN) ?? [];
  let out = '';
  /** Where the output's pen is, when it is where the path's is: the next piece goes on without a move. */
  let pen: string | undefined;
  let x = 0;
  let y = 0;
  /** Length of the path so far from its last move: where the dash pattern is. */
  let along = 0;
  let command = '';
  for (let i = 0; i < tokens.length; ) {
    if (ARITY[tokens[i].toUpperCase()]) command = tokens[i++].toUpperCase();
    const arity = ARITY[command];
    if (!arity || i + arity > tokens.length) return path;
    const v = tokens.slice(i, i + arity).map(Number);
    i += arity;
    if (v.some((n) => !Number.isFinite(n))) return path;
    const [endX, endY] = v.slice(-2);
    if (command === 'M') {
      pen = undefined;
      along = 0;
    } else if (command === 'L') {
      const cut = clipSegment(x, y, endX, endY, area);
      if (cut) {
        const [from, to] = snapToDash(cut, x, y, endX, endY, along, period);
        out += moveTo(pen, from) + ` L ${to[0]} ${to[1]}`;
        pen = to[0] === endX && to[1] === endY ? `${endX} ${endY}` : undefined;
      } else pen = undefined;
      along += Math.hypot(endX - x, endY - y);
    } else {
      const xs = [x, ...v.filter((_, k) => k % 2 === 0)];
      const ys = [y, ...v.filter((_, k) => k % 2 === 1)];
      if (meets(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys), area)) {
        out += moveTo(pen, [x, y]) + ` ${command} ${v.join(' ')}`;
        pen = `${endX} ${endY}`;
      } else pen = undefined;
      along += curveLength(xs, ys);
    }
    x = endX;
    y = endY;
  }
  return out.trim();
}

function moveTo(pen: string | undefined, [x, y]: readonly number[]): string {
  return pen === `${x} ${y}` ? '' : ` M ${x} ${y}`;
}

const meets = (left: number, top: number, right: number, bottom: number, area: Rect) =>
  left <= area.x + area.width && right >= area.x && top <= area.y + area.height && bottom >= area.y;

/** The part of a segment inside `area`, as the parameters [t0, t1] along it (Liang–Barsky), or undefined. */
export function clipSegment(x0: number, y0: number, x1: number, y1: number, area: Rect): [number, number] | undefined {
  const dx = x1 - x0;
  const dy = y1 - y0;
  let t0 = 0;
  let t1 = 1;
  const edges: Array<[number, number]> = [
    [-dx, x0 - area.x],
    [dx, area.x + area.width - x0],
    [-dy, y0 - area.y],
    [dy, area.y + area.height - y0],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return undefined;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return undefined;
  }
  return [t0, t1];
}

/**
 * The cut segment's ends: its start moved back along the segment to where the dash pattern
 * begins again (the line's length so far, `along`, counted in), so the dashes are where they
 * would be on the whole line.
 */
function snapToDash([t0, t1]: [number, number], x0: number, y0: number, x1: number, y1: number, along: number, period: number): [number[], number[]] {
  const length = Math.hypot(x1 - x0, y1 - y0);
  let start = t0;
  if (t0 > 0 && period > 0 && length > 0) {
    const into = (along + t0 * length) % period;
    start = Math.max(0, t0 - into / length);
  }
  const at = (t: number) => (t === 0 ? [x0, y0] : t === 1 ? [x1, y1] : [thousandths(x0 + t * (x1 - x0)), thousandths(y0 + t * (y1 - y0))]);
  return [at(start), at(t1)];
}

/** A cut point to a thousandth of a flow unit: finer than any zoom shows, and a short path string. */
const thousandths = (n: number) => Math.round(n * 1000) / 1000;

/** A curve's length, near enough for the dash pattern: between its chord and its control polygon. */
function curveLength(xs: readonly number[], ys: readonly number[]): number {
  let polygon = 0;
  for (let k = 1; k < xs.length; k++) polygon += Math.hypot(xs[k] - xs[k - 1], ys[k] - ys[k - 1]);
  const chord = Math.hypot(xs[xs.length - 1] - xs[0], ys[ys.length - 1] - ys[0]);
  return (polygon + chord) / 2;
}
