// English problem messages. Each names what is wrong and what happens to the drawing.

import type {ColumnKey} from '../model/columns';
import {count, megabytes, text, type MessageCatalog} from './catalog';

const q = (value: unknown) => `“${text(value as string)}”`;

const field: Record<ColumnKey, string> = {
  id: 'id',
  name: 'name',
  type: 'type',
  ip: 'IP',
  zone: 'zone',
  cbs: 'CBS',
  status: 'status',
  connections: 'connections',
};

export const en: MessageCatalog = {
  where(row, column) {
    if (row === undefined) return column ? `Column ${q(column)}` : '';
    return column ? `Row ${row}, column ${q(column)}` : `Row ${row}`;
  },
  field,
  messages: {
    'empty-file': () => 'The file is empty.',
    'not-tabular': (p) =>
      p.detected === 'xls'
        ? 'This is an old Excel (.xls) workbook. Save it as .xlsx or CSV and try again.'
        : p.detected === 'zip'
          ? 'This is a compressed file but not an Excel workbook. Choose a CSV or .xlsx file.'
          : 'This is not a CSV or Excel (.xlsx) file.',
    'no-header': () =>
      'There is no header row: the first row with content names none of the expected columns (id, name, zone, cbs, …).',
    'missing-column': (p) =>
      `The required ${field[p.field as ColumnKey] ?? text(p.field)} column is missing. Name it one of: ${text(p.accepted)}.`,
    'no-rows': () => 'There is a header but no asset rows under it.',
    'unclosed-quote': () =>
      'A quotation mark opened here is never closed, so the rest of the file would be read as one cell.',
    'duplicate-id': (p) => `The id ${q(p.id)} is already used in row ${text(p.firstRow)}. Ids must be unique.`,
    'missing-id': (p) => 'The id is empty. Every asset needs an id.' + mergedHint(p),
    'missing-zone': (p) => 'The zone is empty. Every asset belongs to a zone.' + mergedHint(p),
    'missing-cbs': (p) => 'The CBS is empty. Every asset belongs to a CBS group.' + mergedHint(p),
    'unknown-connection': (p) =>
      `No asset has the id ${q(p.id)}, so this connection is not drawn.` +
      (p.suggestion ? ` Did you mean ${q(p.suggestion)}?` : ''),
    'self-connection': (p) => `${q(p.id)} lists itself as a connection; that connection is ignored.`,
    'invalid-ip': (p) =>
      `${q(p.value)} is not a valid IPv4 or IPv6 address or CIDR block. The asset is drawn; please check the address.`,
    'unknown-status': (p) =>
      `Unknown status ${q(p.value)}, shown as normal. Use normal, warning, error or offline.`,
    'blank-row': () => 'Blank row, skipped.',
    'missing-name': (p) => `The name is empty, so the id ${q(p.id)} is shown instead.`,
    'duplicate-column': (p) =>
      Object.hasOwn(field, p.field as string)
        ? `This is a second ${field[p.field as ColumnKey]} column (${q(p.used)} is used); its values are kept as ${p.keptAs ? `the extra property ${q(p.keptAs)}` : 'extra properties'}.`
        : `An earlier column is also headed ${q(p.field)}, so this column's values are kept as the extra property ${q(p.keptAs)}.`,
    'extra-cells': (p) =>
      `${text(p.count)} value(s) to the right of the last column have no header and are ignored: ${text(p.values)}.`,
    'legacy-encoding': (p) =>
      `The file is encoded in ${text(p.encoding).toUpperCase()}, not UTF-8, and was read as such. Saving it as UTF-8 CSV avoids garbled text.`,
    'ignored-sheets': (p) => `Only one worksheet is read (the first with data). Not read: ${text(p.sheets)}.`,
    'similar-id': (p) =>
      `The id ${q(p.id)} differs from ${q(p.other)} in row ${text(p.otherRow)} only by case, full-width letters or invisible characters. They are drawn as two assets; if they are one, make the ids match.`,
    'file-too-large': (p) =>
      `The file is ${megabytes(p.found)}; the limit is ${megabytes(p.limit)}. Split the inventory into smaller files (by zone, for example) or remove unused columns.`,
    'workbook-too-large': (p) =>
      (Number(p.declared)
        ? `Once decompressed, this workbook would take ${megabytes(p.found)}; the limit is ${megabytes(p.limit)}.`
        : `This workbook decompresses to more than the ${megabytes(p.limit)} limit (reading stopped at ${megabytes(p.found)}).`) +
      ' Nothing was read. If it holds images or other sheets, save the asset sheet on its own as .xlsx or CSV.',
    'sheet-too-large': (p) =>
      `The sheet ${q(p.sheet)} uses the range ${text(p.range)} (${count(p.rows)} rows × ${count(p.columns)} columns); up to ${count(p.limit)} cells are read. Delete the empty rows and columns beyond the asset table (formatting left there counts), save, and try again.`,
    'too-many-rows': (p) =>
      `The file has ${count(p.found)} asset rows; the limit is ${count(p.limit)}. Split it into smaller files (by zone, for example).`,
    'project-file-damaged': (p) =>
      p.field
        ? `The project file is damaged and could not be opened: ${q(p.field)} is missing or has a wrong value.`
        : 'The project file is damaged and could not be opened: it is not complete JSON (it was cut off or broken).',
    'project-file-foreign': () =>
      'This is not a Palito project file (.palito.json). Load an asset inventory (CSV, .xlsx) as an inventory, not as a project.',
    'project-file-newer': (p) =>
      `This project file was saved by a newer Palito (file format version ${text(p.version)}; this Palito reads up to version ${text(p.supported)}). Update Palito and open it again.`,
    'project-file-too-large': (p) => {
      const found = count(p.found);
      const limit = count(p.limit);
      switch (p.what) {
        case 'fileBytes':
          return `The project file is ${megabytes(p.found)}; the limit is ${megabytes(p.limit)}. Nothing was read.`;
        case 'depth':
          return `The project file nests its lists and objects more than ${limit} levels deep (Palito's own files nest 6), so it is damaged or was not written by Palito. Nothing was read.`;
        case 'versions':
          return `The project file holds ${found} saved versions; at most ${limit} can be opened. Delete old versions in the editor that saved it, then save the file again.`;
        case 'assets':
          return `The project file holds ${found} assets; the limit is ${limit}, as for an inventory's rows.`;
        case 'links':
          return `The project file holds ${found} links; the limit is ${limit}, as for an inventory's connections.`;
        case 'zones':
          return `The project file holds ${found} zones; the limit is ${limit}.`;
        default:
          return `The project file holds ${found} CBS groups; the limit is ${limit}.`;
      }
    },
    'project-file-unusable': () =>
      'The project file passed the checks but could not be drawn: its contents do not fit together. It may have been edited by hand or by another program; load the inventory it came from instead.',
    'versions-not-stored': (p) =>
      p.reason === 'count'
        ? `The file's ${count(p.count)} saved versions are shown, but not kept in this browser: with the versions it already keeps for the project they would be ${count(p.found)}, more than the ${count(p.limit)} Palito keeps per project. The browser's own are left as they were and not shown now.`
        : `The file's ${count(p.count)} saved versions are shown for this session only, not kept in this browser: ` +
          (p.reason === 'budget'
            ? `they would take ${megabytes(p.found)} of storage, more than the ${megabytes(p.limit)} Palito keeps per project.`
            : "the browser's storage refused them (it is full or blocked).") +
          ' They stay in the project file: open it again to see them.',
    'too-many-connections': (p) =>
      `The file lists ${count(p.found)} connections; the limit is ${count(p.limit)}. Split it into smaller files (by zone, for example).`,
    'other-sheet-read': (p) =>
      `The data was read from the sheet ${q(p.sheet)}, the first with any: the sheet(s) before it are empty (${text(p.empty)}).`,
    'control-characters': (p) =>
      `Removed ${count(p.count)} invisible control character(s), such as NUL, on line(s) ${text(p.lines)}${Number(p.more) ? ' and others' : ''}.`,
    'malformed-quote': () =>
      'A quoted cell has text after its closing quotation mark, so the cell may not end where you meant: it can take in the lines after it. Check this row and the ones below.',
    'probably-renamed': (p) =>
      `The id ${q(p.after)} is new, and ${q(p.before)} (row ${text(p.beforeRow)} of the earlier file) is gone; both are named ${q(p.name)} in the same CBS. They are reported as one asset removed and one added: if it is the same asset, give it its earlier id back.`,
    'links-bundled': (p) =>
      `In the CBS ${q(p.cbs)}${p.zone ? ` (zone ${q(p.zone)})` : ''}, ${count(p.assets)} assets are linked to most of each other: their ${count(p.links)} links are drawn as one bundle, not one line each. Every link is kept in the project.`,
    'more-problems': (p) =>
      `…and ${count(p.count)} more problem(s) of the same kind${p.firstRow !== undefined ? `, from row ${text(p.firstRow)} on` : ''}. Fix the ones above, then load the file again to see the rest.`,
  },
};

/** Excel keeps a merged cell's value in its first row only: the rows below read as empty. */
function mergedHint(p: Record<string, unknown>): string {
  return p.merged
    ? ` The cell is part of the merged cells ${text(p.merged as string)}, whose value is in their first row only. Unmerge them and fill the value into every row.`
    : '';
}
