// Text and bytes for the fuzz suite: characters that trouble readers, and the encodings the
// contract accepts (UTF-8 with or without a BOM, UTF-16 with a BOM, EUC-KR/CP949).

import fc from 'fast-check';

function isSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdfff;
}

/** Characters XML forbids and the reader may strip or refuse: C0 controls but tab and line ends, DEL, U+FFFE/U+FFFF. */
function isControl(code: number): boolean {
  return (
    (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
    code === 0x7f ||
    code === 0xfffe ||
    code === 0xffff
  );
}

/** Characters that matter to a CSV reader, a header matcher or an id comparison. */
const TRICKY: readonly string[] = [
  ...[',', ';', '\t', '|', '"', "'", '\n', '\r', '\r\n', ' ', '  '], // delimiters, quotes, line ends, spaces
  ...['\u00a0', '\u3000', '\u2028', '\u2029', '\u0085'], // other spaces and line separators
  ...['\u200b', '\u200d', '\u2060', '\u00ad'], // invisible
  ...['Ａ', 'ｚ', 'ﾃ', 'é', 'e\u0301', 'ß', 'İ', 'ı'], // full-width, combining, case oddities
  ...['자산', '존', 'CBS', 'id', '__proto__', 'constructor', 'zone:', 'cbs:', '/', '&', '<', '>', '…', '😀'], // names that mean something
];

/** Hangul syllables, composed (NFC) or as Korean typed on macOS arrives (NFD). */
export const hangul: fc.Arbitrary<string> = fc
  .tuple(fc.integer({min: 0xac00, max: 0xd7a3}), fc.boolean())
  .map(([code, decomposed]) => {
    const syllable = String.fromCharCode(code);
    return decomposed ? syllable.normalize('NFD') : syllable;
  });

const printableAscii = fc.integer({min: 0x20, max: 0x7e}).map((c) => String.fromCharCode(c));

/** Any code point that is not a surrogate half or a control character. */
const anyCodePoint = fc
  .integer({min: 0x20, max: 0x10ffff})
  .filter((c) => !isSurrogate(c) && !isControl(c))
  .map((c) => String.fromCodePoint(c));

/** Any UTF-16 code unit: NUL, controls, lone surrogates, U+FFFF included. */
const anyCodeUnit = fc.integer({min: 0, max: 0xffff}).map((c) => String.fromCharCode(c));

/**
 * Text a cell can hold and a CSV file can carry through every encoding but EUC-KR: well-formed
 * Unicode without control characters (the reader reports and strips those, so they are tested
 * for never throwing, not for round trips).
 */
export function cellText(maxLength = 12): fc.Arbitrary<string> {
  const unit = fc.oneof(
    {weight: 6, arbitrary: printableAscii},
    {weight: 3, arbitrary: fc.constantFrom(...TRICKY)},
    {weight: 2, arbitrary: hangul},
    {weight: 1, arbitrary: anyCodePoint},
  );
  return fc.string({unit, maxLength, size: 'max'});
}

/** Characters a reader must survive: C0 controls and DEL (stripped and reported), and what XML forbids or JSON escapes. */
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\f', '\u001b', '\u001f', '\x7f'];
const ODD = ['\ud800', '\udbff', '\udc00', '\udfff', '\ufffe', '\uffff', '\ufeff'];

/** Units of any text: mostly printable, `controls` in 160 of them a control character. */
function anyUnit(controls: number): fc.Arbitrary<string> {
  return fc.oneof(
    {weight: 80, arbitrary: printableAscii},
    {weight: 32, arbitrary: fc.constantFrom(...TRICKY)},
    {weight: 16, arbitrary: hangul},
    {weight: 16, arbitrary: anyCodePoint},
    {weight: 8, arbitrary: anyCodeUnit},
    {weight: 4, arbitrary: fc.constantFrom(...ODD)},
    {weight: controls, arbitrary: fc.constantFrom(...CONTROLS)},
  );
}

/** Text of any code units with few controls: a file of it still reads as text. */
export function readableText(maxLength = 200): fc.Arbitrary<string> {
  return fc.string({unit: anyUnit(1), maxLength, size: 'max'});
}

/**
 * Text of any UTF-16 code units at all: NUL and other controls, lone surrogates, U+FFFF.
 * Mostly with few controls, so that it reads as text and goes on to the validator; a quarter
 * with many, which a reader takes for a binary file.
 */
export function anyText(maxLength = 200): fc.Arbitrary<string> {
  return fc.oneof(
    {weight: 3, arbitrary: readableText(maxLength)},
    {weight: 1, arbitrary: fc.string({unit: anyUnit(20), maxLength, size: 'max'})},
  );
}

// ---------------------------------------------------------------------------------------------
// Encodings

/**
 * How a CSV text is handed to readTable: as a string, or as bytes. UTF-16 always carries its
 * byte-order mark (the contract asks for it); EUC-KR has none.
 */
export const ENCODINGS = ['string', 'utf-8', 'utf-16le', 'utf-16be', 'euc-kr'] as const;
export type Encoding = (typeof ENCODINGS)[number];

function utf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const body = bom ? `\ufeff${text}` : text;
  const bytes = new Uint8Array(body.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < body.length; i++) view.setUint16(2 * i, body.charCodeAt(i), littleEndian);
  return bytes;
}

