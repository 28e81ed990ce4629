// Stage 1 (read): a file of any kind -> a table of text cells, or the problem that prevents it.
// Each step is bounded by LIMITS: the file's size before anything is decoded, a workbook's
// inflated size before and while it is inflated.

import {LIMITS} from '../model/limits';
import {problem, type Problem} from '../model/problem';
import {stripControlCharacters} from './control-characters';
import {decodeText, looksLikeText, stripBom} from './decode-text';
import {detectByteKind} from './detect-kind';
import {toBytes, type TopologyInput} from './input';
import {readCsv} from './read-csv';
import type {CellRange} from './xlsx/merged-ranges';
import {readXlsx} from './xlsx/read-xlsx';

export type TableKind = 'csv' | 'xlsx';
export type {CellRange};

export interface RawTable {
  kind: TableKind;
  /** rows[i] is spreadsheet row i + 1. Trailing blank rows are already removed. */
  rows: string[][];
  problems: Problem[];
  /** Merged cells of the worksheet read (workbooks only): the validator names them when they leave cells empty. */
  merged?: CellRange[];
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

/** UTF-8 length of a string, counted without encoding it (a string input may be large). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function tooLarge(bytes: number): ReadResult {
  return {ok: false, problems: [problem('file-too-large', {}, {limit: LIMITS.fileBytes, found: bytes})]};
}

function fromCsvText(text: string, extra: Problem[] = []): ReadResult {
  if (text.trim() === '') return fail('empty-file');
  const stripped = stripControlCharacters(text);
  const found = stripped.count
    ? [problem('control-characters', {}, {count: stripped.count, lines: stripped.lines.map(String), more: stripped.moreLines ? 1 : 0})]
    : [];
  const csv = readCsv(stripped.text);
  const rows = trimTrailingBlankRows(csv.rows);
  if (rows.length === 0) return fail('empty-file');
  return {ok: true, table: {kind: 'csv', rows, problems: [...extra, ...found, ...csv.problems]}};
}

async function fromXlsx(bytes: Uint8Array): Promise<ReadResult> {
  const xlsx = await readXlsx(bytes, LIMITS.workbookInflatedBytes, LIMITS.sheetCells);
  if (!xlsx.ok) {
    if (xlsx.reason === 'not-workbook') return fail('not-tabular', {detected: 'zip'});
    if (xlsx.reason === 'sheet-too-large') {
      const {range, rows, columns} = xlsx.extent;
      const params = {limit: LIMITS.sheetCells, sheet: xlsx.sheet, range, rows, columns};
      return {ok: false, problems: [problem('sheet-too-large', {}, params)]};
    }
    const params = {limit: LIMITS.workbookInflatedBytes, found: xlsx.bytes, declared: xlsx.declared ? 1 : 0};
    return {ok: false, problems: [problem('workbook-too-large', {}, params)]};
  }
  const rows = trimTrailingBlankRows(xlsx.rows);
  if (rows.length === 0) return fail('empty-file');
  const problems: Problem[] = [];
  if (xlsx.emptySheets.length) problems.push(problem('other-sheet-read', {}, {sheet: xlsx.sheet, empty: xlsx.emptySheets}));
  if (xlsx.ignoredSheets.length) problems.push(problem('ignored-sheets', {}, {sheets: xlsx.ignoredSheets}));
  return {ok: true, table: {kind: 'xlsx', rows, problems, merged: xlsx.merged}};
}

export async function readTable(input: TopologyInput): Promise<ReadResult> {
  if (typeof input.data === 'string') {
    const bytes = utf8Length(input.data);
    if (bytes > LIMITS.fileBytes) return tooLarge(bytes);
    const text = stripBom(input.data);
    if (text.trim() === '') return fail('empty-file');
    if (!looksLikeText(text)) return fail('not-tabular', {detected: 'binary'});
    return fromCsvText(text);
  }
  const bytes = toBytes(input.data);
  if (bytes.length > LIMITS.fileBytes) return tooLarge(bytes.length);
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
