// `npm run test:consumers`: the packed palito tarball, installed as a user installs it, in projects
// made from scratch in a temporary folder outside the repository:
//
//   - the tarball itself: dist (JavaScript, .d.ts, style.css, vendored elkjs) and package.json only;
//   - a Vite 6 + React 19 app and a Vite 6 + React 18.3 app: strict typecheck, vite build, and the
//     built app in Chromium (the sample drawn with 39 assets, laid out in the package's Web Worker,
//     usePalito() working from a child, palito/style.css applied, no console errors); the React 19
//     app under `vite` (the dev server) too;
//   - a plain Node ESM project: palito/engine converts the sample, palito/server answers over HTTP;
//     and in it, the `palito` command run through `npx palito` (support/cli.mjs).
//
// Set PALITO_CONSUMERS_KEEP=1 to keep the temporary folder (it is kept anyway when a test fails);
// every command's output is in a .log file there.

import assert from 'node:assert/strict';
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {palitoDistIsFresh} from '../../scripts/palito-dist-fresh.mjs';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../e2e/support/chromium.ts';
import {REACT_APPS, writeNodeApp, writeReactApp} from './support/apps.mjs';
import {describeCli} from './support/cli.mjs';
import {cleanEnv, once, run, serveStatic} from './support/process.mjs';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const SAMPLE_CSV = fs.readFileSync(path.join(REPO, 'static/samples/assets-sample.csv'), 'utf8');
/** Asset rows in the sample (the header line aside). */
const SAMPLE_ASSETS = SAMPLE_CSV.trim().split('\n').length - 1;
const NPM_INSTALL = ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];

const ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'palito-consumers-'));
const log = (name) => path.join(ROOT, `${name}.log`);
let failed = false;

