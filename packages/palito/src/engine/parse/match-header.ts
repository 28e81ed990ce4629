// The header row -> where each contract column is, and which other columns become properties.

import {COLUMN_ALIASES, REQUIRED_COLUMNS, columnKeyOf, type ColumnKey} from '../model/columns';
import {problem, type Problem} from '../model/problem';
import {columnLetter} from './column-letter';

/** A header cell with its position. */
export interface HeaderColumn {
  index: number;
  /** The header text as written (trimmed), or `Column E` for an empty header cell. */
  header: string;
}

export interface HeaderMap {
  /** Contract columns found, by key. */
  known: Partial<Record<ColumnKey, HeaderColumn>>;
  /** Every other column, kept as the node's optional properties. */
  extra: HeaderColumn[];
  /** Number of header cells (data cells beyond it have no column). */
  width: number;
}

export type HeaderResult = {ok: true; header: HeaderMap; problems: Problem[]} | {ok: false; problems: Problem[]};

export function matchHeader(cells: readonly string[], row: number): HeaderResult {
  const known: Partial<Record<ColumnKey, HeaderColumn>> = {};
  const extra: HeaderColumn[] = [];
  const problems: Problem[] = [];
  let width = cells.length;
  while (width > 0 && cells[width - 1].trim() === '') width--;

  // Extra columns become property names: two columns headed `note` (or an empty header, named
  // `Column E`, beside a real `Column E`) would share one, and the first one's values would vanish.
  const taken = new Set<string>();
  const uniqueName = (header: string) => {
    let name = header;
    for (let n = 2; taken.has(name); n++) name = `${header} (${n})`;
    taken.add(name);
    return name;
  };

  for (let index = 0; index < width; index++) {
    const text = cells[index].trim();
    const header = text === '' ? `Column ${columnLetter(index)}` : text;
    const key = text === '' ? undefined : columnKeyOf(text);
    if (key && !known[key]) {
      known[key] = {index, header};
    } else {
      const name = uniqueName(header);
      if (key) {
        // `name` and `hostname` side by side, say: the first is used, the second is kept as a property.
        const used = known[key]!.header;
        problems.push(problem('duplicate-column', {row, column: header}, name === header ? {field: key, used} : {field: key, used, keptAs: name}));
      } else if (name !== header) {
        problems.push(problem('duplicate-column', {row, column: header}, {field: header, used: header, keptAs: name}));
      }
      extra.push({index, header: name});
    }
  }

  if (Object.keys(known).length === 0) {
    return {ok: false, problems: [problem('no-header', {row}, {cells: cells.slice(0, 8).map((c) => c.trim())})]};
  }
  const missing = REQUIRED_COLUMNS.filter((key) => !known[key]);
  if (missing.length) {
    for (const key of missing) {
      // No `column`: the column does not exist; params.field names it.
      problems.push(problem('missing-column', {row}, {field: key, accepted: [...COLUMN_ALIASES[key]]}));
    }
    return {ok: false, problems};
  }
  return {ok: true, header: {known, extra, width}, problems};
}
