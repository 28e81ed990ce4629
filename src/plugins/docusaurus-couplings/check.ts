// The build-time checks of ./registry.ts's entries. The plugins call them from configureWebpack
// (so only a build or the dev server runs them, not swizzle or write-translations) and take the
// paths they return: a target that is gone, a patch that no longer applies or code that no longer
// does what an override relies on stops the build with a CouplingError naming the entry.

import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {installedFile, installedVersion} from './installed-file';
import type {CacheGroupOverride, Coupling, EntryReplacement, InstalledFile, LoaderPatch, ModuleAlias, RuntimeOverride} from './types';

/** The bundler loader of a LoaderPatch. */
export const REPLACE_LOADER = path.join(__dirname, 'replace-loader.cjs');

const replaceLoader = createRequire(REPLACE_LOADER)(REPLACE_LOADER) as {
  applyReplacements: (source: string, replacements: Array<[string, string]>) => {patched: string; problems: string[]};
  REGISTRY: string;
};
export const {applyReplacements} = replaceLoader;
/** Where the entries are, for the messages. */
export const REGISTRY_FILE = replaceLoader.REGISTRY;

type Named = Pick<Coupling, 'name' | 'where'>;

export class CouplingError extends Error {
  constructor(coupling: Named, problem: string) {
    super(`Docusaurus coupling "${coupling.name}" no longer holds: ${problem}.\n  Look at ${coupling.where} (what it changes and why: its entry in ${REGISTRY_FILE}).`);
    this.name = 'CouplingError';
  }
}

/** `target`'s path, or a CouplingError when the installed package has no such file. */
export function resolveInstalled(coupling: Named, siteDir: string, target: InstalledFile): string {
  try {
    return installedFile(siteDir, target.package, target.file);
  } catch (error) {
    throw new CouplingError(coupling, (error as Error).message);
  }
}

/** `file` (from the site's root, its extension optional as in an import) as an absolute path. */
export function resolveSite(coupling: Named, siteDir: string, file: string): string {
  const found = path.join(siteDir, file);
  if (['', '.ts', '.tsx', '.js', '.jsx'].some((extension) => fs.statSync(found + extension, {throwIfNoEntry: false})?.isFile())) return found;
  throw new CouplingError(coupling, `the site has no ${file}`);
}

const described = (siteDir: string, target: InstalledFile) => `${target.package} ${installedVersion(siteDir, target.package)}'s ${target.file}`;

/** The alias's two ends: the module the bundler stops loading, and the site's module it loads instead. */
export function checkAlias(alias: ModuleAlias, siteDir: string): {from: string; to: string} {
  const from = 'site' in alias.replaces ? resolveSite(alias, siteDir, alias.replaces.site) : resolveInstalled(alias, siteDir, alias.replaces);
  return {from, to: resolveSite(alias, siteDir, alias.with)};
}

/** For a theme's client module: Docusaurus still runs it on every page, by the path the alias names
 * (else the theme may now run another module in its place, which the alias would not replace). */
export function checkClientModule(alias: ModuleAlias, from: string, generatedFilesDir: string): void {
  const list = path.join(generatedFilesDir, 'client-modules.js');
  if (!fs.existsSync(list)) throw new CouplingError(alias, `Docusaurus wrote no ${list}, the list of client modules every page runs, where ${from} should be`);
  if (!fs.readFileSync(list, 'utf8').includes(from.replace(/\.[cm]?js$/, ''))) {
    throw new CouplingError(alias, `${from} is no longer among the client modules every page runs (${list}); the theme may run another module in its place, which the alias would not replace`);
  }
}

/** The patched file's path, once the patch's replacements have been made on it as installed. */
export function checkPatch(patch: LoaderPatch, siteDir: string): string {
  const file = resolveInstalled(patch, siteDir, patch.target);
  const {problems} = applyReplacements(fs.readFileSync(file, 'utf8'), patch.replacements);
  if (problems.length > 0) throw new CouplingError(patch, `${described(siteDir, patch.target)} ${problems.join('; ')}`);
  return file;
}

