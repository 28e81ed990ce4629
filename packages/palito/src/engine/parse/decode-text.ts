// Turns the bytes of a text file into a string, or says it is not text.
// The contract asks for UTF-8; Excel on Korean Windows still writes CSV in EUC-KR (CP949) and
// "Unicode text" in UTF-16, so those are decoded too rather than shown as mojibake.

/**
 * A file with more than this share of control characters (other than tab and line ends) is
 * binary. A stray NUL or two in a text file is not: it is read, and the characters reported.
 */
const MAX_CONTROL_CHAR_RATIO = 0.01;
/** Only the head of the file is inspected for control characters: enough to recognise binaries. */
const INSPECTED_CHARS = 64 * 1024;

export type DecodedText =
  | {ok: true; text: string; encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'euc-kr'}
  | {ok: false};

function tryDecode(label: string, bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder(label, {fatal: true, ignoreBOM: false}).decode(bytes);
  } catch {
    return undefined;
  }
}

export function looksLikeText(text: string): boolean {
  const head = text.length > INSPECTED_CHARS ? text.slice(0, INSPECTED_CHARS) : text;
  let control = 0;
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) control++;
  }
  return control <= head.length * MAX_CONTROL_CHAR_RATIO;
}

/** Removes a leading byte-order mark left in a string (TextDecoder already drops it from bytes). */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function decodeText(bytes: Uint8Array): DecodedText {
  let decoded: DecodedText | undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    const text = tryDecode('utf-16le', bytes);
    if (text !== undefined) decoded = {ok: true, text, encoding: 'utf-16le'};
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const text = tryDecode('utf-16be', bytes);
    if (text !== undefined) decoded = {ok: true, text, encoding: 'utf-16be'};
  } else {
    const utf8 = tryDecode('utf-8', bytes);
    if (utf8 !== undefined) decoded = {ok: true, text: utf8, encoding: 'utf-8'};
    else {
      const eucKr = tryDecode('euc-kr', bytes);
      if (eucKr !== undefined) decoded = {ok: true, text: eucKr, encoding: 'euc-kr'};
    }
  }
  if (!decoded || !decoded.ok) return {ok: false};
  const text = stripBom(decoded.text);
  return looksLikeText(text) ? {...decoded, text} : {ok: false};
}
