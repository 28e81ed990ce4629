// The docs' live code blocks use Palito's exports without importing them: the scope
// (src/theme/ReactLiveScope) says it holds every value `palito` exports. It is read as text here,
// since it imports the site's own modules; a new export missing from it fails this test.

import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import * as palito from '../../../packages/palito/src/react';

const SCOPE = path.resolve(__dirname, '../../../src/theme/ReactLiveScope/index.tsx');

/** The names in the scope's object literal (`Name,` or `...Name,` lines). */
function scopeNames(): Set<string> {
  const text = fs.readFileSync(SCOPE, 'utf8');
  const body = /const ReactLiveScope = \{([\s\S]*?)\n\};/.exec(text)?.[1] ?? '';
  return new Set([...body.matchAll(/^\s*(?:\.\.\.)?([A-Za-z_$][\w$]*),?\s*$/gm)].map((m) => m[1]));
}

describe('the live code blocks’ scope', () => {
  it('holds every value palito exports', () => {
    const names = scopeNames();
    expect(names.size).toBeGreaterThan(10);
    expect(Object.keys(palito).filter((name) => !names.has(name))).toEqual([]);
  });
});
