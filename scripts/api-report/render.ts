// The report as Markdown: one section per entry point, one block of declarations each, then the
// members of the object usePalito() returns. No paths, no dates: the same sources give the same file.

import type ts from 'typescript';
import {memberLines, readEntryExports, type EntryExports} from './exports';
import {createPackageProgram, entryPoints} from './program';

export const REPORT_FILE = 'packages/palito/api-report.md';
const API_INTERFACE = 'PalitoApi';

const HEADER = [
  '# palito API report',
  '',
  'Written by `npm run api-report` (`scripts/api-report/`) from the package\'s sources; do not edit it by hand.',
  '`tests/unit/palito/api-report.test.ts` fails when it differs from the sources, and when an export is on no API page.',
  '',
];

/** The report's text, from a program made over the package (or the one given, to share it). */
export function renderApiReport(program: ts.Program = createPackageProgram()): string {
  const entries = readEntryExports(program, entryPoints());
  return [...HEADER, ...entries.flatMap(entrySection), ...apiSection(program, entries)].join('\n') + '\n';
}

function entrySection({entry, items}: EntryExports): string[] {
  const table = items.map((item) => `| \`${item.name}\` | ${item.kind} |`);
  const code = items.flatMap((item) => [`// ${item.kind}`, ...item.lines, '']);
  return [`## ${entry}`, '', `${items.length} exports.`, '', '| export | kind |', '| --- | --- |', ...table, '', '```ts', ...code.slice(0, -1), '```', ''];
}

/** `usePalito()`'s functions: each has an API page of its own. */
function apiSection(program: ts.Program, entries: EntryExports[]): string[] {
  const lines = palitoApiMembers(program, entries);
  return [`## usePalito(): ${API_INTERFACE}`, '', `${lines.length} members.`, '', '```ts', ...lines, '```'];
}

/** The members of PalitoApi as `name(params): result;`, sorted by name. */
export function palitoApiMembers(program: ts.Program, entries = readEntryExports(program, entryPoints())): string[] {
  const palito = entries.find((e) => e.items.some((i) => i.name === API_INTERFACE && i.kind === 'interface'));
  if (!palito) throw new Error(`api-report: no entry point exports the interface ${API_INTERFACE}`);
  const checker = program.getTypeChecker();
  const source = program.getSourceFiles().find((f) => f.fileName.endsWith(`/src/entries/palito.ts`))!;
  const symbol = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name === API_INTERFACE)!;
  const type = checker.getDeclaredTypeOfSymbol(checker.getAliasedSymbol(symbol));
  return memberLines(checker, source, type).map((line) => line.trim()).sort();
}
