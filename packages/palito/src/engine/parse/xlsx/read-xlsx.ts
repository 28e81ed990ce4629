// .xlsx bytes -> rows of cells: the first worksheet with content, every cell as text.
// The zip is inflated once, within LIMITS.workbookInflatedBytes (unzip-workbook.ts); the parts
// are then handed to read-excel-file stored, not compressed, so the library's own unzip is a copy.
// `read-excel-file/web-worker` is the entry that runs everywhere we do: it parses XML with xmldom,
// so it needs neither Node's streams nor the DOMParser a Worker lacks.

import {zipSync} from 'fflate';
import readXlsxFile, {readSheetNames} from 'read-excel-file/web-worker';
import {mergedRanges, sheetPaths, type CellRange} from './merged-ranges';
import {sheetExtent, type SheetExtent} from './sheet-extent';
import {unzipWorkbook} from './unzip-workbook';

type Cell = string | number | boolean | Date | null | undefined;

export interface XlsxRows {
  rows: string[][];
  /** The worksheet read: the first one with content. */
  sheet: string;
  /** Worksheets before it, which are empty. */
  emptySheets: string[];
  /** Worksheets after it, which are not read. */
  ignoredSheets: string[];
  /** Merged cells of the sheet read. */
  merged: CellRange[];
}

export type XlsxResult =
  | ({ok: true} & XlsxRows)
  | {ok: false; reason: 'too-large'; bytes: number; declared: boolean}
  | {ok: false; reason: 'sheet-too-large'; sheet: string; extent: SheetExtent}
  | {ok: false; reason: 'not-workbook'};

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

function hasContent(rows: readonly string[][]): boolean {
  return rows.some((row) => row.some((cell) => cell.trim() !== ''));
}

export async function readXlsx(bytes: Uint8Array, maxInflatedBytes: number, maxSheetCells: number): Promise<XlsxResult> {
  const unzipped = unzipWorkbook(bytes, maxInflatedBytes);
  if (!unzipped.ok) {
    return unzipped.reason === 'too-large'
      ? {ok: false, reason: 'too-large', bytes: unzipped.bytes, declared: unzipped.declared}
      : {ok: false, reason: 'not-workbook'};
  }
  const {entries} = unzipped;
  const stored = zipSync(entries, {level: 0});
  const buffer = stored.buffer.slice(stored.byteOffset, stored.byteOffset + stored.byteLength) as ArrayBuffer;
  try {
    const names = await readSheetNames(buffer);
    const paths = sheetPaths(entries);
    let rows: string[][] = [];
    let index = 0;
    // An empty cover sheet in front of the data is common; read the first sheet that has any.
    for (; index < names.length; index++) {
      const extent = sheetExtent(entries[paths[index]]);
      if (extent.rows * extent.columns > maxSheetCells) return {ok: false, reason: 'sheet-too-large', sheet: names[index], extent};
      rows = ((await readXlsxFile(buffer, {sheet: index + 1})) as Cell[][]).map((row) => row.map(cellText));
      if (hasContent(rows)) break;
    }
    if (index === names.length) return {ok: true, rows: [], sheet: names[0] ?? '', emptySheets: names, ignoredSheets: [], merged: []};
    return {
      ok: true,
      rows,
      sheet: names[index],
      emptySheets: names.slice(0, index),
      ignoredSheets: names.slice(index + 1),
      merged: mergedRanges(entries[paths[index]]),
    };
  } catch {
    // A zip that is not a workbook (a .docx, a broken download) lands here.
    return {ok: false, reason: 'not-workbook'};
  }
}
