// `palito/export` runs without React or a DOM: nothing it imports, directly or not, pulls them in.

import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const PACKAGE = path.resolve(__dirname, '../../../packages/palito');
const SAMPLE = path.resolve(__dirname, '../../../static/samples/assets-sample.csv');
/** The only package the renderer may import: the pure path helpers React Flow itself uses. */
const ALLOWED_PACKAGES = new Set(['@xyflow/system']);

/** Value imports and re-exports of a module (type-only ones vanish from the JavaScript). */
function importsOf(code: string): string[] {
  const specifiers: string[] = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of code.matchAll(pattern)) if (!match[2]) specifiers.push(match[3]);
  return specifiers;
}

/** Every file reachable from `entry` by relative value imports, and the packages they import. */
function graph(entry: string, extensions: string[]): {files: string[]; packages: Set<string>} {
  const files: string[] = [];
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    files.push(file);
    for (const specifier of importsOf(fs.readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier);
      const candidates = [base, ...extensions.map((e) => base + e), ...extensions.map((e) => path.join(base, `index${e}`))];
      const found = candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
      if (!found) throw new Error(`${file}: cannot resolve ${specifier}`);
      visit(found);
    }
  };
  visit(entry);
  return {files, packages};
}

describe('palito/export', () => {
  it('is an entry point of the package and of its build', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(PACKAGE, 'package.json'), 'utf8'));
    expect(manifest.exports['./export']).toEqual({types: './dist/entries/export.d.ts', default: './dist/entries/export.js'});
    expect(manifest.dependencies['@xyflow/system']).toBeDefined();
    const vite = fs.readFileSync(path.join(PACKAGE, 'vite.config.ts'), 'utf8');
    expect(vite).toContain("'entries/export': src('entries/export.ts')");
  });

  it('imports neither React, React Flow, zustand nor anything that touches the DOM (sources)', () => {
    const {files, packages} = graph(path.join(PACKAGE, 'src/entries/export.ts'), ['.ts', '.tsx']);
    // The exporters take the engine's constants through its index (its public face), which also
    // names the file readers: those packages are reachable in the sources, run in Node and in
    // workers (the engine's tests), and the build leaves them out of palito/export (next test).
    const engine = graph(path.join(PACKAGE, 'src/engine/index.ts'), ['.ts']).packages;
    expect([...packages].filter((p) => !ALLOWED_PACKAGES.has(p) && !engine.has(p))).toEqual([]);
    expect([...engine].filter((p) => /^(react|react-dom|@xyflow\/react|zustand)(\/|$)/.test(p))).toEqual([]);
    expect(files.some((f) => f.endsWith('diagram-svg.ts'))).toBe(true);
    // The exporters' own modules (the engine guards its one use of navigator, for worker counts).
    for (const file of files.filter((f) => !f.includes(`${path.sep}src${path.sep}engine${path.sep}`))) {
      expect(file.endsWith('.tsx'), file).toBe(false);
      const code = fs.readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
      expect(code, file).not.toMatch(/\b(document|window|navigator|HTMLElement|getComputedStyle)\b/);
    }
  });

  it.skipIf(!fs.existsSync(path.join(PACKAGE, 'dist/entries/export.js')))('imports only @xyflow/system in the build (dist)', () => {
    const {packages} = graph(path.join(PACKAGE, 'dist/entries/export.js'), ['.js']);
    expect([...packages].filter((p) => !ALLOWED_PACKAGES.has(p))).toEqual([]);
    expect(fs.existsSync(path.join(PACKAGE, 'dist/entries/export.d.ts'))).toBe(true);
  });

  it('draws the engine’s layout in Node, with no DOM around', async () => {
    expect(typeof (globalThis as {document?: unknown}).document).toBe('undefined');
    const {diagramToSvg, LIGHT_PALETTE} = await import('../../../packages/palito/src/entries/export');
    const {generateTopology} = await import('../../../packages/palito/src/engine/pipeline/generate-topology');
    const result = await generateTopology({name: 'assets-sample.csv', data: fs.readFileSync(SAMPLE, 'utf8')});
    if (!result.ok) throw new Error('the sample did not convert');
    const svg = diagramToSvg({project: result.project, layout: result.layout, palette: LIGHT_PALETTE, title: 'sample'});
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<g class="asset"/g)).toHaveLength(result.project.nodes.length);
  });
});
