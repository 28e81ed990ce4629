/**
 * A text chunk written into a PNG, so the picture says what it shows (the SVG says it in its
 * <title>): an iTXt chunk (UTF-8, so Korean names stay as written) right after the header, where
 * image viewers and `exiftool` read a "Title". Pure bytes: no DOM, it runs in Node too.
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Signature (8) + the IHDR chunk: length (4), type (4), data (13), CRC (4). */
const AFTER_HEADER = 8 + 4 + 4 + 13 + 4;

let crcTable: Uint32Array | null = null;

function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** `png` with an iTXt chunk `keyword` = `text` (in the language `language`) after its header; unchanged when it is not a PNG. */
export function withPngText(png: Uint8Array, keyword: string, text: string, language = ''): Uint8Array {
  const isPng = SIGNATURE.every((byte, i) => png[i] === byte) && String.fromCharCode(...png.subarray(12, 16)) === 'IHDR';
  if (!isPng || png.length < AFTER_HEADER) return png;
  const utf8 = new TextEncoder();
  // keyword \0, compression flag 0, method 0, language \0, translated keyword (none) \0, text.
  const data = new Uint8Array([...utf8.encode(keyword), 0, 0, 0, ...utf8.encode(language), 0, 0, ...utf8.encode(text)]);
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(utf8.encode('iTXt'), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  const result = new Uint8Array(png.length + chunk.length);
  result.set(png.subarray(0, AFTER_HEADER));
  result.set(chunk, AFTER_HEADER);
  result.set(png.subarray(AFTER_HEADER), AFTER_HEADER + chunk.length);
  return result;
}
