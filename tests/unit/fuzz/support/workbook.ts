// Random workbooks: real .xlsx files written by write-excel-file from random sheets, the same
// bytes damaged (cut, bytes flipped, zip header fields overwritten), and zips rebuilt with fflate
// from a workbook's parts with parts dropped, replaced, renamed or their XML edited.

import fc from 'fast-check';
import {strFromU8, strToU8, unzipSync, zipSync, type Zippable} from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import {cellText} from './text';

export interface Sheet {
  name: string;
  rows: string[][];
}

/**
 * An .xlsx of the given sheets, every cell a text cell (an empty text is an empty cell).
 *
 * write-excel-file numbers its shared strings through a plain object, so a cell reading
 * `constructor`, `toString` or `__proto__` gets Object's member as its index and the workbook is
 * broken (read-excel-file: 'Invalid "shared" string index'). Such values are written as stand-ins
 * and put back into the shared strings afterwards, so the file is what Excel would write.
 */
export async function workbookOf(sheets: readonly Sheet[]): Promise<Uint8Array> {
  const standIns = new Map<string, string>();
  const safe = (value: string) => {
    if (!(value in Object.prototype)) return value;
    if (!standIns.has(value)) standIns.set(value, `fuzz-stand-in-${standIns.size}`);
    return standIns.get(value)!;
  };
  const data = sheets.map(({name, rows}) => ({
    sheet: name,
    data: rows.length
      ? rows.map((row) => row.map((value) => ({value: value === '' ? null : safe(value)})))
      : [[{value: null}]],
  }));
  const bytes = new Uint8Array(await writeXlsxFile(data as never).toBuffer());
  if (standIns.size === 0) return bytes;
  const parts = unzipSync(bytes);
  let strings = strFromU8(parts['xl/sharedStrings.xml']);
  for (const [value, standIn] of standIns) strings = strings.replaceAll(`>${standIn}<`, `>${value}<`);
  parts['xl/sharedStrings.xml'] = strToU8(strings);
  return zipSync(parts);
}

/**
 * The rows without Unicode noncharacters (U+FDD0-U+FDEF, U+FFFE and U+FFFF of every plane):
 * write-excel-file writes a cell holding some of them (U+FDD0, U+1FFFF, U+10FFFE followed by
 * text) as an empty string, so a round trip through it could not tell what the reader did.
 */
export function writableRows(rows: readonly string[][]): string[][] {
  return rows.map((row) =>
    row.map((cell) =>
      cell.replace(
        /[\ufdd0-\ufdef\ufffe\uffff]|[\ud83f\ud87f\ud8bf\ud8ff\ud93f\ud97f\ud9bf\ud9ff\uda3f\uda7f\udabf\udaff\udb3f\udb7f\udbbf\udbff][\udffe\udfff]/g,
        '',
      ),
    ),
  );
}

const SHEET_NAMES = ['Assets', '자산', 'Cover', 'Sheet 2', '표지', 'x'];

/** Sheets that hold nothing a reader would call content: no cells, or only spaces. */
export const emptySheetRows: fc.Arbitrary<string[][]> = fc.oneof(
  fc.constant<string[][]>([]),
  fc.array(fc.array(fc.constantFrom<string>('', ' ', '  '), {minLength: 1, maxLength: 3}), {
    minLength: 1,
    maxLength: 3,
  }),
);

/** A few sheets with distinct names around `rows`: empty ones before it, anything after it. */
export function sheetsAround(rows: string[][]): fc.Arbitrary<{sheets: Sheet[]; read: number}> {
  return fc
    .record({
      before: fc.array(emptySheetRows, {maxLength: 2}),
      after: fc.array(fc.oneof(emptySheetRows, fc.array(fc.array(cellText(6), {maxLength: 3}), {maxLength: 3})), {
        maxLength: 2,
      }),
      names: fc.shuffledSubarray(SHEET_NAMES, {minLength: 5, maxLength: 5}),
    })
    .map(({before, after, names}) => {
      const all = [...before, rows, ...after];
      return {sheets: all.map((sheetRows, i) => ({name: names[i], rows: sheetRows})), read: before.length};
    });
}

/**
 * What readTable promises for a sheet written as text cells: the cells as written, trimmed (as
 * Excel shows them), without the empty cells that end a row or the blank rows that end the sheet
 * (a sheet's rows are as wide as its widest row; trailing empty cells carry nothing, so both sides
 * are compared without them). Line ends in a cell read as LF, by XML 1.1's rule, which the XML
 * parser applies: CRLF, CR, NEL (U+0085), CR NEL and LINE SEPARATOR (U+2028).
 */
