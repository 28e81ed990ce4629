// Random inventories: a contract header (English or Korean names, any case, any order, padded,
// decomposed Hangul) over rows of random values, with blank rows, short and long rows, duplicate
// and missing ids, and what the validator must make of them (a small model of the contract).

import fc from 'fast-check';
import {COLUMN_ALIASES, columnKeyOf, type ColumnKey} from '../../../../packages/palito/src/engine/model/columns';
import {canEncodeEucKr, cellText, eucKrText} from './text';

/** A grid of cells with the facts a check needs about it. */
export interface Inventory {
  /** Every row of the file: blank rows, the header, the data rows (blank ones among them). */
  rows: string[][];
  /** Index in `rows` of the header. */
  headerRow: number;
  /** For each header cell, the contract column it names, or undefined for a property column. */
  keys: (ColumnKey | undefined)[];
  /** Indexes in `rows` of the rows written blank (whitespace only). */
  blankRows: Set<number>;
}

export interface InventoryOptions {
  /** Every character must be one EUC-KR holds. */
  eucKr?: boolean;
  /**
   * Property columns' headers: `distinct` ones (non-empty, different once trimmed), or `any`:
   * empty, repeated, `__proto__`, `Column B`, the names an engine may trip over.
   */
  extraHeaders?: 'distinct' | 'any';
  /**
   * Property columns' headers may hold line breaks (quoted). Off by default: see the bug in
   * csv-grammar.test.ts, where they are tested on their own.
   */
  headerLineBreaks?: boolean;
  /** Most data rows. */
  maxRows?: number;
}

const OPTIONAL: readonly ColumnKey[] = ['type', 'ip', 'status', 'connections'];
const REQUIRED: readonly ColumnKey[] = ['id', 'name', 'zone', 'cbs'];
const PADDING = ['', '', ' ', '  ', '\t', '\u3000', '\u00a0'];
const BLANK_CELLS = ['', '', ' ', '   ', '\u3000', '\u00a0'];
const ODD_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'Column B',
  'Column C',
  '',
  ' ',
];
const ODD_IDS = ['__proto__', 'constructor', 'toString', 'zone:z', 'cbs:z/c', 'A1', 'a1', 'Ａ1', 'A1\u200b', '자산1'];
const TYPES = ['router', 'switch', 'Firewall', 'load-balancer', 'server', 'DATABASE', 'storage', 'pc', '방화벽', 'x'];
const STATUSES = [
  'normal',
  '정상',
  'warning',
  '경고',
  'error',
  '장애',
  'offline',
  '오프라인',
  'NORMAL',
  ' Warning ',
  '',
];
const SEPARATORS = [';', ',', '|', '\n', ' ; ', ';;', '\r\n'];

/** Lower or upper case letter by letter, as the bits of `mask` say. */
function withCase(text: string, mask: number): string {
  return [...text].map((c, i) => ((mask >> i % 30) & 1 ? c.toUpperCase() : c.toLowerCase())).join('');
}

function headerCell(key: ColumnKey, eucKr: boolean): fc.Arbitrary<string> {
  return fc
    .record({
      alias: fc.constantFrom(...COLUMN_ALIASES[key]),
      mask: fc.nat(),
      decomposed: fc.boolean(),
      before: fc.constantFrom(...PADDING),
      after: fc.constantFrom(...PADDING),
    })
    .map(({alias, mask, decomposed, before, after}) => {
      const name = withCase(alias, mask);
      return before + (decomposed && !eucKr ? name.normalize('NFD') : name) + after;
    })
    .filter((cell) => !eucKr || canEncodeEucKr(cell));
}