/** A test that marks the run failed (so the folder is kept for a look) when it throws. */
function check(name, options, fn) {
  test(name, {timeout: 300_000, ...options}, async (t) => {
    try {
      await fn(t);
    } catch (error) {
      if (!options.todo) failed = true;
      throw error;
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Every step is started as soon as what it needs is ready (the three installs run side by side,
// each app's typecheck beside its build); the tests await the steps and judge their results.

const pack = once(async () => {
  // `npm pack -w palito` runs prepack, which builds dist/ first; not when dist/ is as its sources
  // make it (npm test has just built it, or the install did), so that the site's build can read
  // dist/ beside these tests (scripts/test-all.mjs).
  const fresh = palitoDistIsFresh();
  const noBuild = fresh ? ['--ignore-scripts'] : [];
  const {stdout, seconds} = await run('npm', ['pack', '-w', 'palito', ...noBuild, '--pack-destination', ROOT, '--json'], {
    cwd: REPO,
    env: process.env,
    log: log('pack'),
  });
  // prepack's own output comes first on stdout; npm's JSON report is the array after it.
  const report = JSON.parse(stdout.slice(stdout.search(/^\[/m)))[0];
  const tarball = path.join(ROOT, report.filename);
  const unpacked = path.join(ROOT, 'unpacked');
  fs.mkdirSync(unpacked);
  execFileSync('tar', ['xzf', tarball, '-C', unpacked]);
  const entries = execFileSync('tar', ['tzf', tarball], {encoding: 'utf8'}).trim().split('\n');
  return {tarball, report, entries, dir: path.join(unpacked, 'package'), seconds, fresh};
});

const reactApps = REACT_APPS.map((app) => {
  const dir = path.join(ROOT, app.name);
  const install = once(async () => {
    const {tarball} = await pack();
    writeReactApp(dir, app, {tarball, sampleCsv: SAMPLE_CSV});
    return run('npm', NPM_INSTALL, {cwd: dir, log: log(`${app.name}-install`)});
  });
  const typecheck = once(async () => {
    await install();
    return run('npx', ['--no-install', 'tsc', '--noEmit', '-p', '.'], {cwd: dir, log: log(`${app.name}-tsc`)});
  });
  const build = once(async () => {
    await install();
    return run('npx', ['--no-install', 'vite', 'build'], {cwd: dir, log: log(`${app.name}-build`)});
  });
  return {...app, dir, install, typecheck, build};
});

const nodeDir = path.join(ROOT, 'node-esm');
const nodeApp = {
  install: once(async () => {
    const {tarball} = await pack();
    writeNodeApp(nodeDir, {tarball, sampleCsv: SAMPLE_CSV});
    return run('npm', NPM_INSTALL, {cwd: nodeDir, log: log('node-esm-install')});
  }),
};
nodeApp.check = once(async () => {
  await nodeApp.install();
  const {stdout, seconds} = await run(process.execPath, ['check.mjs'], {cwd: nodeDir, log: log('node-esm-check')});
  return {findings: JSON.parse(stdout.trim().split('\n').at(-1)), seconds};
});
nodeApp.typecheck = once(async () => {
  await nodeApp.install();
  return run('npx', ['--no-install', 'tsc', '-p', '.'], {cwd: nodeDir, log: log('node-esm-tsc')});
});

const browser = once(() => chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS}));

before(() => {
  for (const app of reactApps) {
    app.typecheck();
    app.build();
  }
  nodeApp.check();
  nodeApp.typecheck();
  browser();
});

after(async () => {
  const opened = await browser().catch(() => null);
  await opened?.close();
  const keep = failed || process.env.PALITO_CONSUMERS_KEEP === '1';
  if (keep) console.log(`\nconsumer projects and logs kept in ${ROOT}`);
  else fs.rmSync(ROOT, {recursive: true, force: true});
});

// ---------------------------------------------------------------------------------------------

describe('npm pack -w palito', () => {
  check('writes the tarball, dist/ built first unless it is fresh', {}, async (t) => {
    const {tarball, report, seconds, fresh} = await pack();
    assert.equal(path.basename(tarball), `palito-${report.version}.tgz`);
    assert.ok(fs.existsSync(tarball));
    const built = fresh ? `not built again: ${fresh}` : 'with the build';
    t.diagnostic(`${report.filename}: ${kB(report.size)} packed, ${kB(report.unpackedSize)} unpacked, ${report.entryCount} files (${seconds.toFixed(1)} s, ${built})`);
  });

  check('holds dist and package.json only', {}, async () => {
    const {entries} = await pack();
    // The vendored elkjs keeps its licence beside it (EPL-2.0, or GPL-3.0-or-later).
    const allowed = /^package\/(package\.json|README\.md|CHANGELOG\.md|LICENSE(\.md)?|dist\/.+\.(js|d\.ts)|dist\/style\.css|dist\/vendor\/elkjs\/LICENSE\.md)$/;
    assert.deepEqual(entries.filter((entry) => !allowed.test(entry)), [], 'files other than dist/*.js, *.d.ts, style.css, elkjs licence, package.json, README, CHANGELOG, LICENSE');
    const sources = entries.filter((entry) => /\.(ts|tsx|mts|cts)$/.test(entry) && !/\.d\.(ts|mts|cts)$/.test(entry));
    assert.deepEqual(sources, [], 'TypeScript sources');
    const tests = entries.filter((entry) => /(\.test\.|\.spec\.|\/tests?\/|\/__tests__\/|fixtures?\/|\.map$|tsbuildinfo)/.test(entry));
    assert.deepEqual(tests, [], 'tests, fixtures, source maps or build info');
    assert.deepEqual(entries.filter((entry) => entry.includes('node_modules')), [], 'node_modules');
  });

  check('has every export target, the layout worker and vendored elkjs', {}, async () => {
    const {entries, dir} = await pack();
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const targets = [manifest.main, manifest.types];
    const collect = (value) => {
      if (typeof value === 'string') targets.push(value);
      else if (value) Object.values(value).forEach(collect);
    };
    collect(manifest.exports);
    for (const subpath of ['.', './engine', './server', './style.css']) {
      assert.ok(manifest.exports[subpath], `exports has ${subpath}`);
    }
    for (const target of targets) {
      assert.ok(entries.includes(`package/${target.replace(/^\.\//, '')}`), `${target} is in the tarball`);
    }
    assert.ok(entries.includes('package/dist/engine/worker/layout.worker.js'), 'the layout worker');
    assert.ok(entries.includes('package/dist/engine/layout/elk/elk.worker.js'), 'the ELK helper worker');
    assert.ok(entries.includes('package/dist/vendor/elkjs/lib/elk.bundled.js'), 'elkjs, vendored');
    assert.equal(manifest.bin?.palito, './dist/cli/main.js', 'the palito command');
    assert.match(fs.readFileSync(path.join(dir, 'dist/cli/main.js'), 'utf8'), /^#!\/usr\/bin\/env node\n/, 'the command starts with #!');
    const client = fs.readFileSync(path.join(dir, 'dist/engine/worker/client.js'), 'utf8');
    assert.match(client, /new Worker\(new URL\("\.\/layout\.worker\.js", import\.meta\.url\)/, 'client.js creates its worker with the pattern bundlers recognise');
    const runners = fs.readFileSync(path.join(dir, 'dist/engine/layout/elk/elk-runners.js'), 'utf8');
    assert.match(runners, /new Worker\(new URL\("\.\/elk\.worker\.js", import\.meta\.url\)/, 'elk-runners.js creates its helpers with the pattern bundlers recognise');
  });

  check('imports only its dependencies, peers and Node built-ins', {}, async () => {
    const {dir, entries} = await pack();
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    // The optional one (@resvg/resvg-js) only by the command's PNG, in an import() that says what to install when it is missing.
    const declared = new Set(['dependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) => Object.keys(manifest[field] ?? {})));
    const undeclared = new Set();
    for (const entry of entries.filter((e) => e.endsWith('.js') && !e.includes('/vendor/'))) {
      const code = fs.readFileSync(path.join(ROOT, 'unpacked', entry), 'utf8');
      for (const [, specifier] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)) {
        if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
        if (!declared.has(name)) undeclared.add(`${name} (${entry})`);
      }
    }
    assert.deepEqual([...undeclared], [], 'bare imports of packages not in dependencies, peerDependencies or optionalDependencies');
  });
});

for (const app of reactApps) {
  describe(app.label, () => {
    check('npm installs the tarball with React and Vite', {}, async (t) => {
      const {seconds} = await app.install();
      const installed = (name) => JSON.parse(fs.readFileSync(path.join(app.dir, 'node_modules', name, 'package.json'), 'utf8')).version;
      const versions = ['palito', 'react', 'react-dom', 'vite', '@vitejs/plugin-react', 'typescript', '@types/react'].map((name) => `${name} ${installed(name)}`);
      t.diagnostic(`${versions.join(', ')} (${seconds.toFixed(1)} s)`);
      const react = installed('react');
      assert.equal(react.split('.')[0], app.dependencies.react.replace(/^\D+/, '').split('.')[0], 'React major');
    });

    check('typechecks in strict mode against the package types', {}, async (t) => {
      const {seconds} = await app.typecheck();
      t.diagnostic(`tsc --noEmit -p . (${seconds.toFixed(1)} s)`);
    });

    check('builds with vite, the layout worker as its own chunk', {}, async (t) => {
      const {seconds} = await app.build();
      const assets = fs.readdirSync(path.join(app.dir, 'dist/assets'));
      const workers = assets.filter((name) => /^layout\.worker[-.].*\.js$/.test(name));
      assert.equal(workers.length, 1, `one layout worker chunk in dist/assets (${assets.join(', ')})`);
      assert.equal(assets.filter((name) => /^elk\.worker[-.].*\.js$/.test(name)).length, 1, `one ELK helper chunk in dist/assets (${assets.join(', ')})`);
      assert.ok(assets.some((name) => name.endsWith('.css')), 'a stylesheet in dist/assets');
      t.diagnostic(`vite build (${seconds.toFixed(1)} s): ${assets.length} files in dist/assets, worker ${workers[0]}`);
    });

    check('draws the built app in Chromium, laid out in a worker', {}, async (t) => {
      await app.build();
      const server = await serveStatic(path.join(app.dir, 'dist'));
      const context = await (await browser()).newContext({viewport: {width: 1400, height: 1000}});
      try {
        const result = await inBrowser(context, server.url, path.join(ROOT, `${app.name}.png`));
        t.diagnostic(`drawn in ${(result.ms / 1000).toFixed(1)} s; worker ${result.workers.join(', ')}`);
      } finally {
        await context.close();
        await server.close();
      }
    });

    if (app !== reactApps[0]) return;
    // `vite` (the dev server, with its dependency optimizer) for one app: what a user runs first.
    let dev;
    check('vite dev server: draws the sample, usePalito() and the stylesheet work', {}, async (t) => {
      await app.build(); // one heavy job at a time on small machines
      const server = await startViteDev(app.dir, log(`${app.name}-dev`));
      const context = await (await browser()).newContext({viewport: {width: 1400, height: 1000}});
      try {
        dev = await inBrowser(context, server.url, path.join(ROOT, `${app.name}-dev.png`), {workerRequired: false});
        t.diagnostic(`drawn in ${(dev.ms / 1000).toFixed(1)} s; layout worker ${dev.workerRan ? 'ran' : `did not load (${dev.workerLoadFailures.join('; ') || 'no request'}), laid out on the page`}`);
      } finally {
        await context.close();
        await server.close();
      }
    });
    // Known gap, kept visible: Vite 6's dependency optimizer copies palito into node_modules/.vite/deps
    // without its workers (vitejs/vite#8427), so under `vite` the workers' URLs are 404s and Palito
    // lays out on the page instead (its fallback). `vite build` is not affected. Drop `todo` once fixed.
    check('vite dev server: the layout runs in the worker', {todo: "Vite 6's dep optimizer loses the worker file (vitejs/vite#8427)"}, async () => {
      assert.ok(dev, 'the dev server test ran');
      assert.ok(dev.workerRan, `the layout worker ran under vite dev (${dev.workerLoadFailures.join('; ') || 'no worker request'})`);
    });
  });
}

describe('Node ESM project (palito/engine, palito/server)', () => {
  check('npm installs the tarball alone', {}, async () => {
    await nodeApp.install();
    assert.ok(fs.existsSync(path.join(nodeDir, 'node_modules/palito/package.json')));
  });

  check('generateTopology converts the sample', {}, async () => {
    const {findings} = await nodeApp.check();
    assert.deepEqual(findings.engine, {ok: true, nodes: SAMPLE_ASSETS, laidOutNodes: SAMPLE_ASSETS, problems: []});
  });

  check('createConversionHandler answers over node:http: 200 with the right key, 401 without', {}, async () => {
    const {findings} = await nodeApp.check();
    assert.equal(findings.headers.apiKey, 'X-API-Key');
    assert.deepEqual(findings.goodKey, {
      status: 200,
      contentType: findings.goodKey.contentType,
      ok: true,
      nodes: SAMPLE_ASSETS,
      laidOutNodes: SAMPLE_ASSETS,
    });
    assert.match(findings.goodKey.contentType ?? '', /^application\/json/);
    assert.deepEqual(findings.wrongKey, {status: 401, code: 'invalid-api-key'});
  });

  check('createConversionPool converts a large file in a process of its own, then closes and lets Node exit', {}, async () => {
    const {findings} = await nodeApp.check();
    assert.deepEqual(findings.largeFile, {status: 200, nodes: SAMPLE_ASSETS, closed: true});
  });

  // The .d.ts files' relative imports carry `.js` (scripts/build.mjs adds them), as Node's own
  // resolution requires in an ESM package: without it every type from palito/engine and
  // palito/server would silently be `any` (the @ts-expect-error lines in types.mts catch that).
  check('typechecks with moduleResolution NodeNext, types not `any`', {}, async (t) => {
    const {seconds} = await nodeApp.typecheck();
    t.diagnostic(`tsc -p . (${seconds.toFixed(1)} s)`);
  });
});

describeCli({describe, check, app: {dir: nodeDir, install: nodeApp.install}, sampleCsv: SAMPLE_CSV});

// ---------------------------------------------------------------------------------------------

/** `vite` in an app folder on a free port; resolves once it answers. */
async function startViteDev(dir, logFile) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(dir, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: dir,
    env: cleanEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}/`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.writeFileSync(logFile, output);
  };
  for (const deadline = Date.now() + 30_000; ; ) {
    if (child.exitCode !== null) throw new Error(`vite dev server exited with ${child.exitCode}:\n${output}`);
    const up = await fetch(url).then((response) => response.ok, () => false);
    if (up) return {url, close};
    if (Date.now() > deadline) {
      await close();
      throw new Error(`vite dev server did not answer at ${url} within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function kB(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/**
 * Opens the built app and checks what a user sees. Records every Worker the page creates and the
 * messages it gets back from each, before any of the app's code runs.
 */
async function inBrowser(context, url, screenshot, {workerRequired = true} = {}) {
  await context.addInitScript(() => {
    const seen = [];
    window.__workers = seen;
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(scriptUrl, options) {
        super(scriptUrl, options);
        const record = {url: String(scriptUrl), type: options?.type ?? 'classic', messages: [], sawSample: false};
        seen.push(record);
        this.addEventListener('message', (event) => {
          record.messages.push(String(event.data?.type ?? typeof event.data));
          if (!record.sawSample) record.sawSample = JSON.stringify(event.data ?? null).includes('edge-rtr-01');
        });
      }
    };
  });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.stack ?? error}`));
  // Where the worker may fail (vite dev), its failed load is noted apart; anything else is an error.
  const workerLoadFailures = [];
  // Palito's two worker files: the layout worker and the ELK helper it starts (engine/layout/elk/elk-runners.ts).
  const failedLoad = (url, text) => (!workerRequired && /(layout|elk)\.worker/.test(url) ? workerLoadFailures : errors).push(text);
  page.on('requestfailed', (request) => failedLoad(request.url(), `request failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) failedLoad(response.url(), `HTTP ${response.status()}: ${response.url()}`);
  });
  const workers = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));

  const started = Date.now();
  try {
    await page.goto(url);
    // onLayout told the app: 39 assets in All View.
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="layout-info"]')?.textContent?.startsWith(`${n} assets`),
      SAMPLE_ASSETS,
      {timeout: 60_000},
    );
    const ms = Date.now() - started;
    await page.waitForFunction((n) => document.querySelectorAll('.react-flow__node-palito-asset').length === n, SAMPLE_ASSETS, {timeout: 10_000});
    assert.equal(await page.locator('.react-flow__node-palito-asset[data-node-id]').count(), SAMPLE_ASSETS, 'asset nodes on the canvas');
    assert.ok((await page.locator('.react-flow__node-palito-zone').count()) > 0, 'zone boxes on the canvas');
    assert.ok((await page.locator('.react-flow__edge').count()) > 0, 'lines on the canvas');
    await page.getByTestId('palito-sidebar').waitFor({state: 'visible', timeout: 5_000});
    await page.getByTestId('palito-footer').waitFor({state: 'visible', timeout: 5_000});

    // usePalito() from a child of <Palito>, read on a click.
    await page.getByTestId('count-assets').click();
    await page.waitForFunction((n) => document.querySelector('[data-testid="asset-count"]')?.textContent === String(n), SAMPLE_ASSETS, {timeout: 5_000});
    assert.equal(await page.getByTestId('first-asset').textContent(), 'edge-rtr-01');

    // The layout ran in the package's worker, bundled by Vite as a module worker.
    const created = await page.evaluate(() => window.__workers);
    const layoutWorkers = created.filter((w) => /layout\.worker/.test(w.url));
    const workerRan = layoutWorkers.some((w) => w.sawSample);
    if (workerRequired) {
      assert.ok(layoutWorkers.length > 0, `a layout worker was created (workers: ${JSON.stringify(created.map((w) => w.url))})`);
      assert.ok(workers.some((pathname) => /layout\.worker/.test(pathname)), `Chromium started the layout worker (started: ${workers.join(', ') || 'none'})`);
      assert.ok(layoutWorkers.every((w) => w.type === 'module'), 'a module worker');
      assert.ok(workerRan, `the worker sent back the sample's assets (messages: ${JSON.stringify(layoutWorkers.map((w) => w.messages))})`);
      // With more than one core, a layout worker starts ELK helpers, bundled by Vite from inside the
      // worker, for big layouts and for the large-file warm-up (createLayoutClient().warm({large: true})).
      if ((await page.evaluate(() => navigator.hardwareConcurrency)) > 1) {
        await page.getByTestId('warm-large').click();
        const deadline = Date.now() + 30_000;
        while (!workers.some((pathname) => /elk\.worker/.test(pathname)) && Date.now() < deadline) await page.waitForTimeout(100);
        assert.ok(workers.some((pathname) => /elk\.worker/.test(pathname)), `Chromium started the ELK helper (started: ${workers.join(', ')}; warm-up: ${await page.getByTestId('warm-state').textContent()})`);
      }
    }

    // palito/style.css applied: Palito's theme tokens and React Flow's own rules.
    const styles = await page.evaluate(() => {
      const theme = getComputedStyle(document.querySelector('.palito-theme'));
      const flow = getComputedStyle(document.querySelector('.react-flow'));
      return {
        palitoBg: theme.getPropertyValue('--palito-bg').trim(),
        xyEdgeStroke: flow.getPropertyValue('--xy-edge-stroke-default').trim(),
        flowPosition: flow.position,
        pane: getComputedStyle(document.querySelector('.react-flow__pane')).position,
        viewportOrigin: getComputedStyle(document.querySelector('.react-flow__viewport')).transformOrigin,
      };
    });
    assert.notEqual(styles.palitoBg, '', '--palito-bg is set on .palito-theme');
    assert.notEqual(styles.xyEdgeStroke, '', "React Flow's --xy-edge-stroke-default is set on .react-flow");
    assert.equal(styles.flowPosition, 'relative', '.react-flow is position: relative');
    assert.equal(styles.pane, 'absolute', '.react-flow__pane is position: absolute');
    assert.equal(styles.viewportOrigin, '0px 0px', '.react-flow__viewport has transform-origin 0 0');

    await page.waitForTimeout(300); // late errors (a failing second render, a worker message)
    assert.deepEqual(errors, [], 'no console errors, page errors or failed requests');
    await page.screenshot({path: screenshot});
    return {ms, workers, workerRan, workerLoadFailures};
  } catch (error) {
    await page.screenshot({path: screenshot, fullPage: true}).catch(() => undefined);
    const state = await page
      .evaluate(() =>
        ['layout-info', 'palito-error', 'palito-problems', 'palito-progress']
          .map((id) => `${id}: ${document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '(none)'}`)
          .join('\n'),
      )
      .catch(() => '(page gone)');
    error.message += `\n--- page state ---\n${state}\n--- errors so far ---\n${errors.join('\n') || '(none)'}\nscreenshot: ${screenshot}`;
    throw error;
  }
}
