// Commands run in the background with their output kept (in memory and in a log file beside the
// project), and a small static server for built apps.

import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * The environment for commands run in the consumer folders: this run's own npm context removed
 * (`npm run test:consumers` exports the repository as npm's local prefix and its package.json
 * fields), so each folder is an npm project of its own. npm's cache and registry settings stay.
 */
export function cleanEnv(extra = {}) {
  const env = {...process.env};
  for (const key of Object.keys(env)) {
    const lower = key.toLowerCase();
    if (lower === 'npm_config_local_prefix' || lower.startsWith('npm_package_') || lower.startsWith('npm_lifecycle_')) {
      delete env[key];
    }
  }
  delete env.INIT_CWD;
  return {...env, ...extra};
}

/**
 * Runs a command; resolves with its output, or rejects with the command, exit status and the
 * output's last lines. The full output also goes to `log` when given.
 */
export function run(command, args, {cwd, log, env = cleanEnv(), timeoutMs = 300_000} = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const seconds = (Date.now() - started) / 1000;
      if (log) fs.writeFileSync(log, `$ ${command} ${args.join(' ')}  (in ${cwd ?? process.cwd()})\n${output}`);
      if (code === 0) {
        resolve({stdout, output, seconds});
        return;
      }
      const tail = output.trim().split('\n').slice(-60).join('\n');
      const how = signal ? `was stopped (${signal}${signal === 'SIGTERM' ? `, over ${timeoutMs / 1000} s` : ''})` : `exited with ${code}`;
      reject(new Error(`\`${command} ${args.join(' ')}\` in ${cwd} ${how}:\n${tail}`));
    });
  });
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.csv': 'text/csv; charset=utf-8',
};

/** Serves a folder on 127.0.0.1 at a free port; `/` is index.html, anything missing is a 404. */
export async function serveStatic(root) {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, {'Content-Type': 'text/plain'}).end('Not found');
      return;
    }
    res.writeHead(200, {'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream'});
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A promise that starts once, on first call; a failure is reported where it is awaited. */
export function once(start) {
  let promise;
  return () => {
    if (!promise) {
      promise = start();
      promise.catch(() => undefined); // awaited (and reported) by the tests that need it
    }
    return promise;
  };
}
