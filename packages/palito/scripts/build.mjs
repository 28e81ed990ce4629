// `npm run build -w palito` (and `npm pack -w palito`, through prepack): the JavaScript and
// style.css with Vite, then the type declarations with tsc, made to resolve under every
// moduleResolution (relative imports get their `.js`), and the licence of the vendored elkjs.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');
const require = createRequire(import.meta.url);

await build({root, configFile: `${root}vite.config.ts`, logLevel: 'warn'});
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', `${root}tsconfig.build.json`], {stdio: 'inherit'});

/**
 * tsc writes `from './types'` as the source has it. Under `moduleResolution: "NodeNext"` (Node16)
 * such a path does not resolve, and the consumer silently gets `any`: point every relative
 * specifier at the file that exists (`./types.js`, `./remote/index.js`).
 */
function withExtension(file, specifier) {
  if (!specifier.startsWith('.') || /\.(js|mjs|cjs|json|css)$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(file), specifier);
  if (fs.existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (fs.existsSync(path.join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${path.relative(root, file)}: cannot resolve '${specifier}'`);
}

function declarationFiles(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(full);
    return entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

for (const file of declarationFiles(dist)) {
  const text = fs.readFileSync(file, 'utf8');
  const fixed = text
    .replace(/(\bfrom\s*['"])(\.[^'"]*)(['"])/g, (_, before, specifier, after) => before + withExtension(file, specifier) + after)
    .replace(/(\bimport\(\s*['"])(\.[^'"]*)(['"]\s*\))/g, (_, before, specifier, after) => before + withExtension(file, specifier) + after);
  if (fixed !== text) fs.writeFileSync(file, fixed);
}

// elkjs is bundled into dist/vendor (see vite.config.ts): its licence (EPL-2.0, or GPL-3.0-or-later at the user's choice) goes with it.
const elkLicence = path.join(path.dirname(require.resolve('elkjs/package.json')), 'LICENSE.md');
fs.copyFileSync(elkLicence, path.join(dist, 'vendor/elkjs/LICENSE.md'));

// The `palito` command: run by `node` wherever npm links it (package.json's bin).
const bin = path.join(dist, 'cli/main.js');
fs.writeFileSync(bin, `#!/usr/bin/env node\n${fs.readFileSync(bin, 'utf8').replace(/^#!.*\n/, '')}`);
fs.chmodSync(bin, 0o755);

console.log('palito: built dist/');
