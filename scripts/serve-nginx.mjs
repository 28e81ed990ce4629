#!/usr/bin/env node
/**
 * Serves a build with nginx and deploy/nginx.conf, as a production host would, without root: the
 * server block is copied to a temporary folder with its `root` and `listen` lines replaced, and
 * wrapped in a minimal main config that keeps the pid file, logs and temp paths in that folder.
 * nginx runs in the foreground; SIGINT or SIGTERM stops it and removes the folder.
 *
 * Usage: node scripts/serve-nginx.mjs [--dir build] [--port 3000] [--host localhost]
 * (the arguments of scripts/serve.mjs). Needs nginx: /usr/sbin/nginx or one on PATH.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {findNginx} from './find-nginx.mjs';
import {serveOptions} from './serve-options.mjs';

const values = serveOptions();

const SERVER_BLOCK = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url));
const root = path.resolve(values.dir);
const nginx = findNginx();
if (!nginx) {
  console.error('No nginx at /usr/sbin/nginx or on PATH. On Debian: sudo apt-get install -y nginx');
  process.exit(1);
}
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No build in ${root} (no index.html): run npm run build first.`);
  process.exit(1);
}

/** nginx's string syntax: double quotes, with `"` and `\` escaped. */
const quote = (value) => `"${value.replace(/["\\]/g, '\\$&')}"`;
// An IPv6 address is written in brackets in `listen`.
const address = values.host.includes(':') ? `[${values.host}]:${values.port}` : `${values.host}:${values.port}`;

/** The server block with the two lines a deployer changes set for this run; fails if either is not found once. */
function localServerBlock(text) {
  const replace = (source, directive, value) => {
    const line = new RegExp(`^(\\s*)${directive}\\s+[^;]*;`, 'gm');
    const found = source.match(line)?.length ?? 0;
    if (found !== 1) throw new Error(`${SERVER_BLOCK}: expected one \`${directive}\` line, found ${found}`);
    return source.replace(line, `$1${directive} ${value};`);
  };
  return replace(replace(text, 'listen', address), 'root', quote(root));
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'palito-nginx-'));
const inTmp = (name) => quote(path.join(tmp, name));
fs.writeFileSync(path.join(tmp, 'palito.conf'), localServerBlock(fs.readFileSync(SERVER_BLOCK, 'utf8')));
fs.writeFileSync(
  path.join(tmp, 'nginx.conf'),
  [
    'daemon off;',
    // As root (a CI container), workers would switch to `nobody`, who may not read the checkout.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${inTmp('nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    // A test asks for missing files on purpose; nginx would log each at error level.
    '  log_not_found off;',
    '  sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${inTmp(`${kind}_temp`)};`),
    `  include ${inTmp('palito.conf')};`,
    '}',
    '',
  ].join('\n'),
);

function cleanUp() {
  fs.rmSync(tmp, {recursive: true, force: true});
}

// -p: relative paths under the temp folder; -e: no attempt at the system's error log before the config is read.
const child = spawn(nginx, ['-p', tmp, '-e', 'stderr', '-c', path.join(tmp, 'nginx.conf')], {stdio: 'inherit'});
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  // nginx's fast shutdown; the exit handler above removes the folder.
  process.on(signal, () => child.kill('SIGTERM'));
}

/** Resolves once something accepts connections on the address (or gives up after 10 s). */
async function listening() {
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise((resolve) => {
      const socket = net.connect(Number(values.port), values.host, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

if (await listening()) {
  const base = `http://${address}`;
  console.log(`nginx (${nginx}, deploy/nginx.conf) serving ${path.relative(process.cwd(), root) || '.'} at ${base}/ (Korean) and ${base}/en/ (English)`);
}
