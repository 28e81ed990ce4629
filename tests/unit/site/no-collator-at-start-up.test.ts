// src/plugins/no-collator-at-start-up: its patch (an entry of src/plugins/docusaurus-couplings/
// registry.ts), made by the bundler's loader on the theme-common this site installs.

import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {checkPatch, REPLACE_LOADER} from '../../../src/plugins/docusaurus-couplings/check';
import {NO_COLLATOR_AT_START_UP as PATCH} from '../../../src/plugins/docusaurus-couplings/registry';

const ROOT = path.resolve(__dirname, '../../..');
const loader = createRequire(import.meta.url)(REPLACE_LOADER) as (this: object, source: string) => string;
const options = {coupling: PATCH.name, where: PATCH.where, replacements: PATCH.replacements};
const run = (source: string) => loader.call({resourcePath: 'reactUtils.js', getOptions: () => options}, source);

describe('the plain key order patch', () => {
  const original = fs.readFileSync(checkPatch(PATCH, ROOT), 'utf8');

  it('takes localeCompare out of the installed theme-common’s useShallowMemoObject, and nothing else', () => {
    expect(original).toContain('localeCompare');
    const patched = run(original);
    expect(patched).not.toContain('localeCompare');
    expect(patched.split('\n').length).toBe(original.split('\n').length);
    expect(patched.split('\n').filter((line, i) => line !== original.split('\n')[i])).toHaveLength(1);
  });

  it('orders keys the same way on every call, whatever order they come in', () => {
    const line = run('deps.sort((a, b) => a[0].localeCompare(b[0]));');
    const sortDeps = new Function('deps', `${line} return deps.map((d) => d[0]);`) as (deps: [string, unknown][]) => string[];
    const keys = ['subtree', 'attributes', 'childList', 'characterData'];
    const once = sortDeps(keys.map((k) => [k, true]));
    expect(sortDeps([...keys].reverse().map((k) => [k, true]))).toEqual(once);
    expect(new Set(once)).toEqual(new Set(keys));
  });

  it('fails the build, naming the coupling, when the code it replaces has changed', () => {
    expect(() => run('deps.sort();')).toThrow(/"no-collator-at-start-up" no longer holds: reactUtils\.js no longer has/);
  });
});