/** A pattern that matches the patched file in any copy of its package the bundler may load. */
export function installedFilePattern(target: InstalledFile): RegExp {
  const separated = `node_modules/${target.package}/${target.file}`.split('/').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`[\\\\/]${separated.join('[\\\\/]')}$`);
}

/** The installed code still says what the override relies on. */
export function checkOverride(override: RuntimeOverride, siteDir: string): void {
  for (const expectation of override.reliesOn) {
    const file = resolveInstalled(override, siteDir, expectation);
    if (!fs.readFileSync(file, 'utf8').includes(expectation.contains)) {
      throw new CouplingError(override, `${described(siteDir, expectation)} no longer contains \`${expectation.contains}\`, which it relies on: ${expectation.because}`);
    }
  }
  if (override.module) resolveSite(override, siteDir, override.module);
}

/** The entry's files: Docusaurus's entry, the site's that replaces it, and what its aliases name. */
export function checkEntry(entry: EntryReplacement, siteDir: string): {replaces: string; with: string; aliases: Record<string, string>} {
  const aliases = Object.fromEntries(Object.entries(entry.aliases).map(([name, target]) => [name, resolveInstalled(entry, siteDir, target)]));
  return {replaces: resolveInstalled(entry, siteDir, entry.replaces), with: resolveSite(entry, siteDir, entry.with), aliases};
}

/** The bundler config's entry is the file the entry replacement replaces. */
export function checkConfigEntry(entry: EntryReplacement, configEntry: unknown, expected: string): void {
  const same = typeof configEntry === 'string' && fs.existsSync(configEntry) && fs.realpathSync(configEntry) === fs.realpathSync(expected);
  if (!same) throw new CouplingError(entry, `the browser bundle's entry is ${JSON.stringify(configEntry)}, not ${expected}: starting both would run the site twice`);
}

type CacheGroups = Record<string, unknown>;
type SplitChunksConfig = {optimization?: {splitChunks?: false | {cacheGroups?: CacheGroups}}};

/** Docusaurus's client config still has the cache group the override must win over, of the same
 * type and a lower priority. */
export function checkCacheGroup(override: CacheGroupOverride, config: SplitChunksConfig): void {
  const splitChunks = config.optimization?.splitChunks;
  const theirs = (splitChunks ? splitChunks.cacheGroups?.[override.over] : undefined) as {type?: unknown; priority?: unknown} | undefined;
  const ours = override.group;
  if (!theirs || typeof theirs !== 'object') {
    throw new CouplingError(override, `Docusaurus's client config has no \`${override.over}\` split-chunks cache group for \`${ours.name}\` to take its files from; its CSS may now be split another way`);
  }
  if (theirs.type !== ours.type) {
    throw new CouplingError(override, `Docusaurus's \`${override.over}\` cache group is of type ${JSON.stringify(theirs.type)}, not ${JSON.stringify(ours.type)} like \`${ours.name}\``);
  }
  if (typeof theirs.priority !== 'number' || theirs.priority >= ours.priority) {
    throw new CouplingError(override, `Docusaurus's \`${override.over}\` cache group has priority ${JSON.stringify(theirs.priority)}: \`${ours.name}\` (${ours.priority}) must be above it to take its file`);
  }
}

/** Every check that needs no bundler config, for the unit tests. */
export function checkWithoutBuild(coupling: Coupling, siteDir: string): void {
  if (coupling.kind === 'alias') checkAlias(coupling, siteDir);
  else if (coupling.kind === 'entry') checkEntry(coupling, siteDir);
  else if (coupling.kind === 'patch') checkPatch(coupling, siteDir);
  else if (coupling.kind === 'override') checkOverride(coupling, siteDir);
  else if (coupling.kind === 'ejected') for (const file of coupling.local) resolveSite(coupling, siteDir, file);
}
