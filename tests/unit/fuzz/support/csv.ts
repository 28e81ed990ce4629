// Random CSV files written by the grammar of RFC 4180 as spreadsheets really write it: a chosen
// delimiter, quoting where a cell needs it (and sometimes where it does not), CRLF, LF or CR per
// row, an optional BOM and final line end, in any of the contract's encodings.

import fc from 'fast-check';
import {encode, type Encoding} from './text';

export const DELIMITERS = [',', ';', '\t'] as const;
export type Delimiter = (typeof DELIMITERS)[number];
export type LineEnd = '\r\n' | '\n' | '\r';

/** How a grid of cells is written out as a file. */
export interface CsvLayout {
  delimiter: Delimiter;
  /** The line end after each row; the last one is written only when `finalLineEnd`. */
  lineEnds: LineEnd[];
  finalLineEnd: boolean;
  /** Cells quoted although they need not be, as some exporters quote every cell. */
  quoteAll: boolean;
  encoding: Encoding;
  /** A byte-order mark, where the encoding has an optional one (UTF-16 always has it). */
  bom: boolean;
}

export function csvLayout(rowCount: number, encodings: readonly Encoding[]): fc.Arbitrary<CsvLayout> {
  return fc.record({
    delimiter: fc.constantFrom(...DELIMITERS),
    lineEnds: fc.oneof(
      // One line end for the whole file, as most files have, or a mix, as pasted-together files have.
      fc.constantFrom<LineEnd>('\r\n', '\n', '\r').map((end) => Array<LineEnd>(rowCount).fill(end)),
      fc.array(fc.constantFrom<LineEnd>('\r\n', '\n', '\r'), {minLength: rowCount, maxLength: rowCount}),
    ),
    finalLineEnd: fc.boolean(),
    quoteAll: fc.boolean(),
    bom: fc.boolean(),
    encoding: fc.constantFrom(...encodings),
  });
}

/** A cell as RFC 4180 writes it: quoted when it holds the delimiter, a quote or a line end. */
function cellOut(cell: string, delimiter: Delimiter, quote: boolean): string {
  const needsQuotes = quote || cell.includes(delimiter) || /["\r\n]/.test(cell);
  return needsQuotes ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/**
 * The grid as CSV text. `headerRow`'s cells are also quoted when they hold any other candidate
 * delimiter, as the reader finds the delimiter from the header line; blank rows are never quoted,
 * since `"  "` is a cell with content to a header search.
 */
export function csvText(
  rows: readonly string[][],
  layout: CsvLayout,
  headerRow: number,
  blankRows: ReadonlySet<number>,
): string {
  const lines = rows.map((row, index) =>
    row
      .map((cell) => {
        if (blankRows.has(index)) return cell;
        const quote = layout.quoteAll || (index === headerRow && /[,;\t]/.test(cell));
        return cellOut(cell, layout.delimiter, quote);
      })
      .join(layout.delimiter),
  );
  let text = '';
  lines.forEach((line, index) => {
    let end = layout.lineEnds[index];
    // CR, then an empty line ended by LF, is one CRLF: two rows would read as one. A file
    // cannot say otherwise, so the generator does not write it.
    if (line === '' && end === '\n' && text.endsWith('\r')) end = '\r\n';
    text += line;
    if (index < lines.length - 1 || layout.finalLineEnd) text += end;
  });
  return text;
}

export function csvData(
  rows: readonly string[][],
  layout: CsvLayout,
  headerRow: number,
  blankRows: ReadonlySet<number>,
): string | Uint8Array {
  return encode(csvText(rows, layout, headerRow, blankRows), layout.encoding, layout.bom);
}

function isBlankRow(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === '');
}

/**
 * What readTable promises for a CSV it can read: the rows as written, except that a line end
 * inside a quoted cell reads as LF (CRLF and CR included) and trailing blank rows are left out.
 */
export function expectedCsvRows(rows: readonly string[][]): string[][] {
  const out = rows.map((row) => row.map((cell) => cell.replace(/\r\n?/g, '\n')));
  while (out.length > 0 && isBlankRow(out[out.length - 1])) out.pop();
  return out;
}
