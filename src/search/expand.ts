// A query's words through the glossary (glossary.ts): a word the glossary knows also searches
// the other language's words for it, at a lower weight than the words typed. `버전 삭제` then
// also looks for `version` and `delete`, which the title `deleteVersion` is indexed with (its
// camelCase parts); `export` typed on the Korean site also looks for `내보내기`; `아이디` is `id`.

import {GLOSSARY, TRANSLITERATIONS} from './glossary';
import {isHangul, normalize, stripParticle} from './tokenize';

/** An added word's weight, against 1 for each time a word is typed. */
export const EXPANSION_WEIGHT = 0.7;
/** Added words per query word, the first ones: a word is a query's few terms, not a thesaurus. */
const PER_WORD = 4;

function counterpartTable(): Map<string, string[]> {
  const table = new Map<string, string[]>();
  const add = (from: string, to: readonly string[]) => table.set(from, [...new Set([...(table.get(from) ?? []), ...to])]);
  for (const [korean, english] of GLOSSARY) {
    for (const word of korean) add(word, english);
    for (const word of english) add(word, korean);
  }
  for (const [hangul, english] of TRANSLITERATIONS) add(hangul, [english, ...(table.get(english) ?? [])]);
  return table;
}

let table: Map<string, string[]> | undefined;
/** Korean keys of two syllables or more, longest first: a word that begins with one (`삭제하려면`) is found by it. */
let prefixKeys: string[] | undefined;

function lookup(word: string): string[] | undefined {
  table ??= counterpartTable();
  const exact = table.get(word);
  if (exact) return exact;
  if (isHangul(word)) {
    const stem = stripParticle(word);
    if (stem && table.has(stem)) return table.get(stem);
    prefixKeys ??= [...table.keys()].filter((key) => isHangul(key) && key.length >= 2).sort((a, b) => b.length - a.length);
    const key = prefixKeys.find((k) => word.startsWith(k));
    return key ? table.get(key) : undefined;
  }
  // English: a plural or a verb form of a glossary word.
  for (const ending of ['s', 'es', 'ing', 'ed', 'd']) {
    if (word.length > ending.length + 2 && word.endsWith(ending)) {
      const base = table.get(word.slice(0, -ending.length));
      if (base) return base;
    }
  }
  return undefined;
}

/** For each of the query's words, the words to search besides the query's own, each once in all. */
export function expansionsByWord(words: readonly string[]): string[][] {
  const typed = new Set(words.map(normalize));
  const added = new Set<string>();
  return words.map((word) => {
    const mine: string[] = [];
    for (const other of (lookup(normalize(word)) ?? []).slice(0, PER_WORD)) {
      if (typed.has(other) || added.has(other)) continue;
      added.add(other);
      mine.push(other);
    }
    return mine;
  });
}

/** The words to search besides the query's own, each once, in the order of the words they come from. */
export function expansionsOf(words: readonly string[]): string[] {
  return expansionsByWord(words).flat();
}
