// src/plugins/no-collator-at-start-up: its loader, run on the theme-common this site installs.

import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {reactUtilsPath} from '../../../src/plugins/no-collator-at-start-up';

const ROOT = path.resolve(__dirname, '../../..');
const loader = createRequire(import.meta.url)('../../../src/plugins/no-collator-at-start-up/plain-key-order-loader.cjs') as (this: {resourcePath: string}, source: string) => string;
const run = (source: string) => loader.call({resourcePath: 'reactUtils.js'}, source);

describe('the plain key order loader', () => {
  const original = fs.readFileSync(reactUtilsPath(ROOT), 'utf8');

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

  it('fails the build when the code it replaces has changed', () => {
    expect(() => run('deps.sort();')).toThrow(/no longer has/);
  });
});
