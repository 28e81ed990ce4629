// The stock Docusaurus site the bench compares ours with: `create-docusaurus@3.10.2 ... classic
// --typescript`, as a new user gets it, made once into bench/out/stock-site/ (gitignored) and reused.
//
// Changed in its docusaurus.config.ts, and nothing else, so that it is built like ours:
// - `future: {v4: true}` becomes `future: {v4: true, faster: true}` (Rspack and the SWC/Lightning CSS
//   toolchain, as ours; the template already depends on @docusaurus/faster);
// - `i18n: {defaultLocale: 'en', locales: ['en']}` becomes `{defaultLocale: 'ko', locales: ['ko', 'en']}`:
//   two locales, Korean at the root and English under /en/, as ours. The template has no Korean
//   text, so both locales show its English pages (the theme's own labels are translated).

import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const STOCK_VERSION = '3.10.2';
const OUT_DIR = fileURLToPath(new URL('../out/', import.meta.url));
export const STOCK_DIR = path.join(OUT_DIR, 'stock-site');
/** Written once the site is made, configured and installed: its presence means "reuse it". */
const READY_FILE = path.join(STOCK_DIR, '.bench-ready');

const CONFIG_CHANGES: {from: RegExp; to: string; what: string}[] = [
  {from: /future: \{\s*v4: true,[^}]*\}/, to: 'future: {v4: true, faster: true}', what: 'the future flags'},
  {from: /i18n: \{\s*defaultLocale: 'en',\s*locales: \['en'\],\s*\}/, to: "i18n: {defaultLocale: 'ko', locales: ['ko', 'en']}", what: 'the locales'},
];

function run(command: string, args: string[], cwd: string, what: string): void {
  const result = spawnSync(command, args, {cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-20).join('\n');
    throw new Error(`${what} failed (${command} ${args.join(' ')}):\n${output}`);
  }
}

function configure(): void {
  const file = path.join(STOCK_DIR, 'docusaurus.config.ts');
  let config = fs.readFileSync(file, 'utf8');
  for (const change of CONFIG_CHANGES) {
    if (!change.from.test(config)) throw new Error(`The template's docusaurus.config.ts has changed: ${change.what} (${change.from}) not found in ${file}`);
    config = config.replace(change.from, change.to);
  }
  fs.writeFileSync(file, config);
  const pkg = JSON.parse(fs.readFileSync(path.join(STOCK_DIR, 'package.json'), 'utf8'));
  if (pkg.dependencies?.['@docusaurus/faster'] !== STOCK_VERSION) throw new Error(`The template no longer depends on @docusaurus/faster ${STOCK_VERSION}`);
}

/** The stock site, made, configured and installed; reused when a previous run finished making it. */
export function ensureStockSite(log: (line: string) => void): string {
  if (fs.existsSync(READY_FILE)) return STOCK_DIR;
  log(`Making the stock site (create-docusaurus@${STOCK_VERSION} classic --typescript, then npm install) in ${path.relative(process.cwd(), STOCK_DIR)}/ (once)...`);
  fs.rmSync(STOCK_DIR, {recursive: true, force: true});
  fs.mkdirSync(OUT_DIR, {recursive: true});
  run('npx', ['--yes', `create-docusaurus@${STOCK_VERSION}`, path.basename(STOCK_DIR), 'classic', OUT_DIR, '--typescript', '--skip-install'], OUT_DIR, 'create-docusaurus');
  configure();
  run('npm', ['install', '--no-audit', '--no-fund'], STOCK_DIR, 'npm install in the stock site');
  fs.writeFileSync(READY_FILE, `create-docusaurus@${STOCK_VERSION} classic --typescript; future.faster and i18n ko+en set\n`);
  return STOCK_DIR;
}
