// `npm run bench:search [-- --json] [--no-build] [--queries=<file>]`: our search beside
// @easyops-cn/docusaurus-search-local (the usual lunr-based local search for Docusaurus) on the
// same content and the same queries (tests/search/queries.json): recall@5 and MRR@10 per locale, counted as
// tests/e2e/search-recall.spec.ts counts them, recall per kind of query, each engine's index size,
// and the queries each engine missed. Not a test: it prints, it asserts nothing.
//
// - Ours: the real build's build/search-index.json and build/en/search-index.json (`npm run build`
//   first), searched with src/search/search-index.ts as the page does.
// - The plugin: a variant of the site (docusaurus.easyops.config.ts: the real config, our index
//   plugin out, the plugin in with easyops-options.ts) built into bench/out/easyops-site/ from a
//   copy of the site's content in bench/out/easyops-src/. The copy leaves out src/theme/SearchBar
//   and src/pages/search.tsx, which would shadow the plugin's search bar and take its /search
//   route; the real site's files are never touched, and the copy keeps its own .docusaurus/ and
//   bundler cache. `--no-build` reuses the last variant build.
// - The plugin is queried through its own UI, in Chromium: its search page (/search, /en/search),
//   whose input gets each query; the result links are read in order once the page says how many
//   documents it found. The page asks the plugin's worker for up to 100 results; the navbar
//   dropdown asks the same search for 8 (searchResultLimits) and renders no links to read, so the
//   page is the one measured. Links become page paths (origin, query, #anchor and .html dropped;
//   a trailing slash only where the page's path has one), each page once, first place kept.
// - Language: `ko` is a lunr-languages language, so the plugin gets `language: ['ko', 'en']`;
//   lunr.ko is a trimmer that keeps Hangul and a stop-word list, with no stemmer and no word
//   segmentation: a Korean word is indexed with its particle attached. The plugin never indexes
//   the home page (/, /en/), so queries that expect only it cannot be found by the plugin.

import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {chromium, type Page} from '@playwright/test';
import {loadIndex, pagesOf, searchPages, type IndexFile} from '../../src/search/search-index';
import {EASYOPS_OPTIONS} from './easyops-options';
import {freePort} from '../site/serve';
import {measureRecall, QUERIES_FILE, readQueries, type Recall, type SearchQuery} from '../../tests/search/recall';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const QUERIES = path.resolve(process.argv.find((a) => a.startsWith('--queries='))?.slice('--queries='.length) ?? QUERIES_FILE);
const REAL_BUILD = path.join(ROOT, 'build');
const VARIANT_CONFIG = path.join(ROOT, 'bench/search/docusaurus.easyops.config.ts');
const VARIANT_SRC = path.join(ROOT, 'bench/out/easyops-src');
const VARIANT_OUT = path.join(ROOT, 'bench/out/easyops-site');
const VARIANT_LOG = path.join(ROOT, 'bench/out/easyops-build.log');
const DOCUSAURUS_BIN = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const INDEX_FILE = 'search-index.json';
/** What the site's build reads, relative to the site; docusaurus.config.ts stays where it is (the variant imports it). */
const SITE_CONTENT = ['blog', 'docs', 'i18n', 'src', 'static', 'sidebars.ts', 'site.constants.ts', 'package.json', 'tsconfig.json'];
const LEFT_OUT = ['src/theme/SearchBar', 'src/pages/search.tsx'];
const LOCALES = [
  {locale: 'ko', prefix: ''},
  {locale: 'en', prefix: '/en'},
] as const;
type Locale = (typeof LOCALES)[number]['locale'];
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const QUERY_TIMEOUT_MS = 30_000;

type Engine = 'ours' | 'easyops';

interface Figures extends Recall {
  indexBytes: number;
  indexGzipBytes: number;
}

const json = process.argv.includes('--json');
const noBuild = process.argv.includes('--no-build');
const log = (line = '') => console.log(line);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function figures(list: readonly SearchQuery[], pagesFor: (query: SearchQuery) => string[], indexFiles: readonly string[]): Figures {
  const bytes = indexFiles.map((file) => fs.readFileSync(file));
  return {
    ...measureRecall(list, pagesFor),
    indexBytes: bytes.reduce((sum, b) => sum + b.length, 0),
    indexGzipBytes: bytes.reduce((sum, b) => sum + gzipSync(b).length, 0),
  };
}

