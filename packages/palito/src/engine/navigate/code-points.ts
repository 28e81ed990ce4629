// Asset ids ordered by their Unicode code points, the one order the questions use for ties and
// results: JavaScript's `<` compares UTF-16 units, which puts an id with a character beyond the
// Basic Multilingual Plane before one with, say, a full-width letter.

export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

const SURROGATE = /[\ud800-\udfff]/;

/**
 * Each value's place in the code-point order of all of them (repeated values by their position).
 * Without a letter beyond the Basic Multilingual Plane among them, UTF-16 order is the same, and the
 * engine's own sort (no comparison function) is several times faster. `positions`: each value's
 * position, when the caller has that map already (any position of a repeated value will do).
 */
export function codePointRanks(values: readonly string[], positions?: ReadonlyMap<string, number>): Int32Array {
  const ranks = new Int32Array(values.length);
  let at = positions;
  if (!at) {
    const own = new Map<string, number>();
    values.forEach((value, i) => own.set(value, i));
    at = own;
  }
  const repeated = at.size < values.length;
  const astral = SURROGATE.test(values.join(''));
  if (!repeated && !astral) {
    [...values].sort().forEach((value, place) => (ranks[at.get(value)!] = place));
    return ranks;
  }
  // Repeated ids come only from a hand-made project: the slower sort of positions is fine there.
  const compare = astral ? compareCodePoints : compareUnits;
  [...values.keys()].sort((a, b) => compare(values[a], values[b]) || a - b).forEach((i, place) => (ranks[i] = place));
  return ranks;
}

function compareUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
