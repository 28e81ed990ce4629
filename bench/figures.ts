// The figures the docs show readers (src/data/figures.json), written by the benches that measure
// them: a bench calls recordFigure() where it prints a figure a page quotes, so the next run puts the
// page's number right, and no page types a measured number by hand (tests/unit/site/figures.test.ts).
// A page quotes a figure as <Figure id="..." />, which the site's remark plugin replaces with its
// text as the page compiles (src/plugins/figures-in-text/, src/utils/figures.ts).

import {spawnSync} from 'node:child_process';
import {readFileSync, renameSync, writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import type {FigureRecord, FigureUnit} from '../src/utils/figures';

const FILE = fileURLToPath(new URL('../src/data/figures.json', import.meta.url));

/** Where a figure comes from: the command, and the line or column of its output that prints it. */
export type FigureSource = {bench: string; line: string};

/** The commit measured, so that a figure can be traced to the code it describes. */
function commit(): string {
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {encoding: 'utf8'});
  return git.status === 0 ? git.stdout.trim() : 'unknown';
}

let measuredAt: {date: string; commit: string} | undefined;

/**
 * Sets one figure in src/data/figures.json, keeping every other key. The file is read again on
 * each call and replaced by a rename, so a bench killed halfway, or two benches at once, never
 * leave half a file; keys come out sorted so that a run's diff shows only what changed.
 */
export function recordFigure(key: string, value: number, unit: FigureUnit, source: FigureSource): void {
  if (!Number.isFinite(value)) return;
  measuredAt ??= {date: new Date().toISOString().slice(0, 10), commit: commit()};
  const figures = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, FigureRecord>;
  figures[key] = {value, unit, bench: source.bench, line: source.line, measured: measuredAt.date, commit: measuredAt.commit};
  const sorted = Object.fromEntries(Object.keys(figures).sort().map((k) => [k, figures[k]!]));
  const temporary = `${FILE}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(temporary, FILE);
}