export function expectedSheetRows(rows: readonly string[][]): string[][] {
  const cell = (text: string) => text.replace(/\r\n|\r\u0085|[\r\u0085\u2028]/g, '\n').trim();
  const out = rows.map((row) => withoutTrailingEmpty(row.map(cell)));
  while (out.length > 0 && out[out.length - 1].every((text) => text === '')) out.pop();
  return out;
}

export function withoutTrailingEmpty(row: readonly string[]): string[] {
  let end = row.length;
  while (end > 0 && row[end - 1] === '') end--;
  return row.slice(0, end);
}

// ---------------------------------------------------------------------------------------------
// Damaged bytes

type Damage =
  | {kind: 'cut'; at: number}
  | {kind: 'flip'; at: number; mask: number}
  | {kind: 'overwrite'; at: number; bytes: Uint8Array}
  | {kind: 'insert'; at: number; bytes: Uint8Array}
  | {kind: 'delete'; at: number; length: number}
  | {kind: 'header'; record: number; field: number; width: 2 | 4; value: number};

/** Values a zip header field is set to: the edges and a size that lies. */
const FIELD_VALUES = [0, 1, 8, 0x7fff, 0xffff, 0x7fffffff, 0xffffffff, 1024, 50 * 1024 * 1024 + 1];

export const damage: fc.Arbitrary<Damage> = fc.oneof(
  fc.record({kind: fc.constant('cut' as const), at: fc.nat()}),
  fc.record({kind: fc.constant('flip' as const), at: fc.nat(), mask: fc.integer({min: 1, max: 255})}),
  fc.record({
    kind: fc.constant('overwrite' as const),
    at: fc.nat(),
    bytes: fc.uint8Array({minLength: 1, maxLength: 32, size: 'max'}),
  }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    bytes: fc.uint8Array({minLength: 1, maxLength: 32, size: 'max'}),
  }),
  fc.record({kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({min: 1, max: 64})}),
  fc.record({
    kind: fc.constant('header' as const),
    record: fc.nat(),
    // Offsets within a local header (30 bytes + name) or a central directory entry (46 + name).
    field: fc.nat(45),
    width: fc.constantFrom(2 as const, 4 as const),
    value: fc.oneof(fc.constantFrom(...FIELD_VALUES), fc.nat()),
  }),
);

/** Offsets of the zip's records: local headers, central directory entries, the end record. */
function zipRecords(bytes: Uint8Array): number[] {
  const found: number[] = [];
  for (let at = 0; at + 4 <= bytes.length; at++) {
    if (
      bytes[at] === 0x50 &&
      bytes[at + 1] === 0x4b &&
      [1, 3, 5].includes(bytes[at + 2]) &&
      bytes[at + 3] === bytes[at + 2] + 1
    )
      found.push(at);
  }
  return found;
}

