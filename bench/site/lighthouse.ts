// Lighthouse 12 for the site bench: installed on first use into bench/out/lighthouse/ (gitignored;
// it is too large for the project's dependencies), run through its CLI, one run per page, in
// Debian's Chromium, with Lighthouse's defaults: the mobile form factor (a Moto G Power's screen)
// and simulated throttling (slow 4G, the CPU 4x slower).

import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../tests/e2e/support/chromium';

export const LIGHTHOUSE_VERSION = '12.2.3';
const CACHE_DIR = fileURLToPath(new URL('../out/lighthouse/', import.meta.url));
const CLI = path.join(CACHE_DIR, 'node_modules/lighthouse/cli/index.js');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// A run takes 15-90 s here, more under load; past this it is taken for stuck.
const RUN_TIMEOUT_MS = 300_000;

export interface Audit {
  /** Category scores, 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  warnings: string[];
}

function installedVersion(): string | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(CACHE_DIR, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

/** Installs Lighthouse into bench/out/lighthouse/ unless the right version is there. */
export function ensureLighthouse(log: (line: string) => void): void {
  if (installedVersion() === LIGHTHOUSE_VERSION) return;
  log(`Installing Lighthouse ${LIGHTHOUSE_VERSION} into ${path.relative(process.cwd(), CACHE_DIR)}/ (once)...`);
  fs.mkdirSync(CACHE_DIR, {recursive: true});
  // A package.json of its own, so npm installs here and not into the repository's workspace.
  fs.writeFileSync(path.join(CACHE_DIR, 'package.json'), JSON.stringify({name: 'bench-lighthouse', private: true}, null, 2));
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', `lighthouse@${LIGHTHOUSE_VERSION}`], {cwd: CACHE_DIR, encoding: 'utf8'});
  if (result.status !== 0 || installedVersion() !== LIGHTHOUSE_VERSION) {
    throw new Error(`Could not install Lighthouse ${LIGHTHOUSE_VERSION}:\n${(result.stderr ?? '').trim()}`);
  }
}

/** One Lighthouse run of `url`; the full report is written to `reportFile`. */
export async function runLighthouse(url: string, reportFile: string): Promise<Audit> {
  fs.mkdirSync(path.dirname(reportFile), {recursive: true});
  fs.rmSync(reportFile, {force: true});
  const args = [
    CLI,
    url,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${reportFile}`,
    `--chrome-flags=${['--headless=new', ...CHROMIUM_ARGS].join(' ')}`,
    '--quiet',
  ];
  const child = spawn(process.execPath, args, {env: {...process.env, CHROME_PATH: CHROMIUM_PATH}, stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  // SIGINT first: Lighthouse's Chromium launcher closes its browser on it (SIGKILL would leave it behind).
  const timers = [setTimeout(() => child.kill('SIGINT'), RUN_TIMEOUT_MS), setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS + 15_000)];
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  for (const timer of timers) clearTimeout(timer);
  if (code === null) throw new Error(`Lighthouse did not finish ${url} within ${RUN_TIMEOUT_MS / 1000} s`);
  if (code !== 0 || !fs.existsSync(reportFile)) throw new Error(`Lighthouse failed on ${url} (exit ${code}):\n${stderr.trim().split('\n').slice(-15).join('\n')}`);
  const lhr = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave ${url} no ${id} score (an audit failed to run: see ${reportFile})`);
    return Math.round(value * 100);
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings ?? [],
  };
}
