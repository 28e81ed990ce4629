// Serves a production build for the site bench the way it is deployed: nginx with the repository's
// server block (deploy/nginx.conf, run by scripts/serve-nginx.mjs), so Lighthouse sees nginx's gzip,
// caching and headers. Without nginx on this machine it falls back to
// scripts/serve.mjs, Node's static server without compression, and says so: the network figures
// (LCP above all) are then not those of a deployment.
//
// deploy/nginx.conf allows inline scripts by the hashes of our build's (its Content-Security-Policy).
// Another site's build (the stock site) has other inline scripts, which that policy blocks, as it
// would for a host that copied our file without updating them. Such a build is served with the
// same file, its script-src hashes replaced by that build's own (scripts/csp-inline-hashes.mjs), as
// its deployer would set them: scripts/ and the edited file are copied to bench/out/nginx-<name>/ and
// run from there. Everything else in the file is the same.

import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {cspScriptHashes, inlineScripts} from '../../scripts/csp-inline-hashes.mjs';
import {findNginx} from '../../scripts/find-nginx.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NGINX_SCRIPT = path.join(ROOT, 'scripts/serve-nginx.mjs');
const NODE_SCRIPT = path.join(ROOT, 'scripts/serve.mjs');
const SERVER_BLOCK = path.join(ROOT, 'deploy/nginx.conf');
const CSP_LINE = /(add_header\s+Content-Security-Policy\s+")([^"]*)(")/;
const HASH_SOURCE = /\s*'sha256-[A-Za-z0-9+/=]+'/g;
const START_TIMEOUT_MS = 30_000;

export type ServerKind = 'nginx' | 'serve.mjs';

export interface Server {
  /** http://127.0.0.1:<port>, no trailing slash. */
  origin: string;
  kind: ServerKind;
  stop(): Promise<void>;
}

/** nginx when it is installed; else serve.mjs and the warning to print. */
export function serverKind(): {kind: ServerKind; warning?: string} {
  if (findNginx()) return {kind: 'nginx'};
  return {kind: 'serve.mjs', warning: "nginx is not installed: serving with scripts/serve.mjs (no gzip), so the network figures are not a deployment's."};
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** scripts/serve-nginx.mjs of a copy whose deploy/nginx.conf allows the inline scripts of `buildDir` instead of ours. */
function nginxWithOwnHashes(buildDir: string, name: string): string {
  const copy = path.join(ROOT, 'bench/out', `nginx-${name}`);
  fs.rmSync(copy, {recursive: true, force: true});
  fs.mkdirSync(path.join(copy, 'deploy'), {recursive: true});
  fs.cpSync(path.join(ROOT, 'scripts'), path.join(copy, 'scripts'), {recursive: true});
  const conf = fs.readFileSync(SERVER_BLOCK, 'utf8');
  if (cspScriptHashes(conf).size === 0) throw new Error(`${SERVER_BLOCK}: no script hashes in its Content-Security-Policy to replace`);
  const own = [...inlineScripts(buildDir).hashes.keys()];
  const edited = conf.replace(CSP_LINE, (_, start: string, csp: string, end: string) => {
    const directives = csp.split(';').map((d) => (d.trim().startsWith('script-src ') ? [d.replace(HASH_SOURCE, ''), ...own].join(' ') : d));
    return start + directives.join(';') + end;
  });
  fs.writeFileSync(path.join(copy, 'deploy/nginx.conf'), edited);
  return path.join(copy, 'scripts/serve-nginx.mjs');
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Serves `dir` on a free port of 127.0.0.1 and resolves once `/` answers. `ownHashes`: the build is
 * not ours; nginx gets the copy of its file that allows that build's inline scripts (named so).
 */
export async function serveBuild(dir: string, kind: ServerKind, ownHashes?: string): Promise<Server> {
  const port = await freePort();
  const script = kind === 'serve.mjs' ? NODE_SCRIPT : ownHashes ? nginxWithOwnHashes(dir, ownHashes) : NGINX_SCRIPT;
  // Its own process group, so stopping it also stops an nginx it started.
  const child = spawn(process.execPath, [script, '--dir', dir, '--port', String(port), '--host', '127.0.0.1'], {cwd: ROOT, detached: true, stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited(child);
  };
  const started = Date.now();
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`${path.relative(ROOT, script)} exited (${child.exitCode}) before serving ${dir}:\n${stderr.trim()}`);
    try {
      if ((await fetch(`${origin}/`)).ok) return {origin, kind, stop};
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`${path.relative(ROOT, script)} did not serve ${dir} on port ${port} within ${START_TIMEOUT_MS / 1000} s:\n${stderr.trim()}`);
}
