// An inventory's problems as the command prints them: lines to read, JSON, or GitHub workflow
// annotations. The sentences are the engine's (formatProblem), as the editor shows them.

import {formatProblem} from '../engine';
import type {Locale} from '../i18n';
import {annotation} from './annotations';
import type {LocatedProblem} from './inventory';
import {STDIN} from './read-source';

const SEVERITY: Record<Locale, Record<'error' | 'warning', string>> = {
  ko: {error: '오류', warning: '경고'},
  en: {error: 'error', warning: 'warning'},
};

/** `a.csv: error: Row 4, column "ip": …`, one line each. */
export function problemLines(file: string, problems: readonly LocatedProblem[], locale: Locale): string[] {
  return problems.map((p) => `${file}: ${SEVERITY[locale][p.severity]}: ${formatProblem(p, locale)}`);
}

/** One annotation each; the file is named unless the inventory came from standard input. */
export function problemAnnotations(file: string, problems: readonly LocatedProblem[], locale: Locale): string[] {
  return problems.map((p) =>
    annotation({
      level: p.severity,
      file: file === STDIN ? undefined : file,
      line: p.row,
      col: p.columnNumber,
      title: `palito ${p.code}`,
      message: formatProblem(p, locale),
    }),
  );
}

/** The problems as data, each with its sentence. */
export function problemsJson(file: string, problems: readonly LocatedProblem[], locale: Locale) {
  const count = (severity: string) => problems.filter((p) => p.severity === severity).length;
  return {
    file,
    errors: count('error'),
    warnings: count('warning'),
    problems: problems.map((p) => ({
      severity: p.severity,
      code: p.code,
      row: p.row ?? null,
      column: p.column ?? null,
      columnNumber: p.columnNumber ?? null,
      params: p.params,
      message: formatProblem(p, locale),
    })),
  };
}
