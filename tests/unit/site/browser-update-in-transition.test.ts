// src/plugins/browser-update-in-transition: its loader, run on the @docusaurus/core this site installs.

import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {browserContextPath} from '../../../src/plugins/browser-update-in-transition';

const ROOT = path.resolve(__dirname, '../../..');
const loader = createRequire(import.meta.url)('../../../src/plugins/browser-update-in-transition/browser-context-loader.cjs') as (this: {resourcePath: string}, source: string) => string;
const run = (source: string) => loader.call({resourcePath: 'browserContext.js'}, source);

describe('the browser context loader', () => {
  const original = fs.readFileSync(browserContextPath(ROOT), 'utf8');

  it('makes the installed core’s one isBrowser update a transition, and changes nothing else', () => {
    const patched = run(original);
    expect(patched).toContain('startTransition(() => setIsBrowser(true));');
    expect(patched).toMatch(/import React, \{ startTransition, useEffect, useState \} from 'react';/);
    expect(patched.match(/setIsBrowser\(/g)).toHaveLength(original.match(/setIsBrowser\(/g)!.length);
    const before = original.split('\n');
    const changed = patched.split('\n').filter((line, i) => line !== before[i]);
    expect(patched.split('\n')).toHaveLength(before.length);
    expect(changed).toHaveLength(2);
  });

  it('fails the build when the code it replaces has changed', () => {
    expect(() => run(original.replace('setIsBrowser(true);', 'setIsBrowser(() => true);'))).toThrow(/no longer has/);
    expect(() => run(original.replace("from 'react';", "from \"react\";"))).toThrow(/no longer has/);
  });
});
