// t(locale, key, params): the library's own translation function. Palito runs outside Docusaurus
// too, so it cannot use Docusaurus's <Translate>.

import {xmlSafe} from '../model';
import {en} from './en';
import {ko, type MessageKey} from './ko';

export type Locale = 'ko' | 'en';
export type MessageParams = Record<string, string | number>;

const CATALOGS: Record<Locale, Record<MessageKey, string>> = {ko, en};

export function resolveLocale(locale: unknown): Locale {
  return locale === 'en' ? 'en' : 'ko';
}

/**
 * `{name}` is replaced by the parameter; `{name:one|other}` picks a word by it (`{count:asset|assets}`
 * reads "asset" for 1 and "assets" otherwise), for languages that inflect for number. Parameters
 * are the file's text (names, ids): the characters XML forbids are left out, as everywhere Palito
 * writes into the page.
 */
export function t(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = (CATALOGS[locale] ?? ko)[key] ?? ko[key] ?? key;
  const has = (name: string) => Object.prototype.hasOwnProperty.call(params, name);
  return template
    .replace(/\{(\w+):([^|{}]*)\|([^|{}]*)\}/g, (match, name: string, one: string, other: string) =>
      has(name) ? (Number(params[name]) === 1 ? one : other) : match,
    )
    .replace(/\{(\w+)\}/g, (match, name: string) => (has(name) ? xmlSafe(String(params[name])) : match));
}

/** Milliseconds as the footer shows them: `850ms` under a second, `1.2초` / `1.2 s` above. */
export function formatDuration(locale: Locale, ms: number): string {
  if (ms < 1000) return t(locale, 'unit.ms', {value: Math.round(ms)});
  return t(locale, 'unit.s', {value: (ms / 1000).toFixed(ms < 10_000 ? 1 : 0)});
}
