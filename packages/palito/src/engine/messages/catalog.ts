// The shape both message catalogues fill: one sentence per problem code, plus how to say "where".

import type {ColumnKey} from '../model/columns';
import type {Problem, ProblemCode} from '../model/problem';

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
