// What find compares, read once per project: each asset's id, name, IP, type and property values,
// lower-cased, split into words, with the initial consonants of each word that has Hangul
// (es-hangul's getChoseong, as the site's search uses it), and all of it in one string, so a
// keystroke can pass over an asset that does not hold the query at all. Kept while the project is
// the same object.

import {getChoseong} from 'es-hangul';
import type {Project} from '../model/types';
import {hasAstral} from './one-edit';

/**
 * Between two words in a field's `words` and `choseong`. Words are letters and digits, and query
 * words have no control characters between their letters, so a query word is never found across one.
 */
export const WORD_BREAK = '\u0000';

export interface FieldText {
  text: string;
  /**
   * The text's words, one string with a WORD_BREAK between two (the text itself when it is one
   * word). One string rather than an array of them: the index of 20,000 assets is read in one go
   * while the page is idle, and its objects are all still young when the first keystroke's garbage
   * collection copies them, so fewer objects make that keystroke shorter.
   */
  words: string;
  /** Each Hangul word's initial consonants, as `words`; empty without Hangul. */
  choseong: string;
  /** Whether a letter is beyond the Basic Multilingual Plane (two UTF-16 units): one-letter typos then count letters, not units. */
  astral: boolean;
  /** How much a match in this field counts. */
  weight: number;
}

export interface AssetText {
  id: string;
  /** Every field's text, one after the other: a query found nowhere in it is in no field. */
  all: string;
  fields: FieldText[];
}

/** An id or name names the asset; an IP nearly does; a type or a property value describes it. */
const WEIGHTS = {id: 1, name: 1, ip: 0.9, type: 0.7, property: 0.6} as const;
/** The weight of the fields that count most. */
export const MAX_WEIGHT = Math.max(...Object.values(WEIGHTS));
const WORD = /[\p{L}\p{N}]+/gu;
const HANGUL = /[\uac00-\ud7a3]/u;
const ASCII = /^[\x00-\x7f]*$/;
const CHOSEONG_ONLY = /^[\u3131-\u314e]+$/u;

const cache = new WeakMap<Project, {nodes: Project['nodes']; texts: AssetText[]}>();

export function assetTexts(project: Project): AssetText[] {
  const cached = cache.get(project);
  if (cached && cached.nodes === project.nodes) return cached.texts;
  // Types and property values repeat (an owner, a rack row): each is read once, and its field is one
  // object shared by every asset that has it. Ids, names and IPs are each their asset's own.
  const shared = new Map<string, FieldText>();
  const sharedField = (value: string, weight: number): FieldText => {
    const key = `${weight}\u0000${value}`;
    let known = shared.get(key);
    if (!known) shared.set(key, (known = withWeight(readValue(value), weight)));
    return known;
  };
  const texts = project.nodes.map((node) => {
    const fields = [withWeight(readValue(node.id), WEIGHTS.id), withWeight(readValue(node.name), WEIGHTS.name)];
    if (node.ip) fields.push(withWeight(readValue(node.ip), WEIGHTS.ip));
    if (node.type) fields.push(sharedField(node.type, WEIGHTS.type));
    for (const key in node.properties) if (node.properties[key]) fields.push(sharedField(node.properties[key], WEIGHTS.property));
    return {id: node.id, all: allOf(fields), fields};
  });
  cache.set(project, {nodes: project.nodes, texts});
  return texts;
}

/**
 * The fields' texts in one flat string. Joined once rather than added up: each `+=` keeps a rope
 * object until the string is first searched, and the index is read in one go while the page is
 * idle, so all of it is still young when the first keystroke's garbage collection copies it.
 */
function allOf(fields: readonly FieldText[]): string {
  if (fields.length === 1) return fields[0].text;
  const texts = new Array<string>(fields.length);
  for (let i = 0; i < fields.length; i++) texts[i] = fields[i].text;
  return texts.join('\n');
}

function readValue(value: string): Omit<FieldText, 'weight'> {
  const text = (ASCII.test(value) ? value : value.normalize('NFC')).toLowerCase();
  if (WHOLE_WORD.test(text)) return {text, words: text, choseong: HANGUL.test(text) ? getChoseong(text) : '', astral: hasAstral(text)};
  const words = text.match(WORD) ?? [];
  const choseong = HANGUL.test(text) ? words.filter((word) => HANGUL.test(word)).map((word) => getChoseong(word)) : [];
  return {text, words: words.join(WORD_BREAK), choseong: choseong.join(WORD_BREAK), astral: hasAstral(text)};
}

/** A text that is one word (most ids): its own words. */
const WHOLE_WORD = /^[\p{L}\p{N}]+$/u;

/** Calls `each` with every word of a field's `words` or `choseong` (at build time: it copies each word out). */
export function forEachWord(words: string, each: (word: string) => void): void {
  if (words) for (const word of words.split(WORD_BREAK)) each(word);
}

/** Every field built by this one literal: one shape, so the comparisons per keystroke stay fast in V8. */
function withWeight(read: Omit<FieldText, 'weight'>, weight: number): FieldText {
  return {text: read.text, words: read.words, choseong: read.choseong, astral: read.astral, weight};
}

/** A query word of Hangul consonants alone (ㄷㅂ): matched against initial consonants. */
export function isChoseongOnly(term: string): boolean {
  return CHOSEONG_ONLY.test(term);
}
