// The change report of an inventory update: one row per change (an added, removed or moved asset,
// each changed field, each link added or removed), as CSV or Markdown, its column names and words
// in the reader's language. What exportAs('changes-csv' | 'changes-md') writes; the same rows the
// sidebar's change list shows.

import Papa from 'papaparse';
import type {ProjectDiff} from '../engine';
import {t, type Locale} from '../i18n';
import {type Project, xmlSafe} from '../model';
import {fieldLabel} from './change-text';

export interface ChangeReportInput {
  diff: ProjectDiff;
  /** The inventory before the update, and after it (the diff's two projects). */
  before: Project;
  after: Project;
  /** The language of the column names and words; default 'ko'. */
  locale?: Locale;
}

/** One change: its kind in words, the asset (or link) it is about, and for a field, its value before and after. */
export interface ChangeReportRow {
  kind: string;
  id: string;
  name: string;
  zone: string;
  cbs: string;
  field: string;
  before: string;
  after: string;
}

const COLUMNS = ['kind', 'id', 'name', 'zone', 'cbs', 'field', 'before', 'after'] as const;

/** Every change, in this order: added, removed, changed (a row per field), moved, links added, links removed. */
export function changeReportRows({diff, before, after, locale = 'ko'}: ChangeReportInput): ChangeReportRow[] {
  const word = (key: Parameters<typeof t>[1]) => t(locale, key);
  const places = (project: Project) => {
    const zones = new Map(project.zones.map((z) => [z.id, z.name]));
    const cbs = new Map(project.cbs.map((c) => [c.id, c.name]));
    return {zone: (id: string) => zones.get(id) ?? id, cbs: (id: string) => cbs.get(id) ?? id};
  };
  const was = places(before);
  const now = places(after);
  const nodesBefore = new Map(before.nodes.map((n) => [n.id, n]));
  const nodesAfter = new Map(after.nodes.map((n) => [n.id, n]));
  const value = (node: Project['nodes'][number], field: string) =>
    field === 'name' || field === 'type' || field === 'ip' || field === 'status' ? (node[field] ?? '') : Object.hasOwn(node.properties, field) ? node.properties[field] : '';
  const rows: ChangeReportRow[] = [];
  const assetRow = (kind: string, id: string, inAfter: boolean, extra: Partial<ChangeReportRow> = {}) => {
    const node = (inAfter ? nodesAfter : nodesBefore).get(id);
    const at = inAfter ? now : was;
    rows.push({kind, id, name: node?.name ?? '', zone: node ? at.zone(node.zoneId) : '', cbs: node ? at.cbs(node.cbsId) : '', field: '', before: '', after: '', ...extra});
  };
  for (const id of diff.assets.added) assetRow(word('change.added'), id, true);
  for (const id of diff.assets.removed) assetRow(word('change.removed'), id, false);
  for (const {id, fields} of diff.assets.changed) {
    const old = nodesBefore.get(id);
    const node = nodesAfter.get(id);
    if (!old || !node) continue;
    for (const field of fields) assetRow(word('change.changed'), id, true, {field: fieldLabel(field, locale), before: value(old, field), after: value(node, field)});
  }
  for (const {id, from, to} of diff.assets.moved) {
    assetRow(word('change.moved'), id, true, {field: word('report.place'), before: `${was.zone(from.zoneId)} › ${was.cbs(from.cbsId)}`, after: `${now.zone(to.zoneId)} › ${now.cbs(to.cbsId)}`});
  }
  const nameOf = (id: string) => nodesAfter.get(id)?.name ?? nodesBefore.get(id)?.name ?? id;
  for (const [kind, pairs] of [['report.linkAdded', diff.links.added], ['report.linkRemoved', diff.links.removed]] as const) {
    for (const [a, b] of pairs) rows.push({kind: word(kind), id: `${a} – ${b}`, name: `${nameOf(a)} – ${nameOf(b)}`, zone: '', cbs: '', field: '', before: '', after: ''});
  }
  // Text from the file, written into another file: without the characters XML and most readers refuse.
  return rows.map((row) => Object.fromEntries(COLUMNS.map((column) => [column, xmlSafe(row[column])])) as unknown as ChangeReportRow);
}

const headerOf = (locale: Locale) => COLUMNS.map((column) => t(locale, `report.${column}`));

/**
 * The report as CSV (RFC 4180, with a byte order mark so that Excel reads the Korean right). A
 * cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) is written as text.
 */
export function changeReportCsv(input: ChangeReportInput): string {
  const locale = input.locale ?? 'ko';
  const rows = changeReportRows(input).map((row) => COLUMNS.map((column) => row[column]));
  return `\uFEFF${Papa.unparse({fields: headerOf(locale), data: rows}, {escapeFormulae: true, newline: '\r\n'})}\r\n`;
}

/** A Markdown table cell: pipes and line breaks would end it, angle brackets would open HTML. */
const cell = (value: string) => value.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n|\r/g, ' ');

/** The report as Markdown: a title, the counts per kind, then a table of every change. */
export function changeReportMarkdown(input: ChangeReportInput): string {
  const locale = input.locale ?? 'ko';
  const {assets, links} = input.diff;
  const counts: [Parameters<typeof t>[1], number][] = [
    ['change.added', assets.added.length],
    ['change.removed', assets.removed.length],
    ['change.changed', assets.changed.length],
    ['change.moved', assets.moved.length],
    ['change.linksAdded', links.added.length],
    ['change.linksRemoved', links.removed.length],
  ];
  const table = (header: string[], rows: string[][]) => [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.map(cell).join(' | ')} |`);
  const rows = changeReportRows(input).map((row) => COLUMNS.map((column) => row[column]));
  const out = [`# ${cell(t(locale, 'change.list'))}`, '', `${cell(input.before.name)} → ${cell(input.after.name)}`, ''];
  out.push(...table(counts.map(([key]) => t(locale, key)), [counts.map(([, n]) => String(n))]), '');
  out.push(...(rows.length ? table(headerOf(locale), rows) : [t(locale, 'change.none')]), '');
  return out.join('\n');
}
