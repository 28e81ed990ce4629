// Everything wrong with an input file is a Problem. Messages are rendered from the code
// (see messages/), so a Problem carries data only, never text.

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

export function problem(
  code: ProblemCode,
  where: {row?: number; column?: string} = {},
  params: ProblemParams = {},
): Problem {
  const result: Problem = {severity: severityOf(code), code, params};
  if (where.row !== undefined) result.row = where.row;
  if (where.column !== undefined) result.column = where.column;
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
