// Runs one input through the engine's public stages and checks what holds for every input at
// all: it settles, in time, with a result or problems that are well formed and can cross a
// worker or a network (structured clone, JSON). And the budgets of LIMITS, checked apart.

import {expect} from 'vitest';
import {LIMITS} from '../../../../packages/palito/src/engine/model/limits';
import {formatProblem} from '../../../../packages/palito/src/engine/messages/format-problem';
import {ERROR_CODES, WARNING_CODES, type Problem} from '../../../../packages/palito/src/engine/model/problem';
import type {TopologyInput} from '../../../../packages/palito/src/engine/parse/input';
import {readTable, type ReadResult} from '../../../../packages/palito/src/engine/parse/read-table';
import {buildProject, type BuildResult} from '../../../../packages/palito/src/engine/pipeline/build-project';
import {validateTable, type ValidationResult} from '../../../../packages/palito/src/engine/validate/validate-table';
import {CASE_MS} from './config';

export interface Outcome {
  read: ReadResult;
  /** When the read succeeded. */
  validated?: ValidationResult;
  /** The whole pipeline up to the project (read, validate, convert, analyze) on the same input. */
  built: BuildResult;
  /** Milliseconds each took. */
  ms: {read: number; validate: number; build: number};
}

/** How long a stage may leave its promise unsettled before the case fails rather than hangs. */
const SETTLE_MS = 30_000;

async function settled<T>(stage: string, work: () => Promise<T> | T): Promise<{value: T; ms: number}> {
  const start = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${stage} did not settle within ${SETTLE_MS} ms`)), SETTLE_MS);
  });
  try {
    // A throw or a rejection fails the property with the error: the engine must never throw.
    const value = await Promise.race([Promise.resolve().then(work), hang]);
    return {value, ms: performance.now() - start};
  } finally {
    clearTimeout(timer);
  }
}

export async function runEngine(input: TopologyInput): Promise<Outcome> {
  // A turn of the event loop per case: a property runs for minutes in `npm run fuzz`, and
  // vitest's worker must still answer its runner (else "Timeout calling onTaskUpdate").
  await new Promise<void>((resolve) => setImmediate(resolve));
  const read = await settled('readTable', () => readTable(input));
  let validated: {value: ValidationResult; ms: number} | undefined;
  if (read.value.ok) {
    const {table} = read.value;
    validated = await settled('validateTable', () => validateTable(table));
  }
  const built = await settled('buildProject', () => buildProject(input));
  return {
    read: read.value,
    validated: validated?.value,
    built: built.value,
    ms: {read: read.ms, validate: validated?.ms ?? 0, build: built.ms},
  };
}

const CODES: ReadonlySet<string> = new Set([...ERROR_CODES, ...WARNING_CODES]);
const ERRORS: ReadonlySet<string> = new Set(ERROR_CODES);

/** Throws `message` unless `condition` holds: for checks run thousands of times a case, where `expect` is slow. */
function check(condition: boolean, message: () => string): void {
  if (!condition) throw new Error(message());
}

/** A problem as the model defines it; `rows` is the table's length when the problem is about a table. */
export function expectWellFormedProblem(p: Problem, rows?: number): void {
  const where = () => JSON.stringify(p).slice(0, 500);
  check(CODES.has(p.code), () => `unknown code: ${where()}`);
  check(p.severity === (ERRORS.has(p.code) ? 'error' : 'warning'), () => `wrong severity: ${where()}`);
  check(
    Object.keys(p).every((key) => ['severity', 'code', 'row', 'column', 'params'].includes(key)),
    () => `unexpected field: ${where()}`,
  );
  if (p.row !== undefined) {
    check(Number.isInteger(p.row) && p.row >= 1, () => `row not a spreadsheet row: ${where()}`);
    check(rows === undefined || p.row <= rows, () => `row past the table's ${rows} rows: ${where()}`);
  }
  check(p.column === undefined || typeof p.column === 'string', () => `column not text: ${where()}`);
  check(typeof p.params === 'object' && p.params !== null, () => `no params: ${where()}`);
  for (const value of Object.values(p.params)) {
    const ok =
      typeof value === 'string' ||
      (typeof value === 'number' && Number.isFinite(value)) ||
      (Array.isArray(value) && value.every((item) => typeof item === 'string'));
    check(ok, () => `param not text, a number or a list of text: ${where()}`);
  }
}

/**
 * The value is plain data (text, finite numbers, booleans, null, arrays, plain or null-prototype
 * objects, no `undefined`), so JSON carries it whole; and a structured clone (a worker's
 * postMessage) is the same data.
 */
export function expectTransferable(value: unknown): void {
  expectPlainData(value, '$');
  expect(JSON.stringify(structuredClone(value))).toBe(JSON.stringify(value));
}

/** Deep equality of plain data, compared as JSON first (fast), with vitest's diff when it differs. */
function expectSameData(actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual).toEqual(expected);
}

