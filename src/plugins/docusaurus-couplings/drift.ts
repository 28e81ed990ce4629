// Whether the theme files the site copied or stands in for are still the ones it was made from:
// each RecordedFile's sha256 against the installed file's. A changed file means the theme changed
// what the site's copy was made from (a fix, a new prop, a new client-module duty), which no build
// error would show. tests/unit/site/ejected-components.test.ts runs it.

import crypto from 'node:crypto';
import fs from 'node:fs';
import {REGISTRY_FILE} from './check';
import {installedFile, installedVersion} from './installed-file';
import type {Coupling, EjectedComponent, ModuleAlias, RecordedFile} from './types';

export const sha256Of = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The installed files an entry records a hash for. */
export function recordedFiles(coupling: Coupling): RecordedFile[] {
  if (coupling.kind === 'ejected') return coupling.originals;
  if (coupling.kind === 'alias' && 'sha256' in coupling.replaces) return [coupling.replaces];
  return [];
}

function whatToDo(coupling: EjectedComponent | ModuleAlias, original: RecordedFile, found: string): string {
  const record = `then record sha256 ${found} for ${original.file} in its entry in ${REGISTRY_FILE}`;
  if (coupling.kind === 'alias') {
    return `Compare it with ${coupling.with}, which stands in for it (${coupling.changes}), carry over what the theme's module now does, ${record}.`;
  }
  if (coupling.how === 'wrapped') {
    return (
      `Read the new file (\`git diff\` of the installed package, or the theme's changelog): ${coupling.local.join(', ')} wraps it ` +
      `(${coupling.changes}) and relies on what it draws; check the wrapper still fits the page, ${record}.`
    );
  }
  if (coupling.how === 'reproduced') {
    return `Compare it with ${coupling.local.join(' and ')}, which reproduce it (${coupling.changes}), ${record}.`;
  }
  return (
    `Re-eject it: \`npm run swizzle ${coupling.theme} ${coupling.component} -- --eject --typescript --danger\` (it writes over ` +
    `${coupling.where}), re-apply this site's change (${coupling.changes}) to ${coupling.local.join(', ')} (\`git diff\` shows the ` +
    `new original against the site's version; delete the other files the eject added), ${record}.`
  );
}

/** One message per recorded file that is missing or differs from the installed one. */
export function driftOf(coupling: Coupling, siteDir: string): string[] {
  if (coupling.kind !== 'ejected' && coupling.kind !== 'alias') return [];
  return recordedFiles(coupling).flatMap((original) => {
    const version = `${original.package} ${installedVersion(siteDir, original.package)}`;
    let file: string;
    try {
      file = installedFile(siteDir, original.package, original.file);
    } catch {
      return [`${coupling.name}: ${version} has no ${original.file} any more (${coupling.where} was made from it): find what replaced it in the theme.`];
    }
    const found = sha256Of(file);
    if (found === original.sha256) return [];
    return [`${coupling.name}: ${version}'s ${original.file} is not the file ${coupling.where} was made from (sha256 ${found}, recorded ${original.sha256}). ${whatToDo(coupling, original, found)}`];
  });
}
