/**
 * Text written into the exported SVG: whatever the inventory holds (names, IPs, zone and CBS names,
 * ids), it comes out as well-formed XML 1.0, and visible labels are cut to fit their box.
 */

import {xmlSafe} from '../model';

const TEXT_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;'};
const ATTRIBUTE_ESCAPES: Record<string, string> = {...TEXT_ESCAPES, '"': '&quot;', "'": '&apos;', '\t': '&#9;', '\n': '&#10;'};

/** Element content: forbidden characters dropped, markup escaped (a CR kept as a CR, not read as LF). */
export function xmlText(text: string): string {
  return xmlSafe(text).replace(/[&<>\r]/g, (c) => TEXT_ESCAPES[c]);
}

/**
 * An attribute value (always written in double quotes): as xmlText, plus quotes, and tab, LF and
 * CR as references so an XML reader's attribute normalisation gives back the same id.
 */
export function xmlAttribute(text: string): string {
  return xmlSafe(text).replace(/[&<>"'\t\n\r]/g, (c) => ATTRIBUTE_ESCAPES[c]);
}

/**
 * A rough width of one character, in ems: wide (CJK, Hangul, full-width forms, emoji) 1, the rest
 * about 0.6 (a sans-serif's average; a monospace font's exact width). Good enough to cut a label
 * before it runs out of its box: no font is available to measure with in Node.
 */
function charEm(codePoint: number): number {
  if (
    (codePoint >= 0x1100 && codePoint <= 0x115f) ||
    (codePoint >= 0x2e80 && codePoint <= 0xa4cf) ||
    (codePoint >= 0xac00 && codePoint <= 0xd7a3) ||
    (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
    (codePoint >= 0xfe30 && codePoint <= 0xfe4f) ||
    (codePoint >= 0xff00 && codePoint <= 0xff60) ||
    (codePoint >= 0xffe0 && codePoint <= 0xffe6) ||
    codePoint >= 0x1f300
  ) {
    return 1;
  }
  return 0.6;
}

const ELLIPSIS = '…';

/**
 * The label as shown in a space `maxWidth` px wide at `fontSize` px: whole when it fits, otherwise
 * cut (never inside a surrogate pair) and ended with an ellipsis. Line breaks and tabs become
 * spaces: an SVG <text> is one line. The result is plain text, still to be escaped.
 */
export function fitLabel(text: string, fontSize: number, maxWidth: number): string {
  const chars = Array.from(xmlSafe(text).replace(/[\t\n\r]+/g, ' '));
  const budget = maxWidth / fontSize;
  let used = 0;
  for (let i = 0; i < chars.length; i++) {
    used += charEm(chars[i].codePointAt(0)!);
    if (used > budget) {
      // Make room for the ellipsis (one em at most).
      let keep = i;
      let width = used - charEm(chars[i].codePointAt(0)!);
      while (keep > 0 && width + 1 > budget) width -= charEm(chars[--keep].codePointAt(0)!);
      return chars.slice(0, keep).join('').trimEnd() + ELLIPSIS;
    }
  }
  return chars.join('');
}

/** A label's estimated width in px (the same estimate fitLabel cuts with). */
export function labelWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) em += charEm(char.codePointAt(0)!);
  return em * fontSize;
}