export function applyDamage(input: Uint8Array, damages: readonly Damage[]): Uint8Array {
  let bytes = input;
  for (const d of damages) {
    const at = 'at' in d ? d.at % (bytes.length + 1) : 0;
    switch (d.kind) {
      case 'cut':
        bytes = bytes.slice(0, at);
        break;
      case 'flip':
        bytes = bytes.slice();
        if (at < bytes.length) bytes[at] ^= d.mask;
        break;
      case 'overwrite':
        bytes = bytes.slice();
        bytes.set(d.bytes.subarray(0, bytes.length - at), at);
        break;
      case 'insert':
        bytes = new Uint8Array([...bytes.subarray(0, at), ...d.bytes, ...bytes.subarray(at)]);
        break;
      case 'delete':
        bytes = new Uint8Array([...bytes.subarray(0, at), ...bytes.subarray(at + d.length)]);
        break;
      case 'header': {
        const records = zipRecords(bytes);
        if (records.length === 0) break;
        const offset = records[d.record % records.length] + d.field;
        if (offset + d.width > bytes.length) break;
        bytes = bytes.slice();
        const view = new DataView(bytes.buffer);
        if (d.width === 2) view.setUint16(offset, d.value & 0xffff, true);
        else view.setUint32(offset, d.value >>> 0, true);
        break;
      }
    }
  }
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// Rebuilt zips

/**
 * Snippets an edited part may gain: markup that breaks the XML, entities, cells of every type
 * with odd values, references to shared strings that do not exist, cells as far as a sheet may
 * reach but within LIMITS.rows (the farthest reach is its own property: see workbooks.test.ts).
 */
const XML_SNIPPETS = [
  '<',
  '>',
  '&',
  '&amp;',
  '&#0;',
  '&#xFFFF;',
  '&#xD800;',
  '&undefined;',
  ']]>',
  '<![CDATA[x]]>',
  '"',
  "'",
  '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>',
  '</row>',
  '</sheetData>',
  '<row>',
  '<row r="0">',
  '<row r="-1">',
  '<row r="1">',
  '<c r="A1" t="s"><v>999999</v></c>',
  '<c r="B2" t="s"><v>-1</v></c>',
  '<c r="C3" t="n"><v>1e308</v></c>',
  '<c r="D4" t="n"><v>NaN</v></c>',
  '<c r="E5" t="b"><v>2</v></c>',
  '<c r="F6" t="d"><v>not a date</v></c>',
  '<c r="G7" t="e"><v>#REF!</v></c>',
  '<c r="H8" t="inlineStr"><is><t>inline</t></is></c>',
  '<c r="A1" s="999"><v>45000</v></c>',
  '<c r="ZZ1" t="inlineStr"><is><t>far right</t></is></c>',
  '<c r="A3000" t="inlineStr"><is><t>far down</t></is></c>',
  '<c r="1A"><v>1</v></c>',
  '<c r=""><v>1</v></c>',
  '<c><v>no ref</v></c>',
  '<mergeCell ref="A1:C3"/>',
  '<mergeCell ref="Z9:A1"/>',
  '<mergeCell ref="A1:A40000"/>',
  '<mergeCell ref="nonsense"/>',
  '<dimension ref="A1:XFD1048576"/>',
  '<sheet name="X" sheetId="9" r:id="rId99"/>',
  'Target="/etc/passwd"',
  'Target="../../x.xml"',
];

const PART_NAMES = [
  'xl/workbook.xml',
  'xl/worksheets/sheet1.xml',
  'xl/worksheets/sheet2.xml',
  'xl/sharedStrings.xml',
  'xl/styles.xml',
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/_rels/workbook.xml.rels',
  'docProps/app.xml',
  'xl/media/image1.png',
  '../escape.xml',
  'xl/worksheets/../worksheets/sheet1.xml',
];

type PartEdit =
  | {kind: 'drop'; part: number}
  | {kind: 'bytes'; part: number; bytes: Uint8Array}
  | {kind: 'text'; part: number; text: string}
  | {kind: 'cut'; part: number; at: number}
  | {kind: 'xml'; part: number; at: number; length: number; snippet: string}
  | {kind: 'rename'; part: number; name: string}
  | {kind: 'add'; name: string; text: string};

export const partEdit: fc.Arbitrary<PartEdit> = fc.oneof(
  fc.record({kind: fc.constant('drop' as const), part: fc.nat()}),
  fc.record({kind: fc.constant('bytes' as const), part: fc.nat(), bytes: fc.uint8Array({maxLength: 200, size: 'max'})}),
  fc.record({
    kind: fc.constant('text' as const),
    part: fc.nat(),
    text: fc.oneof(cellText(40), fc.constantFrom(...XML_SNIPPETS)),
  }),
  fc.record({kind: fc.constant('cut' as const), part: fc.nat(), at: fc.nat()}),
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('xml' as const),
      part: fc.nat(),
      at: fc.nat(),
      length: fc.nat(20),
      snippet: fc.oneof({weight: 3, arbitrary: fc.constantFrom(...XML_SNIPPETS)}, {weight: 1, arbitrary: cellText(10)}),
    }),
  },
  fc.record({kind: fc.constant('rename' as const), part: fc.nat(), name: fc.constantFrom(...PART_NAMES)}),
  fc.record({
    kind: fc.constant('add' as const),
    name: fc.constantFrom(...PART_NAMES),
    text: fc.oneof(cellText(40), fc.constantFrom(...XML_SNIPPETS)),
  }),
);

/** The workbook's parts with the edits made, zipped again at `level` (0 = stored). */
export function rebuildZip(workbook: Uint8Array, edits: readonly PartEdit[], level: number): Uint8Array {
  const parts: Record<string, Uint8Array> = {...unzipSync(workbook)};
  for (const edit of edits) {
    const names = Object.keys(parts);
    const name = 'part' in edit && names.length ? names[edit.part % names.length] : undefined;
    if ('part' in edit && name === undefined) continue;
    switch (edit.kind) {
      case 'drop':
        delete parts[name!];
        break;
      case 'bytes':
        parts[name!] = edit.bytes;
        break;
      case 'text':
        parts[name!] = strToU8(edit.text);
        break;
      case 'cut':
        parts[name!] = parts[name!].slice(0, edit.at % (parts[name!].length + 1));
        break;
      case 'xml': {
        const text = strFromU8(parts[name!]);
        const at = edit.at % (text.length + 1);
        parts[name!] = strToU8(text.slice(0, at) + edit.snippet + text.slice(at + edit.length));
        break;
      }
      case 'rename': {
        const data = parts[name!];
        delete parts[name!];
        parts[edit.name] = data;
        break;
      }
      case 'add':
        parts[edit.name] = strToU8(edit.text);
        break;
    }
  }
  const zippable: Zippable = {};
  for (const [name, data] of Object.entries(parts)) zippable[name] = [data, {level: level as 0}];
  return zipSync(zippable);
}