/** The header row: every required column, some optional ones, some property columns, shuffled. */
function header(options: InventoryOptions): fc.Arbitrary<{cells: string[]; keys: (ColumnKey | undefined)[]}> {
  const eucKr = options.eucKr ?? false;
  const text = eucKr ? eucKrText(10) : cellText(10);
  const anyName = fc.oneof(text, fc.constantFrom(...ODD_NAMES));
  const extra =
    options.extraHeaders === 'any'
      ? fc.array(anyName, {maxLength: 4})
      : fc.uniqueArray(
          text.filter((name) => name.trim() !== '' && !name.trim().startsWith('Column ')),
          {maxLength: 3, selector: (name) => name.trim()},
        );
  return fc
    .record({
      optional: fc.subarray([...OPTIONAL]),
      extra: extra.map((names) =>
        names.filter((name) => columnKeyOf(name) === undefined && (options.headerLineBreaks || !/[\r\n]/.test(name))),
      ),
    })
    .chain(({optional, extra: names}) => {
      const keys = [...REQUIRED, ...optional];
      return fc.tuple(fc.tuple(...keys.map((key) => headerCell(key, eucKr))), fc.constant(keys), fc.constant(names));
    })
    .chain(([cells, keys, names]) => {
      const columns: {cell: string; key: ColumnKey | undefined}[] = [
        ...cells.map((cell, i) => ({cell, key: keys[i]})),
        ...names.map((cell) => ({cell, key: undefined})),
      ];
      return fc.shuffledSubarray(columns, {minLength: columns.length, maxLength: columns.length});
    })
    .map((columns) => ({cells: columns.map((c) => c.cell), keys: columns.map((c) => c.key)}));
}

function blankRow(eucKr: boolean): fc.Arbitrary<string[]> {
  const cells = eucKr ? BLANK_CELLS.filter(canEncodeEucKr) : BLANK_CELLS;
  return fc.array(fc.constantFrom(...cells), {minLength: 1, maxLength: 6});
}

export function inventory(options: InventoryOptions = {}): fc.Arbitrary<Inventory> {
  const eucKr = options.eucKr ?? false;
  const encodable = <T extends string>(arb: fc.Arbitrary<T>) => (eucKr ? arb.filter(canEncodeEucKr) : arb);
  const text = (n: number) => (eucKr ? eucKrText(n) : cellText(n));
  const named = (n: number) => encodable(text(n).filter((t) => t.trim() !== ''));

  return fc
    .record({
      head: header(options),
      count: fc.nat(options.maxRows ?? 12),
      // Clean files mostly validate; messy ones mostly do not, and say why.
      clean: fc.boolean(),
      zones: fc.array(fc.oneof(named(8), encodable(fc.constantFrom('DMZ', '내부망', ' Core  Net '))), {
        minLength: 1,
        maxLength: 3,
      }),
      cbs: fc.array(fc.oneof(named(8), encodable(fc.constantFrom('Web', '서버팜', '__proto__'))), {
        minLength: 1,
        maxLength: 3,
      }),
      above: fc.array(blankRow(eucKr), {maxLength: 2}),
    })
    .chain(({head, count, clean, zones, cbs, above}) => {
      const ids = fc.uniqueArray(fc.oneof(named(10), encodable(fc.constantFrom(...ODD_IDS))), {
        minLength: Math.max(1, count),
        maxLength: Math.max(1, count),
        selector: (id) => id.normalize('NFC').trim(),
      });
      return ids.chain((pool) => {
        const anyId = fc.constantFrom(...pool);
        const maybeBlank = (arb: fc.Arbitrary<string>) =>
          clean ? arb : fc.oneof({weight: 5, arbitrary: arb}, {weight: 1, arbitrary: fc.constantFrom('', ' ')});
        const valueOf = (key: ColumnKey | undefined, index: number): fc.Arbitrary<string> => {
          switch (key) {
            case 'id':
              return clean ? fc.constant(pool[index]) : fc.oneof(anyId, fc.constantFrom('', ' '), text(6));
            case 'zone':
              return maybeBlank(fc.constantFrom(...zones));
            case 'cbs':
              return maybeBlank(fc.constantFrom(...cbs));
            case 'type':
              return fc.oneof(encodable(fc.constantFrom(...TYPES)), text(8));
            case 'ip':
              return fc.oneof(
                fc.ipV4(),
                fc.ipV6(),
                fc.tuple(fc.ipV4(), fc.nat(40)).map(([ip, n]) => `${ip}/${n}`),
                text(8),
                fc.constant(''),
              );
            case 'status':
              return fc.oneof(encodable(fc.constantFrom(...STATUSES)), text(6));
            case 'connections':
              return fc
                .array(
                  fc.tuple(
                    fc.oneof({weight: 4, arbitrary: anyId}, {weight: 1, arbitrary: text(6)}),
                    fc.constantFrom(...SEPARATORS),
                  ),
                  {maxLength: 4},
                )
                .map((parts) => parts.map(([id, sep], i) => (i ? sep : '') + id).join(''));
            case 'name':
              return fc.oneof({weight: 4, arbitrary: text(12)}, {weight: 1, arbitrary: fc.constant('')});
            default:
              return text(12);
          }
        };
        const dataRow = (index: number) =>
          fc
            .record({
              cells: fc.tuple(...head.keys.map((key) => valueOf(key, index))),
              // Messy files have short rows and values past the last column.
              shape: clean
                ? fc.constant(0)
                : fc.oneof(
                    {weight: 8, arbitrary: fc.constant(0)},
                    {weight: 1, arbitrary: fc.integer({min: -4, max: 3})},
                  ),
              spill: fc.array(text(6), {minLength: 1, maxLength: 3}),
            })
            .map(({cells, shape, spill}) =>
              shape < 0
                ? cells.slice(0, Math.max(1, cells.length + shape))
                : shape > 0
                ? [...cells, ...spill.slice(0, shape)]
                : cells,
            );
        const slots = Array.from({length: count}, (_, i) =>
          fc.oneof(
            {weight: 9, arbitrary: dataRow(i).map((cells) => ({cells, blank: false}))},
            {weight: 1, arbitrary: blankRow(eucKr).map((cells) => ({cells, blank: true}))},
          ),
        );
        return fc.tuple(...slots).map((data): Inventory => {
          const rows = [...above, head.cells, ...data.map((d) => d.cells)];
          const blankRows = new Set<number>(above.map((_, i) => i));
          data.forEach((d, i) => d.blank && blankRows.add(above.length + 1 + i));
          return {rows, headerRow: above.length, keys: head.keys, blankRows};
        });
      });
    });
}

