// Words that ask for the API reference: `경로 추적 함수`, `버전 저장 코드`, `trace hook`,
// `NodeStatus type`. A guide and an API page often explain the same thing in the same words; a
// reader who names a function, a hook, a type or code wants the API page.

import {wordStem} from './tokenize';

/** What a hit on an API page scores more when the query asks for the reference. */
export const REFERENCE_BOOST = 1.6;

const REFERENCE_WORDS = new Set([
  '함수', '코드', '훅', '메서드', '메소드', '타입', '인자', '반환값', '시그니처', '프롭', '프롭스',
  'api', 'function', 'functions', 'hook', 'hooks', 'method', 'methods', 'type', 'types', 'signature', 'returns', 'props', 'prop',
  'code', 'programmatically',
]);

/** The API reference's pages, in both locales (sidebars.ts): `/docs/api/…`, `/en/docs/api/…`. */
export function isReferencePage(page: string): boolean {
  return /^(\/[a-z]{2})?\/docs\/api\//.test(page);
}

/** Whether one of the query's words (lower-cased) asks for the reference. */
export function asksForReference(words: readonly string[]): boolean {
  return words.some((word) => REFERENCE_WORDS.has(word) || REFERENCE_WORDS.has(wordStem(word)));
}

/** Raises the hits on API pages when the query asks for the reference. */
export function favourReference<T extends {score: number; page: string}>(hits: readonly T[], words: readonly string[]): void {
  if (!asksForReference(words)) return;
  for (const hit of hits) if (isReferencePage(hit.page)) hit.score *= REFERENCE_BOOST;
}
