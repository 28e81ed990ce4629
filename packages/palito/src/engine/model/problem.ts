// Everything wrong with an input file is a Problem. Messages are rendered from the code
// (see messages/), so a Problem carries data only, never text.

import {LIMITS} from './limits';

/** Problems that stop the pipeline: the diagram cannot be drawn. */
export const ERROR_CODES = [
  'empty-file',
  'not-tabular',
  'no-header',
  'missing-column',
  'no-rows',
  'unclosed-quote',
  'duplicate-id',
  'missing-id',
  'missing-zone',
  'missing-cbs',
  'file-too-large',
  'workbook-too-large',
  'too-many-rows',
  'too-many-connections',
  'sheet-too-large',
  // A Palito project file (.palito.json, see the React layer's project-file/) that cannot be opened.
  'project-file-damaged',
  'project-file-foreign',
  'project-file-newer',
  // ... over one of PROJECT_FILE_LIMITS (`limit` names which), or whose contents passed the check
  // but could not be drawn.
  'project-file-too-large',
  'project-file-unusable',
] as const;

/** Problems the diagram is drawn with, listed beside it. */
export const WARNING_CODES = [
  'unknown-connection',
  'self-connection',
  'invalid-ip',
  'unknown-status',
  'blank-row',
  'missing-name',
  'duplicate-column',
  'extra-cells',
  'legacy-encoding',
  'ignored-sheets',
  'similar-id',
  'other-sheet-read',
  'control-characters',
  'malformed-quote',
  'more-problems',
  'links-bundled',
  // The versions of an opened project file are shown but could not be kept in the browser's storage.
  'versions-not-stored',
  // A diff between two inventories (diff/): an id gone and a new one with its name in its CBS group.
  'probably-renamed',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
export type WarningCode = (typeof WARNING_CODES)[number];
export type ProblemCode = ErrorCode | WarningCode;
export type Severity = 'error' | 'warning';

export type ProblemParams = Record<string, string | number | string[]>;

export interface Problem {
  severity: Severity;
  code: ProblemCode;
  /** Row as a spreadsheet shows it: the header is row 1. Absent for file-level problems. */
  row?: number;
  /** The column's header as written in the file (or the contract's name when the column is missing). */
  column?: string;
  params: ProblemParams;
}

const ERROR_SET: ReadonlySet<string> = new Set(ERROR_CODES);

export function severityOf(code: ProblemCode): Severity {
  return ERROR_SET.has(code) ? 'error' : 'warning';
}

/** Items of a list param kept; a list of every extra cell in a 5 MiB row helps no one. */
const LIST_ITEMS = 10;

/**
 * A value from the file, as a problem quotes it: at most LIMITS.quotedChars characters, control
 * characters shown as spaces. A cell of a megabyte would otherwise make a message of a megabyte,
 * and a NUL or U+FFFF in it would break every XML or terminal it reaches.
 */
export function excerpt(value: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, ' ');
  if (clean.length <= LIMITS.quotedChars) return clean;
  // Cut before a character, never between the two halves of one (an emoji, a rare Hangul).
  let end = LIMITS.quotedChars - 1;
  const last = clean.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${clean.slice(0, end)}…`;
}

function boundedParams(params: ProblemParams): ProblemParams {
  const bounded: ProblemParams = Object.create(null);
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') bounded[key] = excerpt(value);
    else if (Array.isArray(value)) {
      const items = value.slice(0, LIST_ITEMS).map(excerpt);
      if (value.length > LIST_ITEMS) items.push(`… (+${value.length - LIST_ITEMS})`);
      bounded[key] = items;
    } else bounded[key] = value;
  }
  return bounded;
}

export function problem(
  code: ProblemCode,
  where: {row?: number; column?: string} = {},
  params: ProblemParams = {},
): Problem {
  const result: Problem = {severity: severityOf(code), code, params: boundedParams(params)};
  if (where.row !== undefined) result.row = where.row;
  if (where.column !== undefined) result.column = excerpt(where.column);
  return result;
}

export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((p) => p.severity === 'error');
}

/** File-level problems first, then by row; errors before warnings within a row; stable otherwise. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return problems
    .map((p, index) => ({p, index}))
    .sort(
      (a, b) =>
        (a.p.row ?? 0) - (b.p.row ?? 0) ||
        (a.p.severity === b.p.severity ? 0 : a.p.severity === 'error' ? -1 : 1) ||
        a.index - b.index,
    )
    .map(({p}) => p);
}

/**
 * Keeps the first LIMITS.warningsPerCode problems of each code and replaces the rest with one
 * `more-problems` entry right after the last one kept, saying how many of that code were left out
 * and where the first of them is. A 5 MiB file of bad rows gives a readable list, not a line per bad cell.
 */
export function capProblems(problems: readonly Problem[]): Problem[] {
  const seen = new Map<ProblemCode, number>();
  const omitted = new Map<ProblemCode, {count: number; firstRow?: number}>();
  const lastKept = new Map<ProblemCode, number>();
  const kept: Problem[] = [];
  for (const p of problems) {
    const n = (seen.get(p.code) ?? 0) + 1;
    seen.set(p.code, n);
    if (n <= LIMITS.warningsPerCode) {
      kept.push(p);
      lastKept.set(p.code, kept.length - 1);
      continue;
    }
    const entry = omitted.get(p.code);
    if (entry) entry.count++;
    else omitted.set(p.code, {count: 1, firstRow: p.row});
  }
  if (omitted.size === 0) return kept;
  // Inserted from the back so earlier insertion points stay valid.
  const insertions = [...omitted].map(([code, info]) => ({at: lastKept.get(code)! + 1, code, info}));
  insertions.sort((a, b) => b.at - a.at);
  for (const {at, code, info} of insertions) {
    const params: ProblemParams = {code, count: info.count};
    if (info.firstRow !== undefined) params.firstRow = info.firstRow;
    kept.splice(at, 0, problem('more-problems', {}, params));
  }
  return kept;
}
