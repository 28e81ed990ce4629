// Merged cells of a worksheet, from its XML. People merge a zone or CBS cell down over the rows
// it covers, as a printed inventory would; the reader sees the value in the first row only, so
// the validator names the merge when the rows below it come out empty.
// xmldom (read-excel-file's XML parser) reads the parts; only the small `<mergeCells>` block of
// a sheet is parsed here, never the sheet's data.

import {DOMParser} from '@xmldom/xmldom';

/** A rectangle of cells: rows as the spreadsheet numbers them (1-based), columns 0-based. */
export interface CellRange {
  /** As Excel writes it, e.g. `D2:D4`. */
  ref: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function parseXml(text: string) {
  // Errors in a part we only look into for hints are not the reader's problem: no hint, no failure.
  return new DOMParser({errorHandler: {warning() {}, error() {}, fatalError() {}}}).parseFromString(text, 'text/xml');
}

function decode(bytes: Uint8Array | undefined): string {
  return bytes ? new TextDecoder().decode(bytes) : '';
}

/** `D2` -> {row: 2, column: 3}; undefined for anything else. */
function cellOf(ref: string): {row: number; column: number} | undefined {
  const match = /^\$?([A-Z]{1,3})\$?(\d{1,7})$/.exec(ref.trim().toUpperCase());
  if (!match) return undefined;
  let column = 0;
  for (const letter of match[1]) column = column * 26 + (letter.charCodeAt(0) - 64);
  return {row: Number(match[2]), column: column - 1};
}

export function parseRange(ref: string): CellRange | undefined {
  const [from, to = from] = ref.split(':');
  const a = cellOf(from);
  const b = cellOf(to);
  if (!a || !b) return undefined;
  return {
    ref: ref.trim().toUpperCase(),
    top: Math.min(a.row, b.row),
    bottom: Math.max(a.row, b.row),
    left: Math.min(a.column, b.column),
    right: Math.max(a.column, b.column),
  };
}

/** The zip path of each worksheet, in the workbook's sheet order. */
export function sheetPaths(entries: Record<string, Uint8Array>): string[] {
  const workbook = parseXml(decode(entries['xl/workbook.xml']));
  const rels = parseXml(decode(entries['xl/_rels/workbook.xml.rels']));
  const targets = new Map<string, string>();
  const relationships = rels.getElementsByTagName('Relationship');
  for (let i = 0; i < relationships.length; i++) {
    const target = relationships[i].getAttribute('Target') ?? '';
    targets.set(relationships[i].getAttribute('Id') ?? '', target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  const sheets = workbook.getElementsByTagName('sheet');
  const paths: string[] = [];
  for (let i = 0; i < sheets.length; i++) paths.push(targets.get(sheets[i].getAttributeNS(RELATIONSHIPS_NS, 'id') ?? '') ?? '');
  return paths;
}

export function mergedRanges(sheetXml: Uint8Array | undefined): CellRange[] {
  const text = decode(sheetXml);
  const start = text.indexOf('<mergeCells');
  if (start === -1) return [];
  const end = text.indexOf('</mergeCells>', start);
  if (end === -1) return [];
  const block = parseXml(text.slice(start, end + '</mergeCells>'.length));
  const cells = block.getElementsByTagName('mergeCell');
  const ranges: CellRange[] = [];
  for (let i = 0; i < cells.length; i++) {
    const range = parseRange(cells[i].getAttribute('ref') ?? '');
    if (range) ranges.push(range);
  }
  return ranges;
}
