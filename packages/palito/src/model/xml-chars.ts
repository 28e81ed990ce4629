// Characters XML 1.0 does not allow at all, not even as character references: C0 controls other
// than tab, LF and CR, U+FFFE and U+FFFF, and UTF-16 surrogates that are not part of a pair. A
// file may hold any of them; whatever Palito writes (the exported SVG, the page) leaves them out.

/** The forbidden characters, as a pattern other patterns can include. */
export const XML_FORBIDDEN_PATTERN =
  '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';

const FORBIDDEN = new RegExp(XML_FORBIDDEN_PATTERN, 'g');

/** `text` without the characters XML 1.0 forbids. */
export function xmlSafe(text: string): string {
  return String(text).replace(FORBIDDEN, '');
}
