// One line per problem, in the reader's language: where, then what.

import type {Problem} from '../model/problem';
import type {Locale, MessageCatalog} from './catalog';
import {en} from './en';
import {ko} from './ko';

const CATALOGS: Record<Locale, MessageCatalog> = {ko, en};

export function formatProblem(problem: Problem, locale: Locale): string {
  const catalog = CATALOGS[locale] ?? CATALOGS.ko;
  const where = catalog.where(problem.row, problem.column);
  const message = catalog.messages[problem.code](problem.params);
  return where ? `${where}: ${message}` : message;
}
