// Picks the CSV delimiter from the header line: the candidate that splits it into the most
// contract column names wins. papaparse's own guess looks at field-count consistency, which
// `;` in the connections column (`A002;A003`) can fool; the header cannot.

import {LIMITS} from '../model/limits';
import {columnKeyOf} from '../model/columns';

export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** Splits one line on `delimiter`, honouring double quotes (enough for a header line). */
function splitLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') {
      if (quoted && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = !quoted;
    } else if (c === delimiter && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

/** Where the record starting at `start` ends: the first line end outside double quotes (a header cell may hold one). */
function recordEnd(text: string, start: number): number {
  let quoted = false;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) quoted = !quoted; // `""` inside quotes toggles twice: still quoted
    else if (c === 10 && !quoted) return i;
  }
  return text.length;
}

/**
 * The first line with content, looked for in the first LIMITS.headerSearchChars characters only:
 * a header is short, and a 5 MiB file with no line end must not be split character by character.
 */
function firstNonBlankLine(text: string): string {
  const head = text.length > LIMITS.headerSearchChars ? text.slice(0, LIMITS.headerSearchChars) : text;
  let start = 0;
  while (start < head.length) {
    const end = recordEnd(head, start);
    const line = head.slice(start, end).replace(/\r$/, '');
    if (line.trim() !== '' && line.replace(/[,;\t\s]/g, '') !== '') return line;
    start = end + 1;
  }
  return '';
}

/** The delimiter whose split of the header line names the most known columns; undefined when none does. */
export function detectDelimiter(text: string): CsvDelimiter | undefined {
  const header = firstNonBlankLine(text);
  let best: CsvDelimiter | undefined;
  let bestScore = 0;
  for (const delimiter of CSV_DELIMITERS) {
    const known = splitLine(header, delimiter).filter((cell) => columnKeyOf(cell) !== undefined).length;
    if (known > bestScore) {
      best = delimiter;
      bestScore = known;
    }
  }
  return best;
}
