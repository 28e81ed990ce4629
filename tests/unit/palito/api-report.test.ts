// The API report (packages/palito/api-report.md, `npm run api-report`) and the API pages against the
// package's exports, so that neither can drift from what `palito`, `palito/engine`, `palito/server`
// and `palito/export` really export.
//
// Documented, the rule: a name (an export of an entry point, or a member of PalitoApi, the object
// usePalito() returns) is documented in a locale when some page under that locale's api/ folder
// (docs/api/** in Korean, i18n/en/docusaurus-plugin-content-docs/current/api/** in English) names it
// as an identifier in its inline code (`DiagramSvgInput`, `usePalito().toSvg()`, `<Palito>`), in a
// heading or in its `title:`. Fenced code blocks do not count (an example uses a name; it does not
// document it). A type that is only a part of another (DiagramChanges of DiagramFileInput) may live on
// its parent's page, but it is named there like any other, so the same rule holds for it. Exports
// that had no API page when this test was written are listed in support/undocumented-exports.ts,
// which may only shrink.
//
// Titles: a title is read as a list of identifiers when every comma-separated part of it is one
// ("deleteVersion", "toSvg, toPng", "Node") in this locale and in the other locale's page at the same
// path (a title that the other locale translates into words, FAQ / 자주 묻는 질문, is prose). Each
// identifier it names must be an export or a PalitoApi member.
//
// One TypeScript program serves all three tests (about 4 s on this machine; the rest takes milliseconds).

import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {readEntryExports, type EntryExports} from '../../../scripts/api-report/exports';
import {createPackageProgram, entryPoints, REPO_ROOT} from '../../../scripts/api-report/program';
import {palitoApiMembers, renderApiReport, REPORT_FILE} from '../../../scripts/api-report/render';
import {readApiPages, titleIdentifiers, type ApiPage} from './support/api-pages';
import {changedLines} from './support/line-diff';
import {UNDOCUMENTED_EXPORTS} from './support/undocumented-exports';

const LOCALES = {ko: 'docs/api', en: 'i18n/en/docusaurus-plugin-content-docs/current/api'} as const;
type Locale = keyof typeof LOCALES;

let program: ReturnType<typeof createPackageProgram>;
let entries: EntryExports[];
let apiMembers: string[];
const pages = {ko: readApiPages(REPO_ROOT, LOCALES.ko), en: readApiPages(REPO_ROOT, LOCALES.en)};

beforeAll(() => {
  program = createPackageProgram();
  entries = readEntryExports(program, entryPoints());
  apiMembers = palitoApiMembers(program, entries).map((line) => /^\w+/.exec(line)![0]);
});

function documentedIn(locale: Locale, name: string): boolean {
  return pages[locale].some((page) => page.names.has(name));
}

/** The page at the same path in the other locale. */
function twin(page: ApiPage, locale: Locale): ApiPage | undefined {
  const other: Locale = locale === 'ko' ? 'en' : 'ko';
  const relative = path.relative(LOCALES[locale], page.file);
  return pages[other].find((p) => path.relative(LOCALES[other], p.file) === relative);
}

describe('the API report', () => {
  it('is what the sources give now', () => {
    const checkedIn = fs.readFileSync(path.join(REPO_ROOT, REPORT_FILE), 'utf8');
    const generated = renderApiReport(program);
    if (generated === checkedIn) return;
    const lines = changedLines(checkedIn, generated);
    expect.fail(`${REPORT_FILE} is out of date: run npm run api-report and commit it. Changed lines (- in the file, + from the sources):\n${lines.join('\n')}`);
  });
});

describe('the API pages', () => {
  it('document every export of every entry point and every usePalito() member, in both locales', () => {
    const names = [...entries.flatMap(({entry, items}) => items.map((item) => [entry, item.name])), ...apiMembers.map((m) => ['usePalito()', m])];
    const missing = [...new Map(names.map(([entry, name]) => [`${entry} ${name}`, {entry, name}])).values()].flatMap(({entry, name}) => {
      const locales = (Object.keys(LOCALES) as Locale[]).filter((locale) => !documentedIn(locale, name));
      if (locales.length === 0 || UNDOCUMENTED_EXPORTS[entry]?.includes(name)) return [];
      return [`${entry} ${name}: on no API page in ${locales.map((l) => `${l} (${LOCALES[l]}/**)`).join(' or ')}`];
    });
    expect(missing, 'name each in inline code, a heading or the title of an API page (the rule atop this test)').toEqual([]);
  });

  it('leave the list of undocumented exports only names that are exported and still undocumented', () => {
    const exported = new Map(entries.map(({entry, items}) => [entry, new Set(items.map((item) => item.name))]));
    const stale = Object.entries(UNDOCUMENTED_EXPORTS).flatMap(([entry, names]) =>
      names.flatMap((name) => {
        if (!exported.get(entry)?.has(name)) return [`${entry} ${name}: no longer exported; take it off UNDOCUMENTED_EXPORTS`];
        const documented = (Object.keys(LOCALES) as Locale[]).every((locale) => documentedIn(locale, name));
        return documented ? [`${entry} ${name}: now on an API page in both locales; take it off UNDOCUMENTED_EXPORTS`] : [];
      }),
    );
    expect(stale, 'tests/unit/palito/support/undocumented-exports.ts').toEqual([]);
  });

  it('have titles that name only exports and usePalito() members', () => {
    const known = new Set([...entries.flatMap((e) => e.items.map((i) => i.name)), ...apiMembers]);
    const wrong = (Object.keys(LOCALES) as Locale[]).flatMap((locale) =>
      pages[locale].flatMap((page) => {
        const named = titleIdentifiers(page.title);
        const other = twin(page, locale);
        if (!named || (other && !titleIdentifiers(other.title))) return [];
        return named.filter((name) => !known.has(name)).map((name) => `${page.file}: title "${page.title}" names ${name}, which is neither an export nor a usePalito() member`);
      }),
    );
    expect(wrong).toEqual([]);
  });
});
