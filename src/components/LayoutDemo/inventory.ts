/** A file the visitor picked (or the sample), kept as given so nothing is lost. */
export interface Inventory {
  name: string;
  data: string | ArrayBuffer;
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
  const isText = /\.(csv|tsv|txt)$/i.test(file.name) || file.type.startsWith('text/');
  const data = isText ? await file.text() : await file.arrayBuffer();
  return {name: file.name, data, source: 'upload'};
}
