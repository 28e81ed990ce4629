// The layers of DESIGN.md, kept true: the site, server/ and bench/ use the palito package as its
// users do, by name and through its public entry points; the engine and the server handler never
// reach the React library. A test that reads every import in the tree.

import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const PACKAGE = path.join(ROOT, 'packages/palito');
const manifest = JSON.parse(fs.readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as {exports: Record<string, unknown>};
/** 'palito', 'palito/engine', ...: what the package's exports map offers. */
const ENTRY_POINTS = new Set(Object.keys(manifest.exports).map((key) => (key === '.' ? 'palito' : `palito/${key.slice(2)}`)));

const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx)$/;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'out' ? [] : filesUnder(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier: static and type imports, re-exports, dynamic import(), require(), new URL(). */
export function specifiersOf(code: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bnew URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]));
}

interface Import {
  file: string;
  specifier: string;
  /** Where a relative specifier points, from the repository root. */
  target?: string;
}

function importsOf(dir: string): Import[] {
  return filesUnder(dir).flatMap((file) =>
    specifiersOf(fs.readFileSync(file, 'utf8')).map((specifier) => ({
      file: path.relative(ROOT, file),
      specifier,
      target: specifier.startsWith('.') ? path.relative(ROOT, path.resolve(path.dirname(file), specifier)) : undefined,
    })),
  );
}

const show = (list: Import[]) => list.map(({file, specifier}) => `${file}: '${specifier}'`);

/** Reaches into the package other than by one of its entry points. */
function pastEntryPoint({specifier, target}: Import): boolean {
  if (target?.startsWith('packages/')) return true;
  if (specifier.startsWith('@site/packages')) return true;
  return (specifier === 'palito' || specifier.startsWith('palito/')) && !ENTRY_POINTS.has(specifier);
}

const REACT_WORLD = /^(react|react-dom|@xyflow\/react|zustand|@docusaurus\/|@theme\/|@site\/)/;

describe('import boundaries', () => {
  it('finds the imports it checks, and flags a reach past an entry point', () => {
    const code = `import a from 'x';\nimport type {B} from "y";\nexport * from './z';\nconst w = import('w');\nimport 'side.css';`;
    expect(specifiersOf(code).sort()).toEqual(['./z', 'side.css', 'w', 'x', 'y']);
    expect(ENTRY_POINTS).toEqual(new Set(['palito', 'palito/engine', 'palito/server', 'palito/export', 'palito/style.css', 'palito/package.json']));
    expect(pastEntryPoint({file: 'src/x.ts', specifier: 'palito/dist/react/index.js'})).toBe(true);
    expect(pastEntryPoint({file: 'src/x.ts', specifier: '../../packages/palito/src/engine', target: 'packages/palito/src/engine'})).toBe(true);
    expect(pastEntryPoint({file: 'src/x.ts', specifier: 'palito/engine'})).toBe(false);
    expect(importsOf(path.join(ROOT, 'src')).some((i) => i.specifier === 'palito')).toBe(true);
  });

  for (const dir of ['src', 'server', 'bench', 'scripts']) {
    it(`${dir}/ uses the palito package only through its entry points`, () => {
      expect(show(importsOf(path.join(ROOT, dir)).filter(pastEntryPoint))).toEqual([]);
    });
  }

  it('server/ never imports the React library: only palito/server and palito/engine', () => {
    const imports = importsOf(path.join(ROOT, 'server'));
    expect(show(imports.filter(({specifier}) => specifier === 'palito' || REACT_WORLD.test(specifier)))).toEqual([]);
  });

  it('the engine imports no React, no DOM library and nothing of the React layer', () => {
    const engine = importsOf(path.join(PACKAGE, 'src/engine'));
    const offending = engine.filter(
      ({specifier, target}) => REACT_WORLD.test(specifier) || (target !== undefined && !target.startsWith('packages/palito/src/engine')),
    );
    expect(show(offending)).toEqual([]);
  });

  it('the server handler reaches only the engine, never the React layer', () => {
    const server = importsOf(path.join(PACKAGE, 'src/server'));
    const offending = server.filter(
      ({specifier, target}) =>
        REACT_WORLD.test(specifier) ||
        (target !== undefined && !target.startsWith('packages/palito/src/server') && !target.startsWith('packages/palito/src/engine')),
    );
    expect(show(offending)).toEqual([]);
  });
});
