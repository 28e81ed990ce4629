// `npm run bench:site [-- --runs=N] [--pages=<path|kind>,...] [--no-stock] [--no-build] [--json]`: the
// site as a reader gets it (issue 12), beside a stock Docusaurus 3.10.2 classic site built the same way.
//
// For each site, in this order, one thing at a time (the machine must be otherwise idle):
// 1. the cold production build of both locales: `DOCUSAURUS_NO_PERSISTENT_CACHE=true npx docusaurus
//    build --out-dir <dir>` after removing the generated files and the out dir (ours into
//    bench/out/site-build/, the stock site's into bench/out/stock-build/);
// 2. that build served by nginx with deploy/nginx.conf (scripts/serve-nginx.mjs; serve.mjs, with a
//    warning, when there is no nginx; for the stock site the file's CSP allows its own inline scripts
//    rather than ours, bench/site/serve.ts) and audited by Lighthouse 12 (bench/site/lighthouse.ts), one
//    run per page, mobile profile and throttling (its defaults): the four category scores, LCP, TBT
//    and CLS, the median of --runs runs for each figure;
// 3. the first-load JavaScript of its landing and docs pages in Chromium (tests/first-load/, as the
//    first-load test measures it: every script until hydrated and the network idle, data saver on
//    so nothing is prefetched, gzip level 9), each page in a fresh browser context.
// Then issue 12's budgets as PASS/FAIL lines. Not a test: it prints, it exits 0 whatever the budgets.
//
// --pages: our paths (`/en/docs/intro/installation`), the stock site's (`/docs/intro`) or kinds
// (`landing`, `docs`, `live-example`, `blog`, `long-post`); a page brings its counterpart on the
// other site. --no-build reuses the last builds (no build time then; a site without one is built).
// --no-stock: ours only.
// Reports: bench/out/site-lighthouse/<site>/<page>-<run>.json; build logs: bench/out/<site>-build.log.

import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../tests/e2e/support/chromium';
import {firstLoadScripts, gzipBytes, turnOnSaveData} from '../../tests/first-load/first-load';
import {ensureLighthouse, LIGHTHOUSE_VERSION, runLighthouse, type Audit} from './lighthouse';
import {serveBuild, serverKind, type ServerKind} from './serve';
import {ensureStockSite, STOCK_VERSION} from './stock-site';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = path.join(ROOT, 'bench/out');
const REPORTS = path.join(OUT, 'site-lighthouse');
const PALITO_DIST = path.join(ROOT, 'packages/palito/dist');
/**
 * Our build's generated files go to a directory of their own rather than `.docusaurus`: removing the
 * checkout's `.docusaurus` would break a dev server or build running beside the bench. Just as cold.
 */
const OUR_GENERATED_DIR = '.docusaurus-bench-site';

/** Lighthouse runs per page and run before that run is given up (its failures, not the page's). */
const LIGHTHOUSE_ATTEMPTS = 2;
const BUDGETS = {performance: 95, accessibility: 100, bestPractices: 100, seo: 100, liveExampleTbtMs: 200, coldBuildS: 90};

type SiteId = 'ours' | 'stock';
type Kind = 'landing' | 'docs' | 'live-example' | 'blog' | 'long-post';

interface PageSpec {
  kind: Kind;
  locale: 'ko' | 'en';
  ours: string;
  /** The stock site's equivalent page; none for a live example. */
  stock: string | null;
}

/** Our pages and the stock site's equivalents, per locale (the long post: blog/'s longest, 24 kB). */
const KINDS: {kind: Kind; ours: string; stock: string | null}[] = [
  {kind: 'landing', ours: '/', stock: '/'},
  {kind: 'docs', ours: '/docs/intro/installation', stock: '/docs/intro'},
  {kind: 'live-example', ours: '/docs/api/components/palito', stock: null},
  {kind: 'blog', ours: '/blog', stock: '/blog'},
  {kind: 'long-post', ours: '/blog/long-blog-post', stock: '/blog/long-blog-post'},
];
const LOCALES = [
  {locale: 'ko', prefix: ''},
  {locale: 'en', prefix: '/en'},
] as const;
const PAGES: PageSpec[] = LOCALES.flatMap(({locale, prefix}) =>
  KINDS.map(({kind, ours, stock}) => ({
    kind,
    locale,
    ours: prefix + ours,
    stock: stock === null ? null : prefix + stock,
  })),
);
/** The pages whose first-load JavaScript is measured. */
const FIRST_LOAD_KINDS: Kind[] = ['landing', 'docs'];

