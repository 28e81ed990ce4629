// Decides what a file is from its first bytes, because browsers and users get extensions wrong.

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // "PK\x03\x04": every .xlsx is a zip archive
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0]; // legacy .xls (and .doc): not supported, worth naming

export type ByteKind = 'empty' | 'zip' | 'xls' | 'other';

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

export function detectByteKind(bytes: Uint8Array): ByteKind {
  if (bytes.length === 0) return 'empty';
  if (startsWith(bytes, ZIP_MAGIC)) return 'zip';
  if (startsWith(bytes, OLE_MAGIC)) return 'xls';
  return 'other';
}
