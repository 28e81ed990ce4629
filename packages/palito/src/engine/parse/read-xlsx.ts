// .xlsx bytes -> rows of cells: the first worksheet, every cell as text.
// `read-excel-file/web-worker` is the entry that runs everywhere we do: it unzips with fflate and
// parses XML with xmldom, so it needs neither Node's streams nor the DOMParser a Worker lacks.

import readXlsxFile, {readSheetNames} from 'read-excel-file/web-worker';

type Cell = string | number | boolean | Date | null | undefined;

export interface XlsxRows {
  rows: string[][];
  /** Names of the worksheets after the first, which are not read. */
  ignoredSheets: string[];
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Cell values as a user would read them in Excel. */
export function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const date = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const hasTime = value.getUTCHours() + value.getUTCMinutes() + value.getUTCSeconds() > 0;
    return hasTime ? `${date} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}` : date;
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

export async function readXlsx(bytes: Uint8Array): Promise<XlsxRows> {
  // The library wants an ArrayBuffer of exactly the file: a Uint8Array may view part of a bigger buffer.
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const [cells, sheetNames] = await Promise.all([readXlsxFile(buffer, {sheet: 1}), readSheetNames(buffer)]);
  return {
    rows: (cells as Cell[][]).map((row) => row.map(cellText)),
    ignoredSheets: sheetNames.slice(1),
  };
}
