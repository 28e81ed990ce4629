// Stage 2 (validate): a table of cells -> assets, and every problem the contract names.
// Nothing is dropped without a Problem saying so; errors are collected in full, not first-only.

import type {ColumnKey} from '../model/columns';
import {LIMITS} from '../model/limits';
import {capProblems, hasErrors, problem, sortProblems, type Problem} from '../model/problem';
import type {Asset} from '../model/types';
import {matchHeader, type HeaderMap} from '../parse/match-header';
import type {CellRange, RawTable} from '../parse/read-table';
import {normalizeType} from './asset-type';
import {splitConnections} from './connections';
import {isValidIp} from './ip';
import {DEFAULT_STATUS, parseStatus} from './status';

export type ValidationResult =
  | {ok: true; assets: Asset[]; warnings: Problem[]}
  | {ok: false; problems: Problem[]};

/** A data row after the header, before connections are checked against the whole file. */
interface RowDraft {
  asset: Asset;
  /** The connections cell as written, split into ids. */
  declared: string[];
}

const REQUIRED_VALUE_CODES = {id: 'missing-id', zone: 'missing-zone', cbs: 'missing-cbs'} as const;

function isBlank(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === '');
}

/**
 * A known column's value, trimmed and in Unicode NFC: Hangul typed on macOS arrives decomposed
 * (NFD), and the same zone name from two editors must still make one zone.
 */
function cellOf(row: readonly string[], header: HeaderMap, key: ColumnKey): string {
  const column = header.known[key];
  return column ? (row[column.index] ?? '').normalize('NFC').trim() : '';
}

function columnOf(header: HeaderMap, key: ColumnKey): string {
  return header.known[key]?.header ?? key;
}

/** The merged range covering a cell, if any: its value sits in the range's first row only. */
function mergeCovering(merged: readonly CellRange[], row: number, column: number | undefined): CellRange | undefined {
  if (column === undefined) return undefined;
  return merged.find((r) => r.top < row && row <= r.bottom && r.left <= column && column <= r.right);
}

function readRow(
  cells: readonly string[],
  rowNumber: number,
  header: HeaderMap,
  merged: readonly CellRange[],
  problems: Problem[],
): RowDraft | undefined {
  const at = (key: ColumnKey) => ({row: rowNumber, column: columnOf(header, key)});
  let complete = true;
  for (const key of ['id', 'zone', 'cbs'] as const) {
    if (cellOf(cells, header, key) === '') {
      const merge = mergeCovering(merged, rowNumber, header.known[key]?.index);
      problems.push(problem(REQUIRED_VALUE_CODES[key], at(key), merge ? {field: key, merged: merge.ref} : {field: key}));
      complete = false;
    }
  }

  const extraCells = cells.slice(header.width).filter((cell) => cell.trim() !== '');
  if (extraCells.length) {
    problems.push(problem('extra-cells', {row: rowNumber}, {count: extraCells.length, values: extraCells.map((c) => c.trim())}));
  }

  const id = cellOf(cells, header, 'id');
  let name = cellOf(cells, header, 'name');
  if (name === '' && id !== '') {
    problems.push(problem('missing-name', at('name'), {id}));
    name = id;
  }

  const statusCell = cellOf(cells, header, 'status');
  let status = parseStatus(statusCell);
  if (status === undefined) {
    problems.push(problem('unknown-status', at('status'), {value: statusCell}));
    status = DEFAULT_STATUS;
  }

  const ip = cellOf(cells, header, 'ip');
  if (ip !== '' && !isValidIp(ip)) problems.push(problem('invalid-ip', at('ip'), {value: ip}));

  const properties: Record<string, string> = Object.create(null); // header text keys: `__proto__` is a column like any other
  for (const column of header.extra) properties[column.header] = (cells[column.index] ?? '').trim();

  if (!complete && id === '') return undefined;
  const asset: Asset = {
    id,
    name,
    type: normalizeType(cellOf(cells, header, 'type')),
    status,
    zone: collapseSpaces(cellOf(cells, header, 'zone')),
    cbs: collapseSpaces(cellOf(cells, header, 'cbs')),
    connections: [],
    row: rowNumber,
    properties,
  };
  if (ip !== '') asset.ip = ip;
  return {asset, declared: splitConnections(cellOf(cells, header, 'connections'))};
}

