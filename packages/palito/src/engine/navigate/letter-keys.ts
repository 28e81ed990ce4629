// Map keys for a text's first two UTF-16 units, or its last two: numbers, so that looking a word
// up by its letters makes no string.

export function firstTwoKey(text: string): number {
  return text.charCodeAt(0) * 0x10000 + text.charCodeAt(1);
}

export function lastTwoKey(text: string): number {
  return text.charCodeAt(text.length - 2) * 0x10000 + text.charCodeAt(text.length - 1);
}
