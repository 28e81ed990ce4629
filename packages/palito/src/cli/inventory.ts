// An inventory through the engine's stages, told apart as the command's exit codes need them:
// a file the reader refuses (empty, not a table, over a limit: exit 2), a table the validator
// refuses (exit 1), or a Project with its warnings. The stages are the engine's own, in the order
// buildProject runs them; each problem gets its column's number, for an annotation's `col`.

import {analyzeRelationships, convertAssets, type Problem, type Project, readTable, validateTable} from '../engine';

export interface LocatedProblem extends Problem {
  /** The column's number (1 is A), when the problem names a column of the header. */
  columnNumber?: number;
}

export type Inventory =
  | {ok: true; project: Project; problems: LocatedProblem[]}
  | {ok: false; stage: 'read' | 'validate'; problems: LocatedProblem[]};

/** The header row of a table: the first with content, as the validator finds it. */
function headerOf(rows: readonly string[][]): string[] {
  return rows.find((row) => row.some((cell) => cell.trim() !== '')) ?? [];
}

function locate(problems: readonly Problem[], header: readonly string[]): LocatedProblem[] {
  const columns = new Map<string, number>();
  header.forEach((name, i) => {
    if (!columns.has(name.trim())) columns.set(name.trim(), i + 1);
  });
  return problems.map((p) => {
    const columnNumber = p.column === undefined ? undefined : columns.get(p.column.trim());
    return columnNumber === undefined ? p : {...p, columnNumber};
  });
}

/** Read and validated only: what `palito validate` reports. */
export async function checkInventory(name: string, bytes: Uint8Array): Promise<{ok: boolean; stage: 'read' | 'validate'; problems: LocatedProblem[]; assets?: Parameters<typeof convertAssets>[0]}> {
  const read = await readTable({name, data: bytes});
  if (!read.ok) return {ok: false, stage: 'read', problems: read.problems};
  const validated = validateTable(read.table);
  const header = headerOf(read.table.rows);
  if (!validated.ok) return {ok: false, stage: 'validate', problems: locate(validated.problems, header)};
  return {ok: true, stage: 'validate', problems: locate(validated.warnings, header), assets: validated.assets};
}

/** Read, validated, converted and analysed: the Project the editor would lay out. */
export async function loadInventory(name: string, bytes: Uint8Array): Promise<Inventory> {
  const checked = await checkInventory(name, bytes);
  if (!checked.ok || !checked.assets) return {ok: false, stage: checked.stage, problems: checked.problems};
  const project = analyzeRelationships(convertAssets(checked.assets, name), checked.assets);
  return {ok: true, project, problems: checked.problems};
}
