// Stage 1 (read): a file of any kind -> a table of text cells, or the problem that prevents it.

import {problem, type Problem} from '../model/problem';
import {decodeText, looksLikeText, stripBom} from './decode-text';
import {detectByteKind} from './detect-kind';
import {toBytes, type TopologyInput} from './input';
import {readCsv} from './read-csv';
import {readXlsx} from './read-xlsx';

export type TableKind = 'csv' | 'xlsx';

export interface RawTable {
  kind: TableKind;
  /** rows[i] is spreadsheet row i + 1. Trailing blank rows are already removed. */
  rows: string[][];
  problems: Problem[];
}

export type ReadResult = {ok: true; table: RawTable} | {ok: false; problems: Problem[]};

function isBlankRow(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === '');
}

/** Trailing blank rows carry nothing (a final newline, Excel's empty `,,,,` rows), so they are not reported. */
function trimTrailingBlankRows(rows: string[][]): string[][] {
  let end = rows.length;
  while (end > 0 && isBlankRow(rows[end - 1])) end--;
  return end === rows.length ? rows : rows.slice(0, end);
}

function fail(code: 'empty-file' | 'not-tabular', params: Record<string, string> = {}): ReadResult {
  return {ok: false, problems: [problem(code, {}, params)]};
}

function fromCsvText(text: string, extra: Problem[] = []): ReadResult {
  if (text.trim() === '') return fail('empty-file');
  const csv = readCsv(text);
  const rows = trimTrailingBlankRows(csv.rows);
  if (rows.length === 0) return fail('empty-file');
  return {ok: true, table: {kind: 'csv', rows, problems: [...extra, ...csv.problems]}};
}

async function fromXlsx(bytes: Uint8Array): Promise<ReadResult> {
  let xlsx;
  try {
    xlsx = await readXlsx(bytes);
  } catch {
    // A zip that is not a workbook (a .docx, a broken download) lands here.
    return fail('not-tabular', {detected: 'zip'});
  }
  const rows = trimTrailingBlankRows(xlsx.rows);
  if (rows.length === 0) return fail('empty-file');
  const problems = xlsx.ignoredSheets.length
    ? [problem('ignored-sheets', {}, {sheets: xlsx.ignoredSheets})]
    : [];
  return {ok: true, table: {kind: 'xlsx', rows, problems}};
}

export async function readTable(input: TopologyInput): Promise<ReadResult> {
  if (typeof input.data === 'string') {
    const text = stripBom(input.data);
    if (text.trim() === '') return fail('empty-file');
    if (!looksLikeText(text)) return fail('not-tabular', {detected: 'binary'});
    return fromCsvText(text);
  }
  const bytes = toBytes(input.data);
  switch (detectByteKind(bytes)) {
    case 'empty':
      return fail('empty-file');
    case 'zip':
      return fromXlsx(bytes);
    case 'xls':
      return fail('not-tabular', {detected: 'xls'});
    case 'other': {
      const decoded = decodeText(bytes);
      if (!decoded.ok) return fail('not-tabular', {detected: 'binary'});
      const extra =
        decoded.encoding === 'euc-kr' ? [problem('legacy-encoding', {}, {encoding: decoded.encoding})] : [];
      return fromCsvText(decoded.text, extra);
    }
  }
}