interface PageFigures {
  path: string;
  kind: Kind;
  /** Median of the runs that finished; null when none did. */
  audit: Omit<Audit, 'warnings'> | null;
  runs: number;
}

interface FirstLoad {
  path: string;
  kind: Kind;
  scripts: number;
  gzipBytes: number;
}

interface SiteFigures {
  site: SiteId;
  buildMs: number | null;
  pages: PageFigures[];
  firstLoad: FirstLoad[];
}

const log = (line = '') => console.log(line);

function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

function selectPages(list: string | undefined): PageSpec[] {
  if (!list) return PAGES;
  const wanted = list.split(',').map((p) => normalise(p.trim()));
  const pages = PAGES.filter((page) => wanted.some((w) => w === page.kind || w === normalise(page.ours) || (page.stock !== null && w === normalise(page.stock))));
  if (pages.length === 0) throw new Error(`--pages=${list} matches none of the pages: ${PAGES.map((p) => p.ours).join(', ')} (or a kind: ${KINDS.map((k) => k.kind).join(', ')})`);
  return pages;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The cold build of both locales, timed; the build's output goes to bench/out/<site>-build.log. */
function coldBuild(site: SiteId, siteDir: string, outDir: string, generatedDir: string): number {
  fs.rmSync(path.join(siteDir, generatedDir), {recursive: true, force: true});
  fs.rmSync(outDir, {recursive: true, force: true});
  const logFile = path.join(OUT, `${site}-build.log`);
  const env = {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', DOCUSAURUS_GENERATED_FILES_DIR_NAME: generatedDir};
  const started = performance.now();
  const result = spawnSync('npx', ['--no-install', 'docusaurus', 'build', '--out-dir', outDir], {cwd: siteDir, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  const ms = performance.now() - started;
  fs.writeFileSync(logFile, `${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (result.status !== 0) throw new Error(`The ${site} build failed (${path.relative(ROOT, logFile)}):\n${(result.stderr ?? '').trim().split('\n').slice(-20).join('\n')}`);
  return ms;
}

function medianAudit(audits: Audit[]): Omit<Audit, 'warnings'> | null {
  if (audits.length === 0) return null;
  const of = (key: Exclude<keyof Audit, 'warnings'>) => median(audits.map((a) => a[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

const slug = (p: string) => p.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'index';

/** Serves one site's build, audits its pages and measures their first-load JavaScript. */
async function measureSite(site: SiteId, buildDir: string, pages: {path: string; kind: Kind}[], runs: number, server: ServerKind, warnings: Set<string>) {
  // The stock site's inline scripts are not ours: nginx gets our file with its hashes instead (serve.ts).
  const served = await serveBuild(buildDir, server, site === 'ours' ? undefined : site);
  try {
    const audits = new Map<string, Audit[]>(pages.map((p) => [p.path, []]));
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        // Once more when Lighthouse itself fails (under load it sometimes loses the trace: NO_NAVSTART).
        for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt++) {
          const started = performance.now();
          try {
            const audit = await runLighthouse(served.origin + page.path, path.join(REPORTS, site, `${slug(page.path)}-${run}.json`));
            audits.get(page.path)!.push(audit);
            for (const w of audit.warnings) warnings.add(w);
            log(`  ${site} ${page.path} run ${run}/${runs}: performance ${audit.performance}, TBT ${Math.round(audit.tbtMs)} ms (${((performance.now() - started) / 1000).toFixed(0)} s)`);
            break;
          } catch (error) {
            log(`  ${site} ${page.path} run ${run}/${runs}, attempt ${attempt}/${LIGHTHOUSE_ATTEMPTS}: ${(error as Error).message}`);
          }
        }
      }
    }
    const firstLoad: FirstLoad[] = [];
    const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
    try {
      for (const page of pages.filter((p) => FIRST_LOAD_KINDS.includes(p.kind))) {
        // A fresh context: nothing cached from the page before.
        const context = await browser.newContext();
        const tab = await context.newPage();
        await turnOnSaveData(tab);
        const scripts = await firstLoadScripts(tab, served.origin + page.path);
        firstLoad.push({path: page.path, kind: page.kind, scripts: scripts.length, gzipBytes: gzipBytes(scripts)});
        await context.close();
      }
    } finally {
      await browser.close();
    }
    return {
      pages: pages.map((p): PageFigures => ({path: p.path, kind: p.kind, audit: medianAudit(audits.get(p.path)!), runs: audits.get(p.path)!.length})),
      firstLoad,
    };
  } finally {
    await served.stop();
  }
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits));
const kB = (bytes: number) => round(bytes / 1024, 1);

function printTables(sites: SiteFigures[]): void {
  log('\nCold build, both locales:');
  console.table(sites.map((s) => ({site: s.site, 'build (s)': s.buildMs === null ? 'not built (--no-build)' : round(s.buildMs / 1000, 1)})));
  log('Lighthouse (mobile, simulated throttling; medians):');
  console.table(
    sites.flatMap((s) =>
      s.pages.map((p) => {
        const a = p.audit;
        if (!a) return {site: s.site, page: p.path, runs: 0};
        return {
          site: s.site,
          page: p.path,
          performance: a.performance,
          accessibility: a.accessibility,
          'best practices': a.bestPractices,
          SEO: a.seo,
          'LCP (ms)': round(a.lcpMs),
          'TBT (ms)': round(a.tbtMs),
          CLS: round(a.cls, 3),
          runs: p.runs,
          'CPU index': round(a.benchmarkIndex),
        };
      }),
    ),
  );
  const firstLoad = sites.flatMap((s) => s.firstLoad.map((f) => ({site: s.site, page: f.path, scripts: f.scripts, 'gzip (kB)': kB(f.gzipBytes)})));
  if (firstLoad.length === 0) return log('First-load JavaScript: not measured (no landing or docs page in --pages).');
  log('First-load JavaScript (data saver on, until the network is idle; gzip -9):');
  console.table(firstLoad);
}

interface Check {
  pass: boolean | null;
  text: string;
}

function budgets(ours: SiteFigures, stock: SiteFigures | null, pages: PageSpec[]): Check[] {
  const checks: Check[] = [];
  const check = (pass: boolean | null, text: string) => checks.push({pass, text});
  for (const p of ours.pages) {
    const a = p.audit;
    if (!a) {
      check(null, `${p.path}: Lighthouse scores (no run finished)`);
      continue;
    }
    const pass = a.performance >= BUDGETS.performance && a.accessibility >= BUDGETS.accessibility && a.bestPractices >= BUDGETS.bestPractices && a.seo >= BUDGETS.seo;
    check(pass, `${p.path}: performance ${a.performance} (budget ${BUDGETS.performance}), accessibility ${a.accessibility} (${BUDGETS.accessibility}), best practices ${a.bestPractices} (${BUDGETS.bestPractices}), SEO ${a.seo} (${BUDGETS.seo})`);
  }
  for (const p of ours.pages.filter((page) => page.kind === 'live-example')) {
    if (p.audit) check(p.audit.tbtMs <= BUDGETS.liveExampleTbtMs, `${p.path} (live example): TBT ${round(p.audit.tbtMs)} ms <= ${BUDGETS.liveExampleTbtMs} ms`);
    else check(null, `${p.path} (live example): TBT (no run finished)`);
  }
  for (const spec of pages.filter((p) => p.kind === 'docs')) {
    const mine = ours.firstLoad.find((f) => f.path === spec.ours);
    const theirs = stock?.firstLoad.find((f) => f.path === spec.stock);
    if (mine && theirs) check(mine.gzipBytes <= theirs.gzipBytes, `${spec.ours} first-load JS ${kB(mine.gzipBytes)} kB <= the stock site's ${spec.stock} ${kB(theirs.gzipBytes)} kB (gzip)`);
    else check(null, `${spec.ours} first-load JS <= the stock site's docs page (the stock site not measured)`);
  }
  if (ours.buildMs !== null) check(ours.buildMs / 1000 <= BUDGETS.coldBuildS, `cold build of both locales ${round(ours.buildMs / 1000, 1)} s <= ${BUDGETS.coldBuildS} s`);
  else check(null, `cold build <= ${BUDGETS.coldBuildS} s (--no-build)`);
  return checks;
}

async function main(): Promise<void> {
  const started = performance.now();
  const runs = Number(argument('runs') ?? 1);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${argument('runs')}`);
  const pages = selectPages(argument('pages'));
  const withStock = !process.argv.includes('--no-stock');
  const noBuild = process.argv.includes('--no-build');
  const json = process.argv.includes('--json');
  if (!fs.existsSync(PALITO_DIST)) throw new Error('packages/palito/dist is missing: run `npm run build:palito` first.');

  const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
  log(`Load average at the start: ${load()} (${os.cpus().length} cores). Figures are only worth comparing on an otherwise idle machine.`);
  const server = serverKind();
  if (server.warning) log(`WARNING: ${server.warning}`);
  ensureLighthouse(log);
  const stockDir = withStock ? ensureStockSite(log) : null;

  const builds: {site: SiteId; siteDir: string; outDir: string; generatedDir: string}[] = [
    {site: 'ours', siteDir: ROOT, outDir: path.join(OUT, 'site-build'), generatedDir: OUR_GENERATED_DIR},
    ...(stockDir ? [{site: 'stock' as const, siteDir: stockDir, outDir: path.join(OUT, 'stock-build'), generatedDir: '.docusaurus'}] : []),
  ];
  const buildMs = new Map<SiteId, number | null>();
  for (const b of builds) {
    if (noBuild && fs.existsSync(path.join(b.outDir, 'index.html'))) {
      log(`Reusing the last build of ${b.site === 'ours' ? 'our site' : 'the stock site'} in ${path.relative(ROOT, b.outDir)}/ (--no-build).`);
      buildMs.set(b.site, null);
      continue;
    }
    log(`Building ${b.site === 'ours' ? 'our site' : 'the stock site'} cold (both locales)...`);
    const ms = coldBuild(b.site, b.siteDir, b.outDir, b.generatedDir);
    buildMs.set(b.site, ms);
    log(`  ${(ms / 1000).toFixed(1)} s`);
  }

  const warnings = new Set<string>();
  const sites: SiteFigures[] = [];
  for (const b of builds) {
    const list = pages.flatMap((p) => {
      const pagePath = b.site === 'ours' ? p.ours : p.stock;
      return pagePath === null ? [] : [{path: pagePath, kind: p.kind}];
    });
    log(`Measuring ${b.site === 'ours' ? 'our site' : 'the stock site'} (${list.length} pages, ${runs} Lighthouse run${runs > 1 ? 's' : ''} each, ${server.kind})...`);
    sites.push({site: b.site, buildMs: buildMs.get(b.site) ?? null, ...(await measureSite(b.site, b.outDir, list, runs, server.kind, warnings))});
  }

  printTables(sites);
  if (warnings.size) log(`Lighthouse warned:\n${[...warnings].map((w) => `  - ${w}`).join('\n')}`);
  const stockNote = withStock ? `; the stock site is create-docusaurus@${STOCK_VERSION} classic with future.faster and ko + en` : '';
  log(`Lighthouse ${LIGHTHOUSE_VERSION}, served by ${server.kind}${stockNote}.`);
  log(`Load average at the end: ${load()}. Took ${((performance.now() - started) / 60_000).toFixed(1)} min.\n`);

  const ours = sites.find((s) => s.site === 'ours')!;
  const checks = budgets(ours, sites.find((s) => s.site === 'stock') ?? null, pages);
  for (const c of checks) log(`${c.pass === null ? 'SKIP' : c.pass ? 'PASS' : 'FAIL'}  ${c.text}`);
  if (json) {
    log(JSON.stringify({lighthouse: LIGHTHOUSE_VERSION, server: server.kind, runs, loadAverage: os.loadavg(), sites, budgets: checks}));
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