let cp949: Map<string, [number, number]> | undefined;

/**
 * Every character EUC-KR (as Korean Windows writes it, CP949) can hold in two bytes, with its
 * bytes: found by decoding every lead/trail pair once with the platform's own decoder.
 */
function cp949Table(): Map<string, [number, number]> {
  if (cp949) return cp949;
  const pairs: [number, number][] = [];
  for (let lead = 0x81; lead <= 0xfe; lead++) for (let trail = 0x41; trail <= 0xfe; trail++) pairs.push([lead, trail]);
  // One decode: pairs separated by LF, which is never a trail byte, so each line is one pair.
  const bytes = new Uint8Array(pairs.length * 3);
  pairs.forEach(([lead, trail], i) => bytes.set([lead, trail, 0x0a], 3 * i));
  const lines = new TextDecoder('euc-kr').decode(bytes).split('\n');
  cp949 = new Map();
  pairs.forEach((pair, i) => {
    const char = lines[i];
    if (char.length === 1 && char !== '\ufffd' && !cp949!.has(char)) cp949!.set(char, pair);
  });
  return cp949;
}

let eucKrChars: fc.Arbitrary<string> | undefined;

/** Characters of CP949 beyond ASCII (Hangul, Hanja, symbols). */
export function eucKrChar(): fc.Arbitrary<string> {
  eucKrChars ??= fc.constantFrom(...cp949Table().keys());
  return eucKrChars;
}

/** Text EUC-KR can carry: printable ASCII, tab, line ends and CP949 characters. */
export function eucKrText(maxLength = 12): fc.Arbitrary<string> {
  const unit = fc.oneof(
    {weight: 4, arbitrary: printableAscii},
    {weight: 1, arbitrary: fc.constantFrom(',', ';', '\t', '"', '\n', '\r', '\r\n', ' ')},
    {weight: 4, arbitrary: eucKrChar()},
  );
  return fc.string({unit, maxLength, size: 'max'});
}

export function canEncodeEucKr(text: string): boolean {
  const table = cp949Table();
  for (const char of text) if (char.charCodeAt(0) >= 0x80 && !table.has(char)) return false;
  return true;
}

export function encodeEucKr(text: string): Uint8Array {
  const table = cp949Table();
  const out: number[] = [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x80) out.push(code);
    else {
      const pair = table.get(char);
      if (!pair) throw new Error(`not in CP949: ${JSON.stringify(char)}`);
      out.push(...pair);
    }
  }
  return new Uint8Array(out);
}

/** `text` as readTable gets it in the given encoding, with a byte-order mark where `bom` asks and the encoding has one. */
export function encode(text: string, encoding: Encoding, bom: boolean): string | Uint8Array {
  switch (encoding) {
    case 'string':
      return bom ? `\ufeff${text}` : text;
    case 'utf-8':
      return new TextEncoder().encode(bom ? `\ufeff${text}` : text);
    case 'utf-16le':
      return utf16(text, true, true);
    case 'utf-16be':
      return utf16(text, false, true);
    case 'euc-kr':
      return encodeEucKr(text);
  }
}

/** Encodings outside the contract, which must still never throw: UTF-16 without its mark. */
export function encodeUnmarkedUtf16(text: string, littleEndian: boolean): Uint8Array {
  return utf16(text, littleEndian, false);
}

export function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', {fatal: true}).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
