// How text becomes search terms, the same for the index (built with the site) and for a query
// (as the reader types). Korean needs more than words split at spaces: particles are attached
// (레이아웃을, 존에서), compounds are written with or without spaces (관계분석 / 관계 분석), and
// English terms and API names are mixed in. So a Korean word gives three kinds of term: the word,
// its stem without a trailing particle, and its syllable pairs (bigrams), which match part of a
// compound and the other spacing. Initial consonants (ㄹㅇㅇ for 레이아웃) are terms of a field of
// their own (choseongTerms). A Latin word gives itself and, for a camelCase API name, its parts.

import {getChoseong} from 'es-hangul';

/** Letters, digits and `_`: everything else separates words. */
export const WORD = /[\p{L}\p{N}_]+/gu;
/** A run of Hangul syllables, or a run of anything else, inside one word (`CSV를` is `CSV` and `를`). */
const SCRIPT_RUN = /[\uAC00-\uD7A3]+|[^\uAC00-\uD7A3]+/g;
const HANGUL_RUN = /^[\uAC00-\uD7A3]+$/;
/** Compatibility jamo consonants (ㄱ…ㅎ): what a reader types for initial-consonant search. */
const CONSONANTS = /^[\u3131-\u314E]+$/;
/** camelCase and PascalCase boundaries: `getAllNodes` → get, All, Nodes; `SVGExport` → SVG, Export. */
const CAMEL_PART = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g;

/**
 * Particles and endings that follow a noun, longest first so that `에서` wins over `서`. Only
 * stripped from a word of two syllables or more, and the word itself stays a term too, so a
 * wrong cut (`추가` is not `추` + `가`) costs a stray term, never a miss.
 */
const PARTICLES = [
  '에서부터', '으로부터', '에게서', '한테서', '이라고', '이라는', '으로서', '으로써', '에서는', '에서도',
  '에서의', '으로는', '에게는', '까지', '부터', '에서', '에게', '한테', '으로', '처럼', '보다', '마다',
  '이나', '이랑', '하고', '라고', '라는', '로서', '로써', '로는', '와는', '과는', '에는', '에도', '입니다',
  '이다', '은', '는', '이', '가', '을', '를', '에', '의', '도', '만', '로', '와', '과', '나', '랑', '께',
];

export function normalize(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** The stem of a Korean word without its trailing particle, or undefined when it has none. */
export function stripParticle(word: string): string | undefined {
  if (word.length < 2) return undefined;
  for (const particle of PARTICLES) {
    if (word.length > particle.length && word.endsWith(particle)) return word.slice(0, -particle.length);
  }
  return undefined;
}

/** A query word as it is looked for in a text: a Korean word without its particle, any other word as it is. */
export function wordStem(word: string): string {
  return isHangul(word) ? (stripParticle(word) ?? word) : word;
}

/** Adjacent syllable pairs: 레이아웃 → 레이, 이아, 아웃. */
export function bigrams(run: string): string[] {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < run.length; i++) pairs.push(run.slice(i, i + 2));
  return pairs;
}

export function isHangul(term: string): boolean {
  return HANGUL_RUN.test(term);
}

export function isConsonants(term: string): boolean {
  return CONSONANTS.test(term);
}

function latinTerms(run: string, terms: string[]): void {
  const whole = normalize(run);
  if (!whole) return;
  terms.push(whole);
  const parts = run.match(CAMEL_PART);
  if (parts && parts.length > 1) for (const part of parts) terms.push(normalize(part));
}

/** What a Korean word (a run of Hangul syllables) adds to the terms. */
export type HangulTerms = (run: string, terms: string[]) => void;

/**
 * Ours: the word, its stem and its pairs. Measured against pairs with the word only and pairs with
 * the stem only (bench/search/tokenizers.ts); this ranked best, so this is what the index uses.
 */
export const wordStemAndPairs: HangulTerms = (run, terms) => {
  terms.push(run);
  const stem = stripParticle(run);
  if (stem) terms.push(stem);
  if (run.length > 2) terms.push(...bigrams(run)); // two syllables are their own only pair
};

/** A tokenizer with the given treatment of Korean words; Latin words and initials as described above. */
export function makeTokenizer(hangulTerms: HangulTerms): (text: string) => string[] {
  return (text) => {
    const terms: string[] = [];
    for (const [word] of text.normalize('NFC').matchAll(WORD)) {
      if (isConsonants(word)) {
        terms.push(word);
        continue;
      }
      let afterLatin = false;
      for (const [run] of word.matchAll(SCRIPT_RUN)) {
        if (!isHangul(run)) latinTerms(run, terms);
        else if (!(afterLatin && PARTICLES.includes(run))) hangulTerms(run, terms); // `CSV를`: 를 is no term
        afterLatin = !isHangul(run);
      }
    }
    return terms;
  };
}

/** The terms of a text, in order, with repeats (the index counts them). */
export const tokenize = makeTokenizer(wordStemAndPairs);

/** The initial consonants of Hangul syllables in their order: 가 is the first of 588 with ㄱ, 까 of ㄲ's. */
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const SYLLABLES_PER_INITIAL = 588;

/**
 * The initial consonants of a run of Hangul syllables (레이아웃 → ㄹㅇㅇㅇ): es-hangul's getChoseong
 * for such a run, computed from the code points, for the snippets, which read every word of a
 * result's text.
 */
export function initialsOf(run: string): string {
  let initials = '';
  for (let i = 0; i < run.length; i++) initials += INITIALS[Math.floor((run.charCodeAt(i) - 0xac00) / SYLLABLES_PER_INITIAL)];
  return initials;
}

/** Initial consonants of each Korean word's stem (레이아웃을 → ㄹㅇㅇ), for the `choseong` field. */
export function choseongTerms(text: string): string[] {
  const terms: string[] = [];
  for (const [word] of text.normalize('NFC').matchAll(WORD)) {
    for (const [run] of word.matchAll(SCRIPT_RUN)) {
      if (!isHangul(run) || run.length < 2) continue;
      const stem = stripParticle(run) ?? run;
      terms.push(getChoseong(stem));
      if (stem !== run) terms.push(getChoseong(run));
    }
  }
  return terms;
}
