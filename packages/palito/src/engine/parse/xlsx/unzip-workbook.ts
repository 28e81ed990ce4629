// A workbook's zip -> its entries, inflated once and never past LIMITS.workbookInflatedBytes.
// A zip bomb is stopped twice: by the sizes the zip's directory declares, before anything is
// inflated, and by counting what inflating really produces, for a zip whose directory lies.
// fflate does the zip work (it is read-excel-file's unzipper too); this file only keeps count.

import {Unzip, UnzipInflate, UnzipPassThrough, unzipSync} from 'fflate';

export type UnzipResult =
  | {ok: true; entries: Record<string, Uint8Array>}
  /** `declared`: the zip's directory gave the size; otherwise inflating passed the limit and `bytes` is where it stopped. */
  | {ok: false; reason: 'too-large'; bytes: number; declared: boolean}
  | {ok: false; reason: 'not-zip'};

/** Compressed bytes handed to the inflater at a time: how far past the limit one step can go (deflate expands ~1,000×). */
const SLICE_BYTES = 16 * 1024;

/** The sum of the sizes the zip's central directory declares, read without inflating anything. */
export function declaredSize(bytes: Uint8Array): number | undefined {
  let total = 0;
  try {
    unzipSync(bytes, {
      filter(file) {
        total += file.originalSize;
        return false;
      },
    });
  } catch {
    return undefined;
  }
  return total;
}

export function unzipWorkbook(bytes: Uint8Array, maxBytes: number): UnzipResult {
  const declared = declaredSize(bytes);
  if (declared === undefined) return {ok: false, reason: 'not-zip'};
  if (declared > maxBytes) return {ok: false, reason: 'too-large', bytes: declared, declared: true};

  const entries: Record<string, Uint8Array> = Object.create(null);
  let inflated = 0;
  let failed = false;
  const unzip = new Unzip((file) => {
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (error) {
        failed = true;
        return;
      }
      inflated += chunk.length;
      if (inflated > maxBytes) {
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) entries[file.name] = concat(chunks);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let at = 0; at < bytes.length && inflated <= maxBytes && !failed; at += SLICE_BYTES) {
      unzip.push(bytes.subarray(at, at + SLICE_BYTES), at + SLICE_BYTES >= bytes.length);
    }
  } catch {
    return {ok: false, reason: 'not-zip'};
  }
  if (inflated > maxBytes) return {ok: false, reason: 'too-large', bytes: inflated, declared: false};
  if (failed) return {ok: false, reason: 'not-zip'};
  return {ok: true, entries};
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