function expectPlainData(value: unknown, path: string): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${path} is ${value}, which JSON turns into null`);
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) throw new Error(`${path} has a hole at ${i}`);
      expectPlainData(value[i], `${path}[${i}]`);
    }
    return;
  }
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null)
      throw new Error(`${path} is a ${proto?.constructor?.name}, not plain data`);
    for (const [key, item] of Object.entries(value)) expectPlainData(item, `${path}.${key}`);
    return;
  }
  throw new Error(`${path} is ${typeof value}, which JSON drops`);
}

/**
 * What holds for every input: the stages settle within CASE_MS (or the budget given) with a result or at least one
 * error; problems are well formed and name rows of the table; results clone and serialise; the
 * whole pipeline agrees with the stages run one by one.
 */
export function expectSound(outcome: Outcome, budgetMs = CASE_MS): void {
  const {read, validated, built, ms} = outcome;
  expect(ms.read, 'readTable took too long').toBeLessThan(budgetMs);
  expect(ms.validate, 'validateTable took too long').toBeLessThan(budgetMs);
  expect(ms.build, 'buildProject took too long').toBeLessThan(budgetMs);

  if (read.ok) {
    const {rows} = read.table;
    expect(['csv', 'xlsx']).toContain(read.table.kind);
    expect(rows.length, 'a table that reads has rows').toBeGreaterThan(0);
    check(
      rows.every((row) => Array.isArray(row) && row.every((cell) => typeof cell === 'string')),
      () => 'a row that is not a list of text',
    );
    expect(
      rows[rows.length - 1].some((cell) => cell.trim() !== ''),
      'trailing blank rows are left out',
    ).toBe(true);
    // The reader's problems are about the file's lines, which run past the table when its last
    // rows are blank: an unclosed quote on a last line holding only `"` names a row the table
    // does not keep. The validator's problems name rows of the table.
    const fromReader = new Set(read.table.problems);
    const range = (p: Problem) => (fromReader.has(p) ? undefined : rows.length);
    for (const p of read.table.problems) expectWellFormedProblem(p);
    expectTransferable(read);

    if (!validated) throw new Error('validateTable did not run');
    if (validated.ok) {
      expect(validated.assets.length, 'a valid table has assets').toBeGreaterThan(0);
      const ids = validated.assets.map((a) => a.id);
      expect(new Set(ids).size, 'asset ids are unique').toBe(ids.length);
      for (const asset of validated.assets) {
        check(
          asset.id !== '' && asset.zone !== '' && asset.cbs !== '',
          () => `asset without id, zone or CBS: ${JSON.stringify(asset)}`,
        );
        check(asset.row >= 2 && asset.row <= rows.length, () => `asset row out of range: ${JSON.stringify(asset)}`);
      }
      for (const p of validated.warnings) {
        expectWellFormedProblem(p, range(p));
        check(p.severity === 'warning', () => `an error among a drawn table's warnings: ${JSON.stringify(p)}`);
      }
    } else {
      expect(
        validated.problems.some((p) => p.severity === 'error'),
        'a failed validation names an error',
      ).toBe(true);
      for (const p of validated.problems) expectWellFormedProblem(p, range(p));
    }
    expectTransferable(validated);
  } else {
    expect(read.problems.length, 'a failed read says why').toBeGreaterThan(0);
    expect(
      read.problems.some((p) => p.severity === 'error'),
      'a failed read names an error',
    ).toBe(true);
    for (const p of read.problems) expectWellFormedProblem(p);
  }

  // buildProject runs the same stages, then convert and analyze: it agrees with them.
  if (!read.ok)
    expectSameData({ok: built.ok, problems: built.ok ? [] : built.problems}, {ok: false, problems: read.problems});
  else if (validated && !validated.ok)
    expectSameData({ok: built.ok, problems: built.ok ? [] : built.problems}, {ok: false, problems: validated.problems});
  if (built.ok) {
    expect(validated?.ok, 'buildProject drew what validateTable refused').toBe(true);
    if (validated?.ok) expect(built.project.nodes.map((n) => n.id)).toEqual(validated.assets.map((a) => a.id));
  } else {
    expect(built.problems.some((p) => p.severity === 'error')).toBe(true);
    for (const p of built.problems) expectWellFormedProblem(p);
  }
  expectTransferable(built);
}

/** Every problem the pipeline reports for an input: its warnings, or the problems that stop it. */
export function problemsOf(outcome: Outcome): Problem[] {
  return outcome.built.ok ? outcome.built.warnings : outcome.built.problems;
}

// XML 1.0 forbids C0 controls but tab and line ends, U+FFFE, U+FFFF and unpaired surrogates.
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The budgets of LIMITS that every result keeps: at most LIMITS.warningsPerCode problems of a
 * code plus one "and N more" entry, and values from the file quoted at most about
 * LIMITS.quotedChars long (params, list items and the column).
 */
export function expectWithinBudget(problems: readonly Problem[]): void {
  const perCode = new Map<string, number>();
  for (const p of problems) perCode.set(p.code, (perCode.get(p.code) ?? 0) + 1);
  for (const [code, count] of perCode) {
    expect(count, `problems of code ${code}`).toBeLessThanOrEqual(LIMITS.warningsPerCode + 1);
  }
  const quoted = LIMITS.quotedChars + 1;
  for (const p of problems) {
    const texts = [
      p.column ?? '',
      ...Object.values(p.params).flatMap((v) => (typeof v === 'string' ? [v] : Array.isArray(v) ? v : [])),
    ];
    for (const text of texts) {
      check(text.length <= quoted, () => `a quoted value longer than ${quoted}: ${JSON.stringify(p).slice(0, 300)}`);
    }
  }
}

/** Every problem's message, in both languages, is free of characters XML forbids (it may end up in an SVG or an XML report). */
export function expectXmlSafeMessages(problems: readonly Problem[]): void {
  for (const p of problems) {
    for (const locale of ['en', 'ko'] as const) {
      const message = formatProblem(p, locale);
      check(!XML_FORBIDDEN.test(message), () => `message with a character XML forbids: ${JSON.stringify(message)}`);
    }
  }
}
