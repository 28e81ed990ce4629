// The first rows of a file, as the pipeline will read them: same decoding (UTF-8, UTF-16, EUC-KR),
// same delimiter detection, first worksheet with data of a workbook. For a preview table before a run.

import type {Problem} from '../model/problem';
import {decodeText} from './decode-text';
import {detectByteKind} from './detect-kind';
import {toBytes, type TopologyInput} from './input';
import {readTable, type TableKind} from './read-table';

/** Only the head of a text file is parsed: enough for the rows shown, cheap however big the file. */
const TEXT_HEAD_CHARS = 64 * 1024;

export type TablePreview =
  /** `rows[0]` is the first row with content (the header, in a good file); at most `rows + 1` rows. */
  | {ok: true; kind: TableKind; rows: string[][]}
  | {ok: false; problems: Problem[]};

function head(text: string): string {
  if (text.length <= TEXT_HEAD_CHARS) return text;
  const cut = text.lastIndexOf('\n', TEXT_HEAD_CHARS);
  return text.slice(0, cut > 0 ? cut : TEXT_HEAD_CHARS);
}

/** Text gets decoded whole, then cut at a line end; workbooks and binaries go to readTable as they are. */
function headOf(input: TopologyInput): TopologyInput {
  if (typeof input.data === 'string') return {name: input.name, data: head(input.data)};
  const bytes = toBytes(input.data);
  if (detectByteKind(bytes) !== 'other') return input;
  const decoded = decodeText(bytes);
  return decoded.ok ? {name: input.name, data: head(decoded.text)} : input;
}

export async function previewTable(input: TopologyInput, rows: number): Promise<TablePreview> {
  const result = await readTable(headOf(input));
  if (!result.ok) return {ok: false, problems: result.problems};
  const firstWithContent = result.table.rows.findIndex((row) => row.some((cell) => cell.trim() !== ''));
  return {ok: true, kind: result.table.kind, rows: result.table.rows.slice(Math.max(0, firstWithContent), Math.max(0, firstWithContent) + rows + 1)};
}