/** `Internet  DMZ` and `Internet DMZ` are one zone: only runs of spaces differ, which no one sees in a cell. */
function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** Every connection a row lists counts against LIMITS.connections, before any is checked. */
function countDeclared(drafts: readonly RowDraft[]): number {
  return drafts.reduce((sum, d) => sum + d.declared.length, 0);
}

/** Connections are checked once every id in the file is known. */
function resolveConnections(drafts: RowDraft[], header: HeaderMap, problems: Problem[]): void {
  const ids = new Set(drafts.map((d) => d.asset.id));
  const byLowerCase = new Map<string, string>();
  for (const id of ids) if (!byLowerCase.has(id.toLowerCase())) byLowerCase.set(id.toLowerCase(), id);
  const column = columnOf(header, 'connections');

  for (const {asset, declared} of drafts) {
    for (const target of declared) {
      const where = {row: asset.row, column};
      if (target === asset.id) {
        problems.push(problem('self-connection', where, {id: target}));
      } else if (!ids.has(target)) {
        const suggestion = byLowerCase.get(target.toLowerCase());
        problems.push(problem('unknown-connection', where, suggestion ? {id: target, suggestion} : {id: target}));
      } else {
        asset.connections.push(target);
      }
    }
  }
}

/** Characters that show as nothing: zero-width space and joiners, word joiner, BOM, soft hyphen. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

/**
 * Ids that a reader cannot tell apart: the same once case, full-width forms (ＡＢＣ) and invisible
 * characters are set aside. Two such ids are two assets, which is rarely what the file meant.
 */
function lookalikeKey(id: string): string {
  return id.normalize('NFKC').replace(INVISIBLE, '').toLowerCase();
}

export function validateTable(table: RawTable): ValidationResult {
  const problems: Problem[] = [...table.problems];
  const {rows} = table;

  // The header is the first row with content; blank rows above it are reported like any other.
  let headerIndex = 0;
  while (headerIndex < rows.length && isBlank(rows[headerIndex])) {
    problems.push(problem('blank-row', {row: headerIndex + 1}));
    headerIndex++;
  }
  if (headerIndex === rows.length) return {ok: false, problems: [...problems, problem('empty-file')]};

  const matched = matchHeader(rows[headerIndex], headerIndex + 1);
  if (!matched.ok) return {ok: false, problems: capProblems(sortProblems([...problems, ...matched.problems]))};
  const {header} = matched;
  problems.push(...matched.problems);

  const dataRows = rows.length - headerIndex - 1;
  if (dataRows > LIMITS.rows) {
    return {ok: false, problems: [problem('too-many-rows', {}, {limit: LIMITS.rows, found: dataRows})]};
  }
  const merged = table.merged ?? [];

  const drafts: RowDraft[] = [];
  const firstRowOfId = new Map<string, number>();
  const firstOfLookalike = new Map<string, {id: string; row: number}>();
  for (let index = headerIndex + 1; index < rows.length; index++) {
    const rowNumber = index + 1;
    if (isBlank(rows[index])) {
      problems.push(problem('blank-row', {row: rowNumber}));
      continue;
    }
    const draft = readRow(rows[index], rowNumber, header, merged, problems);
    if (!draft) continue;
    const firstRow = firstRowOfId.get(draft.asset.id);
    if (firstRow !== undefined) {
      problems.push(problem('duplicate-id', {row: rowNumber, column: columnOf(header, 'id')}, {id: draft.asset.id, firstRow}));
      continue;
    }
    firstRowOfId.set(draft.asset.id, rowNumber);
    const lookalike = lookalikeKey(draft.asset.id);
    const other = firstOfLookalike.get(lookalike);
    if (other) {
      problems.push(problem('similar-id', {row: rowNumber, column: columnOf(header, 'id')}, {id: draft.asset.id, other: other.id, otherRow: other.row}));
    } else firstOfLookalike.set(lookalike, {id: draft.asset.id, row: rowNumber});
    drafts.push(draft);
  }

  if (drafts.length === 0 && !hasErrors(problems)) problems.push(problem('no-rows', {row: headerIndex + 1}));
  const connections = countDeclared(drafts);
  if (connections > LIMITS.connections) {
    return {ok: false, problems: [problem('too-many-connections', {}, {limit: LIMITS.connections, found: connections})]};
  }
  resolveConnections(drafts, header, problems);

  const sorted = capProblems(sortProblems(problems));
  if (hasErrors(sorted)) return {ok: false, problems: sorted};
  return {ok: true, assets: drafts.map((d) => d.asset), warnings: sorted};
}
