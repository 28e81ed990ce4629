// The palito package as the TypeScript compiler sees it: one program over its entry points, with the
// package's own compiler options, so the report and its test read the types a user's editor shows.

import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const PACKAGE_DIR = path.join(REPO_ROOT, 'packages/palito');

/** An entry point: its name as users import it and its source file. */
export interface EntryPoint {
  name: string;
  file: string;
}

/**
 * The entry points of package.json's `exports` that have types, each mapped from its build in dist/
 * back to its source (dist/entries/engine.d.ts -> src/entries/engine.ts), in the order listed there.
 */
export function entryPoints(): EntryPoint[] {
  const manifest = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {name: string; exports: Record<string, unknown>};
  const entries: EntryPoint[] = [];
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    const types = typeof target === 'object' && target !== null ? (target as {types?: string}).types : undefined;
    if (!types) continue;
    const source = types.replace(/^\.\/dist\//, 'src/').replace(/\.d\.ts$/, '.ts');
    entries.push({name: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`, file: path.join(PACKAGE_DIR, source)});
  }
  return entries;
}

function compilerOptions(): ts.CompilerOptions {
  const configFile = path.join(PACKAGE_DIR, 'tsconfig.json');
  const {config} = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, PACKAGE_DIR, {noEmit: true}, configFile).options;
}

/** A program over the entry points (and what they import). The slow part: make it once. */
export function createPackageProgram(entries = entryPoints()): ts.Program {
  return ts.createProgram({rootNames: entries.map((e) => e.file), options: compilerOptions()});
}
