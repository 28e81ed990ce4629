// Whether two words differ by one letter at most: one replaced, added, removed, or two neighbours
// swapped (the typo of a fast hand). Letters are code points, so a Hangul syllable is one letter.
// Compared in place, without copies: find asks this of every long word of every asset per keystroke.

const SURROGATE = /[\ud800-\udfff]/;

/** `astral`: whether either word has a letter beyond the Basic Multilingual Plane (two units), where letters are not units. */
export function withinOneEdit(a: string, b: string, astral: boolean): boolean {
  if (Math.abs(a.length - b.length) > 2) return false;
  // Words of three letters or more (five units are at least three letters) one edit apart share
  // their first or their last letter, whatever the edit: most pairs end here.
  if (a.length >= 5 && b.length >= 5 && a[0] !== b[0] && a[a.length - 1] !== b[b.length - 1]) return false;
  return astral ? withinOneEditOf([...a], [...b]) : withinOneEditOf(a, b);
}

export function hasAstral(text: string): boolean {
  return SURROGATE.test(text);
}

/** The same over strings of one unit per letter, or arrays of letters. */
function withinOneEditOf(x: ArrayLike<string>, y: ArrayLike<string>): boolean {
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  if (i === x.length && i === y.length) return true;
  if (x.length === y.length) return restEqual(x, i + 1, y, i + 1) || (x[i] === y[i + 1] && x[i + 1] === y[i] && restEqual(x, i + 2, y, i + 2));
  return x.length > y.length ? restEqual(x, i + 1, y, i) : restEqual(x, i, y, i + 1);
}

/** Whether x from p on is y from q on. */
function restEqual(x: ArrayLike<string>, p: number, y: ArrayLike<string>, q: number): boolean {
  if (x.length - p !== y.length - q) return false;
  for (let k = 0; p + k < x.length; k++) if (x[p + k] !== y[q + k]) return false;
  return true;
}
