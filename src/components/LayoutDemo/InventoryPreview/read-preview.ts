// The first rows of an inventory for the preview table, read by the engine's own reader in the
// layout worker, so the preview shows what the layout will read (encoding, delimiter, first
// worksheet of a workbook) and a large workbook never stalls the page.

import {createLayoutClient, formatProblem, previewTable, type LayoutClient, type Locale, type TablePreview} from 'palito/engine';
import type {Inventory} from '../inventory';

export type Preview = {kind: 'table'; header: string[]; body: string[][]} | {kind: 'problem'; message: string};

let client: LayoutClient | undefined;

/** In the worker where there is one (the browser); on this thread otherwise (Node, a CSP without workers). */
async function preview(inventory: Inventory, rows: number): Promise<TablePreview> {
  // A copy goes to the worker: the Inventory keeps its bytes for the layout.
  const input = {name: inventory.name, data: inventory.data.slice(0)};
  if (typeof Worker === 'undefined') return previewTable(input, rows);
  client ??= createLayoutClient();
  try {
    return await client.preview(input, rows);
  } catch {
    return previewTable(input, rows);
  }
}

export async function readPreview(inventory: Inventory, rows: number, locale: Locale): Promise<Preview> {
  const result = await preview(inventory, rows);
  if (!result.ok) return {kind: 'problem', message: formatProblem(result.problems[0], locale)};
  const [header = [], ...body] = result.rows;
  return {kind: 'table', header, body};
}
