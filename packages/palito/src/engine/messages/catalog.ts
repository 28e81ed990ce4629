// The shape both message catalogues fill: one sentence per problem code, plus how to say "where".

import type {ColumnKey} from '../model/columns';
import type {Problem, ProblemCode} from '../model/problem';
import {groupDigits} from '../util/group-digits';

export type Locale = 'ko' | 'en';

export interface MessageCatalog {
  /** "Row 5, column “zone”" / "5행 ‘존’ 열"; '' for file-level problems. */
  where(row: number | undefined, column: string | undefined): string;
  /** How the catalogue names a contract column in running text. */
  field: Record<ColumnKey, string>;
  messages: Record<ProblemCode, (params: Problem['params']) => string>;
}

/** Reads a string param; messages never show `undefined`. */
export function text(value: Problem['params'][string] | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** A count as the reader writes it: 50,000 / 50,000 (both locales group by thousands). */
export function count(value: Problem['params'][string] | undefined): string {
  return typeof value === 'number' ? groupDigits(value) : text(value);
}

/** Bytes in megabytes, one decimal below 10 MB: "5 MB", "1,144 MB", "0.1 MB". */
export function megabytes(value: Problem['params'][string] | undefined): string {
  if (typeof value !== 'number') return text(value);
  const mb = value / (1024 * 1024);
  const rounded = mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb);
  return `${groupDigits(rounded)} MB`;
}
