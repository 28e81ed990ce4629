// Whether packages/palito/dist/ is as its sources make it, so that a step may use it without
// building it again: scripts/test-all.mjs (its first step) and the consumer tests (npm pack).
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Every file under `dir` (recursively), but the folders named in `skip`. */
function filesUnder(dir, skip = new Set()) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.has(entry.name) ? [] : filesUnder(file, skip);
    return entry.isFile() ? [file] : [];
  });
}

const mtime = (file) => fs.statSync(file).mtimeMs;

/**
 * Why packages/palito/dist/ need not be built again, or undefined when it must be. `npm install`
 * and `npm ci` build it (postinstall) after installing the dependencies; it is as the sources make
 * it when every file of dist is newer than every file it is built from: the package's own files
 * (sources, build script, configs, package.json) and the installed dependencies
 * (node_modules/.package-lock.json, which npm writes at each install). Every entry point the
 * package exports must be there.
 */
export function palitoDistIsFresh() {
  const pkg = path.join(ROOT, 'packages/palito');
  const dist = path.join(pkg, 'dist');
  const outputs = filesUnder(dist);
  if (outputs.length === 0) return undefined;
  const manifest = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8'));
  const targets = Object.values(manifest.exports ?? {}).flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)));
  if (targets.some((target) => target.startsWith('./dist/') && !fs.existsSync(path.join(pkg, target)))) return undefined;
  const inputs = [
    ...filesUnder(pkg, new Set(['dist', 'node_modules'])),
    path.join(ROOT, 'package-lock.json'),
    path.join(ROOT, 'node_modules/.package-lock.json'),
  ].filter((file) => fs.existsSync(file));
  const newestInput = Math.max(...inputs.map(mtime));
  const oldestOutput = Math.min(...outputs.map(mtime));
  if (oldestOutput <= newestInput) return undefined;
  return `dist/ (${outputs.length} files) is newer than its ${inputs.length} sources and the installed dependencies`;
}
