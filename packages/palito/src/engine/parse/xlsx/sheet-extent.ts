// How big a grid read-excel-file will build for a worksheet, found before it builds it. The
// library allocates every cell from A1 to the sheet's `<dimension>` (or, without one, to the
// farthest cell): a 3 KB file naming cell XFD1048576 asks for 17 billion cells. Both are written
// by whoever made the file, so they are checked against LIMITS.sheetCells first.

import {parseRange} from './merged-ranges';

export interface SheetExtent {
  /** The used range, A1 to the bottom-right cell, as Excel writes it. */
  range: string;
  rows: number;
  columns: number;
}

/** Cell references of `<c r="...">` elements; attributes other than `r` may come first. */
const CELL_REF = /<c\b[^>]*?\sr="([A-Za-z]{1,3})(\d{1,7})"/g;

function letters(column: number): string {
  let text = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) text = String.fromCharCode(65 + ((n - 1) % 26)) + text;
  return text;
}

export function sheetExtent(sheetXml: Uint8Array | undefined): SheetExtent {
  const text = sheetXml ? new TextDecoder().decode(sheetXml) : '';
  let rows = 0;
  let columns = 0;
  // The library trusts `<dimension>` when there is one (it comes before the data).
  const dimension = /<dimension\s+ref="([^"]+)"/.exec(text.slice(0, 4096));
  const range = dimension ? parseRange(dimension[1]) : undefined;
  if (range) {
    rows = range.bottom;
    columns = range.right + 1;
  } else {
    for (const match of text.matchAll(CELL_REF)) {
      const cell = parseRange(`${match[1]}${match[2]}`)!;
      if (cell.bottom > rows) rows = cell.bottom;
      if (cell.right + 1 > columns) columns = cell.right + 1;
    }
  }
  return {range: rows && columns ? `A1:${letters(columns - 1)}${rows}` : 'A1', rows, columns};
}
