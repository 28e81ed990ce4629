import {LIMITS} from 'palito/engine';

/**
 * A file the visitor picked (or the sample), kept as bytes, exactly as given: the engine decodes
 * it (UTF-8, UTF-16 or EUC-KR, as Korean Excel writes them), so nothing is lost or garbled here.
 */
export interface Inventory {
  name: string;
  data: ArrayBuffer;
  /** Where it came from, for the status line. */
  source: 'sample' | 'upload';
}

/** The demo accepts what the engine reads: CSV (any delimiter) and Excel .xlsx. */
export const ACCEPTED_FILES = '.csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Larger files are refused before they are read, with a message, rather than read into memory
 * only for the engine to refuse them: the limit is the engine's own.
 */
export const MAX_FILE_BYTES = LIMITS.fileBytes;

export function sampleUrl(locale: string): string {
  return locale === 'en' ? '/samples/assets-sample.csv' : '/samples/assets-sample.ko.csv';
}

/** The sample's next quarter: a few assets added, removed, changed and moved, links too. */
export function nextSampleUrl(locale: string): string {
  return locale === 'en' ? '/samples/assets-sample.next.csv' : '/samples/assets-sample.next.ko.csv';
}

export async function readFile(file: File): Promise<Inventory> {
  return {name: file.name, data: await file.arrayBuffer(), source: 'upload'};
}
