// src/plugins/docusaurus-couplings: the registry's checks pass on the Docusaurus this site
// installs, and each check, given an entry that no longer holds (in a scratch site with a fake
// package), fails with an error that names the entry and says where to look.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, describe, expect, it} from 'vitest';
import {
  checkAlias,
  checkCacheGroup,
  checkClientModule,
  checkConfigEntry,
  checkEntry,
  checkOverride,
  checkPatch,
  checkWithoutBuild,
  installedFilePattern,
  REPLACE_LOADER,
} from '../../../src/plugins/docusaurus-couplings/check';
import {driftOf, sha256Of} from '../../../src/plugins/docusaurus-couplings/drift';
import {installedFile, installedVersion} from '../../../src/plugins/docusaurus-couplings/installed-file';
import {COUPLINGS, DOCUSAURUS_CHECKED, PALITO_STYLES_ON_DEMAND} from '../../../src/plugins/docusaurus-couplings/registry';
import type {EjectedComponent, EntryReplacement, LoaderPatch, ModuleAlias, RuntimeOverride} from '../../../src/plugins/docusaurus-couplings/types';

const ROOT = path.resolve(__dirname, '../../..');

describe('the registry, on the installed Docusaurus', () => {
  it('names each coupling once', () => {
    const names = COUPLINGS.map((coupling) => coupling.name);
    expect(names.length).toBe(new Set(names).size);
  });

  it('was checked against the installed Docusaurus version', () => {
    const installed = installedVersion(ROOT, '@docusaurus/core');
    const stale = COUPLINGS.filter((coupling) => coupling.checkedAgainst !== installed).map((coupling) => coupling.name);
    const message = `@docusaurus/core is ${installed}; these couplings were checked against another version: ${stale.join(', ')}. Once the build and tests/unit/site pass, review what each relies on that no check sees (the runtime overrides above all), then set DOCUSAURUS_CHECKED in src/plugins/docusaurus-couplings/registry.ts`;
    expect(stale, message).toEqual([]);
    expect(DOCUSAURUS_CHECKED).toBe(installed);
  });

  // The cache group is checked against the bundler config, which only the build has (the broken
  // entries below show that check fails).
  for (const coupling of COUPLINGS.filter((entry) => entry.kind !== 'cache-group')) {
    it(`${coupling.name} (${coupling.kind}): every target is there, every patch applies, every expectation holds`, () => {
      expect(() => checkWithoutBuild(coupling, ROOT)).not.toThrow();
    });
  }

  it('patches every installed copy of a file, under / or \\ paths', () => {
    const pattern = installedFilePattern({package: '@docusaurus/theme-common', file: 'lib/utils/reactUtils.js'});
    expect(pattern.test(installedFile(ROOT, '@docusaurus/theme-common', 'lib/utils/reactUtils.js'))).toBe(true);
    expect(pattern.test('/x/node_modules/a/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js')).toBe(true);
    expect(pattern.test('C:\\x\\node_modules\\@docusaurus\\theme-common\\lib\\utils\\reactUtils.js')).toBe(true);
    expect(pattern.test('/x/node_modules/@docusaurus/theme-common/lib/utils/reactUtilsXjs')).toBe(false);
  });
});

