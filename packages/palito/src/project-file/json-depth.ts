// How deeply a JSON text nests its arrays and objects, found without parsing it. A file nested
// 100,000 deep parses (V8's JSON.parse does not recurse), but everything after it that walks the
// value does (structured clone to the layout worker, JSON.stringify to save it) and overflows the
// stack; and no Palito file nests past a handful of levels. So depth is checked on the text first,
// in one pass that stops at the first bracket past the limit.

const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/** Whether `text`, read as JSON, nests arrays and objects more than `limit` deep (brackets in strings not counted). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}
