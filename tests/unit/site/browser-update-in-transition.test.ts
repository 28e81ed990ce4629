// src/plugins/browser-update-in-transition: its patch (an entry of src/plugins/docusaurus-couplings/
// registry.ts), made by the bundler's loader on the @docusaurus/core this site installs.

import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {checkPatch, REPLACE_LOADER} from '../../../src/plugins/docusaurus-couplings/check';
import {BROWSER_UPDATE_IN_TRANSITION as PATCH} from '../../../src/plugins/docusaurus-couplings/registry';

const ROOT = path.resolve(__dirname, '../../..');
const loader = createRequire(import.meta.url)(REPLACE_LOADER) as (this: object, source: string) => string;
const options = {coupling: PATCH.name, where: PATCH.where, replacements: PATCH.replacements};
const run = (source: string) => loader.call({resourcePath: 'browserContext.js', getOptions: () => options}, source);

describe('the browser context patch', () => {
  const original = fs.readFileSync(checkPatch(PATCH, ROOT), 'utf8');

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

  it('fails the build, naming the coupling, when the code it replaces has changed', () => {
    expect(() => run(original.replace('setIsBrowser(true);', 'setIsBrowser(() => true);'))).toThrow(/"browser-update-in-transition" no longer holds: .*no longer has `setIsBrowser\(true\);`/);
    expect(() => run(original.replace("from 'react';", 'from "react";'))).toThrow(/no longer has/);
  });
});