/** The inventory with one more property column at `at` (wrapped to the header's width), empty below the header. */
export function withColumn(inv: Inventory, at: number, name: string): Inventory {
  const index = at % (inv.keys.length + 1);
  const rows = inv.rows.map((row, i) => {
    if (i < inv.headerRow || inv.blankRows.has(i)) return row;
    const cells = [...row];
    while (cells.length < index) cells.push('');
    cells.splice(index, 0, i === inv.headerRow ? name : '');
    return cells;
  });
  const keys = [...inv.keys];
  keys.splice(index, 0, undefined);
  return {...inv, rows, keys};
}

// ---------------------------------------------------------------------------------------------
// What the validator must make of a table (rows as the reader returns them)

export interface Expected {
  ok: boolean;
  /** Row numbers (header = 1 when it is the first row) of the blank rows, above the header or below. */
  blankRows: number[];
  /** Row numbers of the rows that become assets, in order. */
  assetRows: number[];
  /** `code@row` of every error, sorted. */
  errors: string[];
}

export function isBlankRow(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === '');
}

/** A contract column's value as the validator reads it: NFC, trimmed. */
const contractValue = (cell: string | undefined) => (cell ?? '').normalize('NFC').trim();

/** The contract applied to the reader's rows, given which contract column each header cell names. */
export function expectedValidation(rows: readonly string[][], keys: readonly (ColumnKey | undefined)[]): Expected {
  const headerRow = rows.findIndex((row) => !isBlankRow(row));
  const blankRows: number[] = [];
  const assetRows: number[] = [];
  const errors: string[] = [];
  const column = (key: ColumnKey) => keys.indexOf(key);
  const seen = new Set<string>();
  for (let index = 0; index < rows.length; index++) {
    const rowNumber = index + 1;
    if (isBlankRow(rows[index])) {
      blankRows.push(rowNumber);
      continue;
    }
    if (index <= headerRow) continue;
    const value = (key: ColumnKey) => contractValue(rows[index][column(key)]);
    for (const key of ['id', 'zone', 'cbs'] as const) if (value(key) === '') errors.push(`missing-${key}@${rowNumber}`);
    const id = value('id');
    if (id === '') continue;
    if (seen.has(id)) errors.push(`duplicate-id@${rowNumber}`);
    else {
      seen.add(id);
      assetRows.push(rowNumber);
    }
  }
  const dataRows = rows.length - headerRow - 1 - blankRows.filter((r) => r > headerRow + 1).length;
  if (dataRows === 0) errors.push(`no-rows@${headerRow + 1}`);
  const ok = errors.length === 0;
  return {ok, blankRows, assetRows: ok ? assetRows : [], errors: errors.sort()};
}
