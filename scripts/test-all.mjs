#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first failure:
 * palito package build → typecheck → unit tests (Vitest) → consumer tests (the packed tarball in
 * fresh apps) → production build (both locales) → end-to-end
 * tests (Playwright in Debian's Chromium against the served build: through nginx and
 * deploy/nginx.conf when nginx is installed, else scripts/serve.mjs).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {findNginx} from './find-nginx.mjs';

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

const steps = [
  // The site, server and bench use the palito package's build (dist/), as users do: build it first.
  ['palito package', 'npm', ['run', 'build', '-w', 'palito']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit tests', 'npx', ['vitest', 'run']],
  // The packed tarball installed in fresh Vite + React 18/19 apps and a Node project (tests/consumers).
  ['consumer tests', 'npm', ['run', 'test:consumers']],
  // No persistent bundler cache: the tests judge a build made from the sources as they are.
  ['build', 'npx', ['docusaurus', 'build'], {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'}],
  ['end-to-end tests', 'npx', ['playwright', 'test'], nginx ? {E2E_SERVER: 'nginx'} : {E2E_SERVER: 'node'}],
];

for (const [name, cmd, args, env = {}] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const {status} = spawnSync(cmd, args, {stdio: 'inherit', env: {...process.env, ...env}});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
