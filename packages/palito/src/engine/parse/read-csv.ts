// CSV text -> rows of cells, with papaparse (RFC 4180 quoting; CRLF, LF or CR, even mixed).

import Papa from 'papaparse';
import {problem, type Problem} from '../model/problem';
import {CSV_DELIMITERS, detectDelimiter} from './detect-delimiter';

export interface CsvRows {
  rows: string[][];
  delimiter: string;
  problems: Problem[];
}

export function readCsv(input: string): CsvRows {
  // One line ending for the whole file. papaparse detects the line ending once, from the first
  // lines: a file whose first rows end in CRLF and the rest in LF (rows pasted in from another
  // tool) would otherwise read as a few rows, the rest run together into one cell. A line end
  // inside a quoted cell becomes LF too, which is how the cell reads anyway.
  const text = input.replace(/\r\n?/g, '\n');
  const delimiter = detectDelimiter(text);
  const parsed = Papa.parse<string[]>(text, {
    newline: '\n',
    // Undefined lets papaparse guess, but only among the delimiters the contract allows:
    // its default list includes `|`, which the connections column uses inside cells.
    delimiter: delimiter ?? '',
    delimitersToGuess: [...CSV_DELIMITERS],
    skipEmptyLines: false,
    header: false,
  });
  const problems: Problem[] = [];
  const unclosed = new Set(parsed.errors.filter((e) => e.code === 'MissingQuotes').map((e) => e.row));
  const malformed = new Set<number | undefined>();
  for (const error of parsed.errors) {
    // A quote that never closes swallows every following row into one cell: the table is wrong.
    if (error.code === 'MissingQuotes') {
      problems.push(problem('unclosed-quote', {row: (error.row ?? 0) + 1}));
    } else if (error.code === 'InvalidQuotes' && !unclosed.has(error.row) && !malformed.has(error.row)) {
      malformed.add(error.row);
      // `"a"b,c`: text after a closing quote. papaparse keeps the text, but the cell may not be
      // what the file meant, so the row is named.
      problems.push(problem('malformed-quote', {row: (error.row ?? 0) + 1}));
    }
  }
  return {rows: parsed.data, delimiter: parsed.meta.delimiter, problems};
}
