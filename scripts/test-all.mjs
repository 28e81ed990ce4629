#!/usr/bin/env node
/**
 * `npm test`: every check, stopping at the first failure:
 * palito package build → typecheck and unit tests (Vitest), side by side → consumer tests (the
 * packed tarball in fresh apps) and the production build (both locales), side by side → end-to-end
 * tests (Playwright in Debian's Chromium against the served build: through nginx and
 * deploy/nginx.conf when nginx is installed, else scripts/serve.mjs).
 *
 * Side by side: the typecheck is one tsc at a time, on one core, and Vitest runs its files in at
 * least two processes (vitest.config.ts): together they keep both cores of a small machine busy,
 * and Vitest alone keeps them busy once the typecheck has ended. Neither writes anything the other
 * reads. The consumer tests pack the tarball without building packages/palito/dist/ again (it is
 * fresh after the first step), so they write nothing that the site's build beside them reads.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {fileURLToPath} from 'node:url';
import {findNginx} from './find-nginx.mjs';
import {palitoDistIsFresh} from './palito-dist-fresh.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    [
      `No Chromium at ${chromium}: the end-to-end tests need one.`,
      'On Debian or Ubuntu, install it with:',
      '  sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at another Chromium or Chrome binary.',
      '(`npx playwright install` downloads its own browser, which this project does not use.)',
    ].join('\n'),
  );
  process.exit(1);
}

// The browser tests run once, through nginx with deploy/nginx.conf when nginx is installed (what
// production serves: headers, CSP, redirects), else through scripts/serve.mjs.
const nginx = findNginx();
if (!nginx) {
  console.log(
    'Note: no nginx (/usr/sbin/nginx or on PATH), so the browser tests use scripts/serve.mjs and skip the ' +
      "nginx and CSP-header checks of deploy/nginx.conf. On Debian: sudo apt-get install -y nginx (.ci/run installs it).",
  );
}

/**
 * A step: a name, a command, its arguments, extra environment. An array of steps runs them side by
 * side (each one's output, line by line, prefixed with its name).
 */
const steps = [
  // The site, server and bench use the palito package's build (dist/), as users do: build it first,
  // unless the install's postinstall already built it from these sources.
  {name: 'palito package', cmd: 'npm', args: ['run', 'build', '-w', 'palito'], skip: palitoDistIsFresh},
  [
    {name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck']},
    {name: 'unit tests', cmd: 'npx', args: ['vitest', 'run']},
  ],
  [
    // The packed tarball installed in fresh Vite + React 18/19 apps and a Node project
    // (tests/consumers). dist/ is fresh by now, so npm pack does not build it again: nothing
    // beside the site's build writes what it reads.
    {name: 'consumer tests', cmd: 'npm', args: ['run', 'test:consumers']},
    // No persistent bundler cache: the tests judge a build made from the sources as they are.
    {name: 'build', cmd: 'npx', args: ['docusaurus', 'build'], env: {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'}},
  ],
  // CI set: no trace on a first run, a failed test run again with one, and the run fails anyway
  // (playwright.config.ts).
  {
    name: 'end-to-end tests',
    cmd: 'npx',
    args: ['playwright', 'test'],
    env: {E2E_SERVER: nginx ? 'nginx' : 'node', CI: process.env.CI || '1'},
  },
];

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);
const running = new Set();

/** Stops every step still running (each its own process group) and exits with `status`. */
function stopAll(status) {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(status);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(130));

/** Runs a step; resolves with its exit status. `prefix`: its output line by line, prefixed. */
function run({name, cmd, args, env = {}}, prefix) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: {...process.env, ...env},
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Its own process group, so that a failure beside it stops it and everything it started.
      detached: true,
    });
    running.add(child);
    if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop();
          for (const line of lines) out.write(`[${name}] ${line}\n`);
        });
        stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
      }
    }
    child.on('error', (error) => {
      console.error(`[${name}] ${error.message}`);
      running.delete(child);
      resolve(1);
    });
    child.on('close', (status, signal) => {
      running.delete(child);
      resolve(status ?? (signal ? 128 : 1));
    });
  });
}

const total = Date.now();
for (const entry of steps) {
  const group = Array.isArray(entry) ? entry : [entry];
  const started = Date.now();
  const toRun = [];
  for (const step of group) {
    const skipped = step.skip?.();
    if (skipped) console.log(`\n▷ ${step.name}: not run, ${skipped}`);
    else toRun.push(step);
  }
  for (const step of toRun) console.log(`\n▶ ${step.name}: ${step.cmd} ${step.args.join(' ')}${toRun.length > 1 ? ' (side by side)' : ''}`);
  const side = toRun.length > 1;
  const results = toRun.map((step) =>
    run(step, side).then((status) => {
      if (status !== 0) {
        console.error(`\n✖ ${step.name} failed after ${seconds(started)} s${side ? ' (the steps beside it are stopped)' : ''}`);
        stopAll(status);
      }
      console.log(`✔ ${step.name} (${seconds(started)} s)`);
    }),
  );
  await Promise.all(results);
}
console.log(`\n✔ all checks passed (${seconds(total)} s)`);
