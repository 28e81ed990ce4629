// What find compares, read once per project: each asset's id, name, IP, type and property values,
// lower-cased, split into words, with the initial consonants of each word that has Hangul
// (es-hangul's getChoseong, as the site's search uses it), and all of it in one string, so a
// keystroke can pass over an asset that does not hold the query at all. Kept while the project is
// the same object.

import {getChoseong} from 'es-hangul';
import type {Project} from '../model/types';
import {hasAstral} from './one-edit';

export interface FieldText {
  text: string;
  words: string[];
  /** Each Hangul word's initial consonants; empty without Hangul. */
  choseong: string[];
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
const WORD = /[\p{L}\p{N}]+/gu;
const HANGUL = /[\uac00-\ud7a3]/u;
const ASCII = /^[\x00-\x7f]*$/;
const CHOSEONG_ONLY = /^[\u3131-\u314e]+$/u;

const cache = new WeakMap<Project, {nodes: Project['nodes']; texts: AssetText[]}>();

export function assetTexts(project: Project): AssetText[] {
  const cached = cache.get(project);
  if (cached && cached.nodes === project.nodes) return cached.texts;
  // Types and property values repeat (an owner, a rack row): each is read once. Ids, names and IPs
  // are each their asset's own.
  const shared = new Map<string, Omit<FieldText, 'weight'>>();
  const sharedField = (value: string, weight: number): FieldText => {
    let known = shared.get(value);
    if (!known) {
      known = readValue(value);
      shared.set(value, known);
    }
    return withWeight(known, weight);
  };
  const texts = project.nodes.map((node) => {
    const fields = [withWeight(readValue(node.id), WEIGHTS.id), withWeight(readValue(node.name), WEIGHTS.name)];
    if (node.ip) fields.push(withWeight(readValue(node.ip), WEIGHTS.ip));
    if (node.type) fields.push(sharedField(node.type, WEIGHTS.type));
    for (const key in node.properties) if (node.properties[key]) fields.push(sharedField(node.properties[key], WEIGHTS.property));
    let all = fields[0].text;
    for (let i = 1; i < fields.length; i++) all += '\n' + fields[i].text;
    return {id: node.id, all, fields};
  });
  cache.set(project, {nodes: project.nodes, texts});
  return texts;
}

function readValue(value: string): Omit<FieldText, 'weight'> {
  const text = (ASCII.test(value) ? value : value.normalize('NFC')).toLowerCase();
  const words = text.match(WORD) ?? NO_WORDS;
  const choseong = HANGUL.test(text) ? words.filter((word) => HANGUL.test(word)).map((word) => getChoseong(word)) : NO_WORDS;
  return {text, words, choseong, astral: hasAstral(text)};
}

const NO_WORDS: string[] = [];

/** Every field built by this one literal: one shape, so the comparisons per keystroke stay fast in V8. */
function withWeight(read: Omit<FieldText, 'weight'>, weight: number): FieldText {
  return {text: read.text, words: read.words, choseong: read.choseong, astral: read.astral, weight};
}

/** A query word of Hangul consonants alone (ㄷㅂ): matched against initial consonants. */
export function isChoseongOnly(term: string): boolean {
  return CHOSEONG_ONLY.test(term);
}
