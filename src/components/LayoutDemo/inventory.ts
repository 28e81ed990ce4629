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

/** Larger files are refused before reading, with a message, rather than freezing the tab. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export function sampleUrl(locale: string): string {
  return locale === 'en' ? '/samples/assets-sample.csv' : '/samples/assets-sample.ko.csv';
}

export async function readFile(file: File): Promise<Inventory> {
  return {name: file.name, data: await file.arrayBuffer(), source: 'upload'};
}
