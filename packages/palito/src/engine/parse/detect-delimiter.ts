// Picks the CSV delimiter from the header line: the candidate that splits it into the most
// contract column names wins. papaparse's own guess looks at field-count consistency, which
// `;` in the connections column (`A002;A003`) can fool; the header cannot.

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

function firstNonBlankLine(text: string): string {
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).replace(/\r$/, '');
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