/** A fresh copy of the site's content, without our search bar and search page; the bundler's cache in it survives. */
function copySite(): void {
  fs.mkdirSync(VARIANT_SRC, {recursive: true});
  const leftOut = new Set(LEFT_OUT.map((p) => path.join(ROOT, p)));
  for (const entry of SITE_CONTENT) {
    const target = path.join(VARIANT_SRC, entry);
    fs.rmSync(target, {recursive: true, force: true});
    fs.cpSync(path.join(ROOT, entry), target, {recursive: true, filter: (source) => !leftOut.has(source)});
  }
}

function buildVariant(): number {
  const started = performance.now();
  copySite();
  fs.rmSync(VARIANT_OUT, {recursive: true, force: true});
  // `npx docusaurus build`, without npx: from the copy (it has a package.json of its own) npx could
  // look beyond this install. The copy as working directory: Rspack puts its persistent cache
  // under the cwd's node_modules/.cache, away from the real site's.
  const result = spawnSync(process.execPath, [DOCUSAURUS_BIN, 'build', VARIANT_SRC, '--config', VARIANT_CONFIG, '--out-dir', VARIANT_OUT], {
    cwd: VARIANT_SRC,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  fs.writeFileSync(VARIANT_LOG, `${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (result.status !== 0) {
    const tail = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-30).join('\n');
    fail(`The variant build with @easyops-cn/docusaurus-search-local failed (${path.relative(ROOT, VARIANT_LOG)}):\n${tail}`);
  }
  return performance.now() - started;
}

async function serve(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', String(port), '--host', '127.0.0.1'], {cwd: ROOT, stdio: 'ignore'});
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).status < 500) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`nothing answers on port ${port}`);
}

/** A result link as a page path of the query file: `/docs/intro/`, `/en/docs/api/edge`, `/blog/welcome`. */
function pageOf(href: string, known: ReadonlySet<string>): string {
  let page = decodeURIComponent(new URL(href).pathname).replace(/\.html$/, '').replace(/\/index$/, '/');
  if (page.length > 1) page = page.replace(/\/+$/, '');
  return known.has(`${page}/`) ? `${page}/` : page;
}

/** Types the query into the plugin's search page and reads its result links, best first. */
async function easyopsLinks(page: Page, q: string): Promise<string[]> {
  const input = page.locator('input[type="search"][name="q"]');
  // The count paragraph ("N documents found" / "No documents were found") is there only while the
  // page holds results: gone for an empty query, back once this query's results have arrived.
  const status = page.locator('.container.margin-vert--lg > p');
  await input.fill('');
  await status.waitFor({state: 'detached', timeout: QUERY_TIMEOUT_MS});
  await input.fill(q);
  await status.waitFor({state: 'attached', timeout: QUERY_TIMEOUT_MS});
  return page.locator('.container.margin-vert--lg > section article h2 a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
}

function pct(x: number): string {
  return x.toFixed(3);
}

function kB(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} kB`;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  const started = performance.now();
  for (const {prefix} of LOCALES) {
    if (!fs.existsSync(path.join(REAL_BUILD, prefix, INDEX_FILE))) fail(`build${prefix}/${INDEX_FILE} is missing: run \`npm run build\` first.`);
  }
  if (!fs.existsSync(QUERIES)) fail(`${path.relative(ROOT, QUERIES)} is missing.`);
  const queries = readQueries(QUERIES);

  let buildMs: number | null = null;
  if (noBuild && fs.existsSync(path.join(VARIANT_OUT, INDEX_FILE))) log(`Reusing the variant build in ${path.relative(ROOT, VARIANT_OUT)}/ (--no-build).`);
  else {
    log('Building the site with @easyops-cn/docusaurus-search-local (both locales)...');
    buildMs = buildVariant();
    log(`Variant built in ${(buildMs / 1000).toFixed(0)} s: ${path.relative(ROOT, VARIANT_OUT)}/`);
  }
  for (const {prefix} of LOCALES) {
    const file = path.join(VARIANT_OUT, prefix, INDEX_FILE);
    // Our plugin writes the same file name; an array is the plugin's format.
    if (!fs.existsSync(file) || !Array.isArray(JSON.parse(fs.readFileSync(file, 'utf8')))) fail(`${path.relative(ROOT, file)} is not @easyops-cn/docusaurus-search-local's index.`);
  }

  const results: Record<string, Record<Engine, Figures>> = {};
  const port = await freePort();
  const server = await serve(VARIANT_OUT, port);
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS});
  try {
    for (const {locale, prefix} of LOCALES) {
      const list = queries[locale] ?? [];
      const ourFile = path.join(REAL_BUILD, prefix, INDEX_FILE);
      const ourIndex = loadIndex(JSON.parse(fs.readFileSync(ourFile, 'utf8')) as IndexFile);
      const known = new Set([...list.flatMap((query) => query.expect), ...Object.values(ourIndex.toJSON().storedFields).map((stored) => String(stored?.page))]);
      const ours = figures(list, (query) => pagesOf(searchPages(ourIndex, query.q)), [ourFile]);

      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(`http://127.0.0.1:${port}${prefix}/search`);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      const easyopsPages = new Map<string, string[]>();
      for (const query of list) {
        const links = await easyopsLinks(page, query.q).catch((error: unknown) => {
          throw new Error(`[${locale}] the plugin's search page gave no answer to "${query.q}"`, {cause: error});
        });
        easyopsPages.set(query.q, [...new Set(links.map((href) => pageOf(href, known)))]);
      }
      await page.close();
      if (errors.length) log(`[${locale}] errors on the plugin's search page: ${errors.join('; ')}`);
      const easyops = figures(list, (query) => easyopsPages.get(query.q) ?? [], [path.join(VARIANT_OUT, prefix, INDEX_FILE)]);
      results[locale] = {ours, easyops};
    }
  } finally {
    await browser.close();
    server.kill();
  }

  const totalMs = performance.now() - started;
  log();
  log(`Queries: ${path.relative(ROOT, QUERIES)} (${LOCALES.map(({locale}) => `${locale} ${queries[locale]?.length ?? 0}`).join(', ')}).`);
  log(`easyops = @easyops-cn/docusaurus-search-local, language ${JSON.stringify(EASYOPS_OPTIONS.language)} (Korean: lunr-languages \`ko\`, a Hangul trimmer and stop words, no stemming, no word segmentation), measured on its /search page.`);
  for (const {locale, prefix} of LOCALES) {
    const homeOnly = (queries[locale] ?? []).filter((query) => query.expect.every((p) => p === `${prefix}/`)).length;
    if (homeOnly) log(`[${locale}] ${homeOnly} quer${homeOnly === 1 ? 'y expects' : 'ies expect'} only the home page, which the plugin does not index.`);
  }
  log();
  const rows = LOCALES.flatMap(({locale}) =>
    (['ours', 'easyops'] as const).map((engine) => {
      const f = results[locale][engine];
      return [locale, engine, String(f.queries), pct(f.recallAt5), pct(f.mrrAt10), `${f.indexBytes} (${kB(f.indexBytes)})`, `${f.indexGzipBytes} (${kB(f.indexGzipBytes)})`];
    }),
  );
  log(table(['locale', 'engine', 'queries', 'recall@5', 'MRR@10', 'index bytes', 'gzip bytes'], rows));
  for (const {locale} of LOCALES) {
    const {ours, easyops} = results[locale];
    const kinds = [...new Set([...Object.keys(ours.byKind), ...Object.keys(easyops.byKind)])];
    const share = (f: Figures, kind: string) => {
      const k = f.byKind[kind];
      return k ? `${k.found}/${k.n} ${pct(k.found / k.n)}` : '-';
    };
    log();
    log(`Recall@5 by kind (${locale}):`);
    log(table(['kind', 'ours', 'easyops'], kinds.map((kind) => [kind, share(ours, kind), share(easyops, kind)])));
  }
  for (const {locale} of LOCALES) {
    for (const engine of ['ours', 'easyops'] as const) {
      const {misses} = results[locale][engine];
      log();
      log(`Missed by ${engine} (${locale}): ${misses.length}`);
      for (const miss of misses) log(`  "${miss.q}" (${miss.kind}): wanted ${miss.expect.join(' or ')}, got ${miss.got.join(', ') || 'nothing'}`);
    }
  }
  log();
  log(`Done in ${(totalMs / 1000).toFixed(0)} s${buildMs === null ? '' : ` (variant build ${(buildMs / 1000).toFixed(0)} s)`}.`);
  if (json) {
    const summary = Object.fromEntries(
      Object.entries(results).map(([locale, engines]) => [
        locale,
        Object.fromEntries(Object.entries(engines).map(([engine, f]) => [engine, {...f, misses: f.misses.map((m) => m.q)}])),
      ]),
    );
    console.log(JSON.stringify({queriesFile: path.relative(ROOT, QUERIES), easyopsOptions: EASYOPS_OPTIONS, measuredOn: '/search page', buildMs, totalMs, results: summary}));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