describe('a coupling that no longer holds', () => {
  // A scratch site with one installed package, @fake/theme 9.9.9.
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'palito-couplings-'));
  afterAll(() => fs.rmSync(site, {recursive: true, force: true}));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    fs.writeFileSync(path.join(site, file), text);
  };
  write('package.json', '{"name": "fake-site"}');
  write('node_modules/@fake/theme/package.json', '{"name": "@fake/theme", "version": "9.9.9"}');
  write('node_modules/@fake/theme/lib/client-module.js', 'export const ready = setUp(); window.fake = api;\n');
  write('node_modules/@fake/theme/src/theme/Widget/index.tsx', 'export default function Widget() {}\n');
  write('src/replacement.js', 'export {};\n');

  const about = {where: 'src/plugins/fake/', changes: 'something', why: 'a test', checkedAgainst: '9.9.9'};
  const alias = (file: string, replacement = 'src/replacement.js'): ModuleAlias => ({
    ...about,
    kind: 'alias',
    name: 'fake-alias',
    replaces: {package: '@fake/theme', file, sha256: ''},
    with: replacement,
    bundles: 'both',
    clientModule: true,
  });
  const named = (name: string) => new RegExp(`^Docusaurus coupling "${name}" no longer holds: .*\\n  Look at src/plugins/fake/ \\(what it changes and why: its entry in src/plugins/docusaurus-couplings/registry\\.ts\\)`, 's');

  it('installedFile throws when the package has no such file', () => {
    expect(installedFile(site, '@fake/theme', 'lib/client-module.js')).toBe(path.join(site, 'node_modules/@fake/theme/lib/client-module.js'));
    expect(() => installedFile(site, '@fake/theme', 'lib/moved.js')).toThrow(/^@fake\/theme 9\.9\.9 has no lib\/moved\.js \(looked for .*lib\/moved\.js\)$/);
  });

  it('an alias of a file that moved stops the build', () => {
    expect(checkAlias(alias('lib/client-module.js'), site).to).toBe(path.join(site, 'src/replacement.js'));
    expect(() => checkAlias(alias('lib/moved.js'), site)).toThrow(named('fake-alias'));
    expect(() => checkAlias(alias('lib/moved.js'), site)).toThrow(/@fake\/theme 9\.9\.9 has no lib\/moved\.js/);
    expect(() => checkAlias(alias('lib/client-module.js', 'src/gone.js'), site)).toThrow(/"fake-alias" no longer holds: the site has no src\/gone\.js/);
  });

  it('an alias of a client module that pages no longer run stops the build', () => {
    const from = path.join(site, 'node_modules/@fake/theme/lib/client-module.js');
    write('.docusaurus/client-modules.js', `export default [\n  require(${JSON.stringify(from.replace(/\.js$/, ''))}),\n];\n`);
    expect(() => checkClientModule(alias('lib/client-module.js'), from, path.join(site, '.docusaurus'))).not.toThrow();
    write('.docusaurus/client-modules.js', 'export default [];\n');
    expect(() => checkClientModule(alias('lib/client-module.js'), from, path.join(site, '.docusaurus'))).toThrow(/"fake-alias" no longer holds: .* is no longer among the client modules every page runs/);
    expect(() => checkClientModule(alias('lib/client-module.js'), from, path.join(site, 'elsewhere'))).toThrow(/"fake-alias" no longer holds: Docusaurus wrote no/);
  });

  const patch = (from: string, file = 'lib/client-module.js'): LoaderPatch => ({
    ...about,
    kind: 'patch',
    name: 'fake-patch',
    target: {package: '@fake/theme', file},
    replacements: [[from, 'patched()']],
  });

  it('a patch whose code changed, or whose file moved, stops the build', () => {
    expect(checkPatch(patch('setUp()'), site)).toBe(path.join(site, 'node_modules/@fake/theme/lib/client-module.js'));
    expect(() => checkPatch(patch('setUpAll()'), site)).toThrow(named('fake-patch'));
    expect(() => checkPatch(patch('setUpAll()'), site)).toThrow(/@fake\/theme 9\.9\.9's lib\/client-module\.js no longer has `setUpAll\(\)` exactly once \(0 times\)/);
    expect(() => checkPatch(patch('e'), site)).toThrow(/no longer has `e` exactly once \(\d+ times\)/);
    expect(() => checkPatch(patch('setUp()', 'lib/moved.js'), site)).toThrow(/"fake-patch" no longer holds: @fake\/theme 9\.9\.9 has no lib\/moved\.js/);
  });

  it('the bundler loader of a patch whose code changed stops the build', () => {
    const loader = createRequire(import.meta.url)(REPLACE_LOADER) as (this: object, source: string) => string;
    const options = {coupling: 'fake-patch', where: 'src/plugins/fake/', replacements: [['setUp()', 'patched()']]};
    const run = (source: string) => loader.call({resourcePath: '/x/client-module.js', getOptions: () => options}, source);
    expect(run('a = setUp();')).toBe('a = patched();');
    expect(() => run('a = setUpAll();')).toThrow(named('fake-patch'));
  });

  it('an override whose installed code no longer says what it relies on stops the build', () => {
    const override = (contains: string): RuntimeOverride => ({
      ...about,
      kind: 'override',
      name: 'fake-override',
      module: 'src/replacement.js',
      reliesOn: [{package: '@fake/theme', file: 'lib/client-module.js', contains, because: 'the fake api is set once'}],
    });
    expect(() => checkOverride(override('window.fake = api;'), site)).not.toThrow();
    expect(() => checkOverride(override('window.fake = other;'), site)).toThrow(named('fake-override'));
    expect(() => checkOverride(override('window.fake = other;'), site)).toThrow(/no longer contains `window\.fake = other;`, which it relies on: the fake api is set once/);
  });

  it('an entry replacement for another entry, or a missing file, stops the build', () => {
    const entry: EntryReplacement = {
      ...about,
      kind: 'entry',
      name: 'fake-entry',
      replaces: {package: '@fake/theme', file: 'lib/client-module.js'},
      with: 'src/replacement.js',
      aliases: {'@fake/app': {package: '@fake/theme', file: 'lib/App.js'}},
    };
    expect(() => checkEntry(entry, site)).toThrow(/"fake-entry" no longer holds: @fake\/theme 9\.9\.9 has no lib\/App\.js/);
    const files = checkEntry({...entry, aliases: {}}, site);
    expect(() => checkConfigEntry(entry, files.replaces, files.replaces)).not.toThrow();
    expect(() => checkConfigEntry(entry, path.join(site, 'src/replacement.js'), files.replaces)).toThrow(/"fake-entry" no longer holds: the browser bundle's entry is/);
    expect(() => checkConfigEntry(entry, {main: files.replaces}, files.replaces)).toThrow(named('fake-entry'));
  });

  it('a cache group that no longer wins over Docusaurus\'s stops the build', () => {
    const config = (styles: unknown) => ({optimization: {splitChunks: {cacheGroups: {styles}}}});
    const ours = {...PALITO_STYLES_ON_DEMAND, ...about};
    const named = /^Docusaurus coupling "palito-styles-on-demand" no longer holds: /;
    expect(() => checkCacheGroup(ours, config({type: 'css/mini-extract', priority: 50}))).not.toThrow();
    expect(() => checkCacheGroup(ours, config(undefined))).toThrow(/no `styles` split-chunks cache group for `palitoStyles`/);
    expect(() => checkCacheGroup(ours, {optimization: {splitChunks: false}})).toThrow(named);
    expect(() => checkCacheGroup(ours, config({type: 'css/mini-extract', priority: 70}))).toThrow(/`styles` cache group has priority 70: `palitoStyles` \(60\) must be above it/);
    expect(() => checkCacheGroup(ours, config({type: 'css/mini-extract'}))).toThrow(/has priority undefined/);
    expect(() => checkCacheGroup(ours, config({type: 'css', priority: 50}))).toThrow(/is of type "css", not "css\/mini-extract"/);
  });

  it('a theme component that changed since it was ejected fails, with how to re-eject it', () => {
    const original = path.join(site, 'node_modules/@fake/theme/src/theme/Widget/index.tsx');
    const ejected = (sha256: string, file = 'src/theme/Widget/index.tsx'): EjectedComponent => ({
      ...about,
      kind: 'ejected',
      name: 'Widget',
      component: 'Widget',
      theme: '@fake/theme',
      how: 'ejected',
      where: 'src/theme/Widget/',
      originals: [{package: '@fake/theme', file, sha256}],
      local: ['src/theme/Widget/index.tsx'],
    });
    expect(driftOf(ejected(sha256Of(original)), site)).toEqual([]);
    const [message] = driftOf(ejected('0'.repeat(64)), site);
    expect(message).toMatch(/^Widget: @fake\/theme 9\.9\.9's src\/theme\/Widget\/index\.tsx is not the file src\/theme\/Widget\/ was made from/);
    expect(message).toContain('`npm run swizzle @fake/theme Widget -- --eject --typescript --danger`');
    expect(message).toContain('re-apply this site\'s change (something)');
    expect(message).toContain(`record sha256 ${sha256Of(original)} for src/theme/Widget/index.tsx in its entry in src/plugins/docusaurus-couplings/registry.ts`);
    expect(driftOf(ejected('0'.repeat(64), 'src/theme/Gone/index.tsx'), site)).toEqual([expect.stringMatching(/^Widget: @fake\/theme 9\.9\.9 has no src\/theme\/Gone\/index\.tsx any more/)]);
  });

  it('a wrapped theme component that changed fails too, with what to check in the wrapper', () => {
    const original = path.join(site, 'node_modules/@fake/theme/src/theme/Widget/index.tsx');
    const wrapped = (sha256: string): EjectedComponent => ({
      ...about,
      kind: 'ejected',
      name: 'Widget',
      component: 'Widget',
      theme: '@fake/theme',
      how: 'wrapped',
      where: 'src/theme/Widget/',
      originals: [{package: '@fake/theme', file: 'src/theme/Widget/index.tsx', sha256}],
      local: ['src/theme/Widget/index.tsx'],
    });
    expect(driftOf(wrapped(sha256Of(original)), site)).toEqual([]);
    const [message] = driftOf(wrapped('0'.repeat(64)), site);
    expect(message).toMatch(/^Widget: @fake\/theme 9\.9\.9's src\/theme\/Widget\/index\.tsx is not the file src\/theme\/Widget\/ was made from/);
    expect(message).toContain('src/theme/Widget/index.tsx wraps it (something)');
    expect(message).not.toContain('--eject');
    expect(message).toContain(`record sha256 ${sha256Of(original)} for src/theme/Widget/index.tsx`);
  });
});
