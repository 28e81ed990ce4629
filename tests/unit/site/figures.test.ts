// The measured figures the docs show come from src/data/figures.json (written by the benches through
// bench/figures.ts) by way of <Figure id="..." />, never typed by hand, so that a page cannot drift
// from the latest run (a page once said 0.4 s for 1,000 assets where the bench said 0.23 s).
//
// The rule, on every docs page of both locales (docs/ and i18n/en/docusaurus-plugin-content-docs/current/,
// .md and .mdx; not the blog, whose dated posts keep the figures of their day):
// - Text inside fenced code blocks and inline code spans is skipped, and so are the <Figure /> tags.
// - A hand-typed figure is a number (digits, thousands commas, one decimal point) followed directly,
//   after at most one space, by a unit: `ms`/`밀리초`, `s`/`초`, `MB`, `%`, `×`/`배`. A bare number is
//   never one (counts and sizes without a unit are left alone), and in a range (`28–40ms`) only the
//   number the unit follows is read.
// - It fails when that number equals a figure of the data file in the same unit: ms, MB, % and × by
//   value; seconds by value against the figures recorded in seconds, and against the figures recorded
//   in milliseconds as <Figure format="s"> writes them (231 ms is `0.23` s).
// - ALLOWED lists the few numbers that equal a figure by coincidence, each with the reason.
// And every id a page's <Figure> names (`id`, and `to` for a range) is in the data file.

import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FIGURE_TAG, FIGURES, figureAttributes, figureText} from '../../../src/utils/figures';

const ROOT = path.resolve(__dirname, '../../..');
const DOCS = ['docs', 'i18n/en/docusaurus-plugin-content-docs/current'];
const FENCE = /^\s*(`{3,}|~{3,})/;
const CODE_SPAN = /`+[^`]*`+/g;
const NUMBER_WITH_UNIT = /(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s?(ms|밀리초|MB|s|초|%|×|배)(?![A-Za-z])/g;
const UNIT: Record<string, string> = {ms: 'ms', 밀리초: 'ms', MB: 'MB', s: 's', 초: 's', '%': '%', '×': '×', 배: '×'};

/** Numbers that equal a figure but are not that measurement: page (under its docs folder), the text, why. */
const HEADERS_TIMEOUT = 'the server\'s default headers timeout (10000 ms), a constant of conversion-server/main.ts, not a measurement';
const ALLOWED: Array<{page: string; text: string; why: string}> = [
  {page: 'api/api-key.mdx', text: '10초', why: HEADERS_TIMEOUT},
  {page: 'api/api-key.mdx', text: '10 s', why: HEADERS_TIMEOUT},
];

function pages(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), {withFileTypes: true})) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.mdx?$/.test(entry.name)) found.push(relative);
    }
  };
  DOCS.forEach(walk);
  return found.sort();
}

/** Each line of a page outside fenced code, with its number (1-based). */
function proseLines(file: string): Array<{line: number; text: string}> {
  const out: Array<{line: number; text: string}> = [];
  let fence: string | undefined;
  readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .forEach((text, i) => {
      const open = FENCE.exec(text);
      if (fence) {
        if (open && open[1]!.startsWith(fence) && text.trim() === open[1]) fence = undefined;
      } else if (open) fence = open[1];
      else out.push({line: i + 1, text});
    });
  return out;
}

/** The figures' values as a page would type them, by unit: `ms:231`, `s:0.23`, `×:13.5`. */
function typedValues(): Map<string, string> {
  const values = new Map<string, string>();
  for (const [id, figure] of Object.entries(FIGURES)) {
    if (figure.unit === 'ms') values.set(`s:${Number(figureText(id, {locale: 'en', page: 'test', format: 's'}).replace(/[^\d.]/g, ''))}`, id);
    if (figure.unit === 'count' || figure.unit === 'Mpx²') continue;
    values.set(`${figure.unit}:${figure.value}`, id);
  }
  return values;
}

/** Every hand-typed number that equals a figure, as `page:line: "text" is <id>`. */
function handTypedFigures(files: string[], read = proseLines): string[] {
  const values = typedValues();
  const found: string[] = [];
  for (const file of files) {
    const page = DOCS.reduce((p, dir) => (p.startsWith(`${dir}/`) ? p.slice(dir.length + 1) : p), file);
    for (const {line, text} of read(file)) {
      const prose = text.replace(CODE_SPAN, ' ').replace(FIGURE_TAG, ' ');
      for (const match of prose.matchAll(NUMBER_WITH_UNIT)) {
        const value = Number(`${match[1]!.replace(/,/g, '')}${match[2] ?? ''}`);
        const id = values.get(`${UNIT[match[3]!]}:${value}`);
        if (!id || ALLOWED.some((a) => a.page === page && a.text === match[0])) continue;
        found.push(`${file}:${line}: "${match[0]}" is the figure ${id}: write <Figure id="${id}"${UNIT[match[3]!] === 's' && FIGURES[id]!.unit === 'ms' ? ' format="s"' : ''} />`);
      }
    }
  }
  return found;
}

describe('measured figures on the docs pages', () => {
  const files = pages();

  it('finds the pages of both locales', () => {
    expect(files.filter((f) => f.startsWith('docs/')).length).toBeGreaterThan(20);
    expect(files.filter((f) => f.startsWith('i18n/')).length).toBeGreaterThan(20);
  });

  it('types no figure the data file holds by hand', () => {
    expect(handTypedFigures(files)).toEqual([]);
  });

  it('catches one typed by hand, in either locale, and leaves code, bare numbers and limits alone', () => {
    const lines = (texts: string[]) => () => texts.map((text, i) => ({line: i + 1, text}));
    const ms = FIGURES['engine.total.1000']!.value;
    const seconds = figureText('engine.total.1000', {locale: 'en', page: 'test', format: 's'});
    const found = handTypedFigures(['docs/x.md'], lines([`약 ${seconds.replace(' s', '초')}`, `about ${seconds}`, `${ms} ms`, `\`${ms} ms\``, `${ms} assets`, '50 ms budget']));
    expect(found).toEqual([
      expect.stringMatching(/^docs\/x\.md:1: .*engine\.total\.1000.*format="s"/),
      expect.stringMatching(/^docs\/x\.md:2: /),
      expect.stringMatching(/^docs\/x\.md:3: .*engine\.total\.1000/),
    ]);
  });

  it('names only figures the data file holds', () => {
    const unknown: string[] = [];
    for (const file of files) {
      for (const {line, text} of proseLines(file)) {
        for (const [, attributes = ''] of text.replace(CODE_SPAN, ' ').matchAll(FIGURE_TAG)) {
          const {id, to} = figureAttributes(attributes);
          for (const key of [id, to]) if (key !== undefined && !FIGURES[key]) unknown.push(`${file}:${line}: <Figure id="${key}">`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('holds for each figure a value, a unit it knows, its bench and output line, and when it was measured', () => {
    for (const [id, figure] of Object.entries(FIGURES)) {
      expect(Number.isFinite(figure.value), id).toBe(true);
      expect(['ms', 's', 'MB', '×', '%', 'count', 'Mpx²'], id).toContain(figure.unit);
      expect(figure.bench, id).toMatch(/^npm run bench/);
      expect(figure.line.length, id).toBeGreaterThan(0);
      expect(figure.measured, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
