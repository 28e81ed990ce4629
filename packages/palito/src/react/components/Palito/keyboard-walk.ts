// Walking the diagram with the arrow keys: from an asset to the one it is connected to in that
// direction, or, when it has none that way, to the nearest of its CBS group that way, or to the
// nearest drawn asset that way. Works on
// where assets are drawn (moves applied), whatever the zoom, so every asset can be reached by
// keyboard even where the canvas draws them as pixels. Pure: positions in, an asset out.

export type WalkDirection = 'left' | 'right' | 'up' | 'down';

/** An asset where it is drawn: its centre, and its CBS group. */
export interface WalkPlace {
  id: string;
  cbsId: string;
  x: number;
  y: number;
}

const VECTORS: Record<WalkDirection, [number, number]> = {left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1]};

export const WALK_KEYS: Readonly<Record<string, WalkDirection>> = {ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down'};

/**
 * The best of `candidates` that way from `from`: ahead of it, within about 60 degrees either side of
 * the direction, nearest by distance ahead plus twice the distance aside; none when none is ahead.
 */
function bestAhead(from: WalkPlace, direction: WalkDirection, candidates: Iterable<WalkPlace>): WalkPlace | undefined {
  const [dx, dy] = VECTORS[direction];
  let best: WalkPlace | undefined;
  let bestScore = Infinity;
  for (const place of candidates) {
    if (place.id === from.id) continue;
    const ahead = (place.x - from.x) * dx + (place.y - from.y) * dy;
    const aside = Math.abs((place.x - from.x) * dy - (place.y - from.y) * dx);
    if (ahead <= 0 || aside > 2 * ahead) continue;
    const score = ahead + 2 * aside;
    if (score < bestScore || (score === bestScore && best && place.id < best.id)) {
      best = place;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The next stop: a connected asset that way, else the nearest of the same CBS group that way, else
 * the nearest drawn asset that way (so an asset with no link, alone in its group, is reached too);
 * none when nothing is drawn that way.
 */
export function nextAsset(
  from: WalkPlace,
  direction: WalkDirection,
  linked: Iterable<WalkPlace>,
  sameCbs: Iterable<WalkPlace>,
  drawn: Iterable<WalkPlace> = [],
): WalkPlace | undefined {
  return bestAhead(from, direction, linked) ?? bestAhead(from, direction, sameCbs) ?? bestAhead(from, direction, drawn);
}

/** Where a walk starts: the asset drawn top-left-most (reading order). */
export function firstAsset(places: Iterable<WalkPlace>): WalkPlace | undefined {
  let first: WalkPlace | undefined;
  for (const place of places) if (!first || place.y + place.x < first.y + first.x) first = place;
  return first;
}
