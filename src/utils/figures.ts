// The measured figures the docs show (src/data/figures.json, written by the benches through
// bench/figures.ts), and how a page writes one: <Figure id="engine.total.1000" format="s" /> is
// "0.23초" on a Korean page and "0.23 s" on an English one. Shared by the docs' remark plugin that
// puts the text in each page (src/plugins/figures-in-text/), the pages' Markdown
// (src/plugins/llms-txt/mdx-to-markdown.ts) and the test that no page types a figure by hand
// (tests/unit/site/figures.test.ts), so all three agree.

import data from '../data/figures.json';

/** The unit a bench records a figure in: what it prints. `count` and `Mpx²` are shown as bare numbers. */
export type FigureUnit = 'ms' | 's' | 'MB' | '×' | '%' | 'count' | 'Mpx²';
export type FigureRecord = {value: number; unit: FigureUnit; bench: string; line: string; measured: string; commit: string};
/** How a page shows a figure: `s` turns milliseconds into seconds; `number` leaves the unit to a table's header. */
export type FigureFormat = 'ms' | 's' | 'MB' | 'x' | 'percent' | 'number';

export const FIGURES = data as Record<string, FigureRecord>;

const DEFAULT_FORMAT: Record<FigureUnit, FigureFormat> = {ms: 'ms', s: 's', MB: 'MB', '×': 'x', '%': 'percent', count: 'number', 'Mpx²': 'number'};
/** Korean engineers write the unit against the number (0.23초, 231ms); English puts a space before it, but not before ×. */
const SUFFIX: Record<'ko' | 'en', Record<FigureFormat, string>> = {
  ko: {ms: 'ms', s: '초', MB: 'MB', x: '배', percent: '%', number: ''},
  en: {ms: ' ms', s: ' s', MB: ' MB', x: '×', percent: ' %', number: ''},
};

/** Thousands separated by commas in both locales, without Intl: its first call loads ICU's number data on the page's thread. */
export function groupDigits(text: string): string {
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Seconds as people read them: two significant digits below 10 s (0.23, 1.2, 5.2), one decimal above (15.6). */
function seconds(value: number): string {
  return value < 10 ? String(Number(value.toPrecision(2))) : value.toFixed(1);
}

function numberText(figure: FigureRecord, format: FigureFormat, id: string): string {
  if (format === 's' && figure.unit === 'ms') return seconds(figure.value / 1000);
  if (format === 'ms' && figure.unit === 's') return String(Math.round(figure.value * 1000));
  if (format === 'ms') return String(Math.round(figure.value));
  // A ratio to the baseline is printed to two decimals (0.10×), a speed-up to one (13.5×).
  if (figure.unit === '×' && figure.value < 1) return figure.value.toFixed(2);
  if (format !== 'number' && format !== DEFAULT_FORMAT[figure.unit]) throw new Error(`<Figure id="${id}" format="${format}">: the figure is in ${figure.unit}`);
  return String(figure.value);
}

export type FigureOptions = {locale: string; page: string; format?: FigureFormat; to?: string};

function lookUp(id: string, page: string): FigureRecord {
  const figure = FIGURES[id];
  if (!figure) throw new Error(`<Figure id="${id}"> on ${page}: no such figure in src/data/figures.json (a bench's recordFigure() writes it; see bench/figures.ts)`);
  return figure;
}

/** The figure as the page's locale writes it; with `to`, the range from one figure to the other ("28–40ms"). Throws for an unknown id. */
export function figureText(id: string, {locale, page, format, to}: FigureOptions): string {
  const figure = lookUp(id, page);
  const shown = format ?? DEFAULT_FORMAT[figure.unit];
  const suffix = SUFFIX[locale === 'ko' ? 'ko' : 'en'][shown];
  const from = groupDigits(numberText(figure, shown, id));
  if (to === undefined) return from + suffix;
  return `${from}–${groupDigits(numberText(lookUp(to, page), shown, to))}${suffix}`;
}

/** `<Figure ... />` written in a page's text; its attributes are plain strings. */
export const FIGURE_TAG = /<Figure\b([^>]*?)\/>/g;
const ATTRIBUTE = /(\w+)=(?:"([^"]*)"|'([^']*)')/g;

export function figureAttributes(attributes: string): {id: string; format?: FigureFormat; to?: string} {
  const found: Record<string, string> = {};
  for (const [, name = '', double, single] of attributes.matchAll(ATTRIBUTE)) found[name] = double ?? single ?? '';
  return {id: found.id ?? '', format: found.format as FigureFormat | undefined, to: found.to};
}

/** The line with each `<Figure ... />` replaced by its text, for the pages' Markdown. */
export function replaceFigureTags(line: string, locale: string, page: string): string {
  return line.replace(FIGURE_TAG, (_, attributes: string) => {
    const {id, format, to} = figureAttributes(attributes);
    return figureText(id, {locale, page, format, to});
  });
}
