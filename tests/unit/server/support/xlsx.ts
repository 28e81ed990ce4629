// An .xlsx made from a CSV sample with the installed write-excel-file, as Excel would save it.

import writeXlsxFile from 'write-excel-file/node';

/** The samples have no quoted cells, so splitting on commas is exact. */
export async function xlsxFromCsv(csv: string): Promise<Uint8Array> {
  const rows = csv
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(',').map((value) => ({value})));
  const buffer = await writeXlsxFile(rows, {sheet: 'Assets'}).toBuffer();
  return new Uint8Array(buffer);
}
