// The first rows of an inventory for the preview table, read by the engine's own reader so the
// preview shows what the layout will read (delimiter, encoding, first worksheet of a workbook).

import {readTable} from 'palito/engine';
import {formatProblem} from 'palito/engine';
import type {Locale} from 'palito/engine';
import type {Inventory} from '../inventory';

/** Only the head of a text file is parsed: enough for the rows shown, cheap for a 20 MB file. */
const TEXT_HEAD_CHARS = 64 * 1024;
/**
 * A workbook is unzipped whole, on the page's thread; above this size the preview is skipped so
 * picking a big file never stalls the page (the layout itself reads it in the worker).
 */
export const MAX_XLSX_PREVIEW_BYTES = 2 * 1024 * 1024;

export type Preview =
  | {kind: 'table'; header: string[]; body: string[][]}
  | {kind: 'problem'; message: string}
  | {kind: 'skipped'};

function head(text: string): string {
  if (text.length <= TEXT_HEAD_CHARS) return text;
  const cut = text.lastIndexOf('\n', TEXT_HEAD_CHARS);
  return text.slice(0, cut > 0 ? cut : TEXT_HEAD_CHARS);
}

export async function readPreview(inventory: Inventory, rows: number, locale: Locale): Promise<Preview> {
  const {data} = inventory;
  if (typeof data !== 'string' && data.byteLength > MAX_XLSX_PREVIEW_BYTES) return {kind: 'skipped'};
  const result = await readTable({name: inventory.name, data: typeof data === 'string' ? head(data) : data});
  if (!result.ok) return {kind: 'problem', message: formatProblem(result.problems[0], locale)};
  const [header = [], ...body] = result.table.rows.slice(0, rows + 1);
  return {kind: 'table', header, body};
}
