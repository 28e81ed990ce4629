// The Table view's rows: one per asset, with its zone and CBS names, its links (the assets it is
// connected to) and how a highlight or the filter marks it; sorted by any column. Pure, so the
// sorting and the marks are tested without a page.

import {compareCodePoints} from '../../../engine';
import type {Node, Project} from '../../../model';
import type {HighlightMarks} from '../../../store';

export const TABLE_COLUMNS = ['name', 'id', 'type', 'ip', 'zone', 'cbs', 'status', 'links'] as const;
export type TableColumn = (typeof TABLE_COLUMNS)[number];

/** How a row is marked: as the diagram marks its asset. */
export type RowMark = 'lit' | 'dim' | 'failed' | 'cut-off' | '';

export interface TableRow {
  node: Node;
  zone: string;
  cbs: string;
  /** The ids of the assets it is connected to, in code-point order. */
  links: string[];
}

export function tableRows(project: Project): TableRow[] {
  const zones = new Map(project.zones.map((z) => [z.id, z.name]));
  const cbs = new Map(project.cbs.map((c) => [c.id, c.name]));
  return project.nodes.map((node) => ({
    node,
    zone: zones.get(node.zoneId) ?? node.zoneId,
    cbs: cbs.get(node.cbsId) ?? node.cbsId,
    links: linksOf(project, node.id),
  }));
}

/** The words a column shows for a type or a status (the UI language's), which it sorts by. */
export interface CellWords {
  type(type: string): string;
  status(status: string): string;
}

/** The assets it is connected to, from the project's relationship analysis (every kind, both directions, itself left out). */
function linksOf(project: Project, id: string): string[] {
  const analysis = project.analysis[id];
  if (!analysis) return [];
  return [...new Set([...analysis.intraCbs, ...analysis.interCbs, ...analysis.interZone])].filter((other) => other !== id).sort(compareCodePoints);
}

function valueOf(row: TableRow, column: TableColumn, words: CellWords): string | number {
  switch (column) {
    case 'zone':
    case 'cbs':
      return row[column];
    case 'links':
      return row.links.length;
    case 'type':
      return words.type(row.node.type);
    case 'status':
      return words.status(row.node.status);
    default:
      return row.node[column] ?? '';
  }
}

const AS_WRITTEN: CellWords = {type: (type) => type, status: (status) => status};

/** The rows sorted by a column as it reads (numbers for links, the words shown in the page's language order otherwise); ties by id. */
export function sortRows(rows: readonly TableRow[], column: TableColumn, direction: 'ascending' | 'descending', locale: string, words: CellWords = AS_WRITTEN): TableRow[] {
  const collator = new Intl.Collator(locale, {numeric: true, sensitivity: 'base'});
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a, column, words);
    const y = valueOf(b, column, words);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return sign * order || compareCodePoints(a.node.id, b.node.id);
  });
}

/** How the diagram marks an asset now, for its row. */
export function markOf(id: string, marks: HighlightMarks | null): RowMark {
  if (!marks) return '';
  if (marks.failed.includes(id)) return 'failed';
  if (marks.cutOff.includes(id)) return 'cut-off';
  if (!marks.lit) return '';
  return marks.lit.has(id) ? 'lit' : 'dim';
}
