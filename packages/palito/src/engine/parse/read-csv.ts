// CSV text -> rows of cells, with papaparse (RFC 4180 quoting, CRLF or LF).

import Papa from 'papaparse';
import {problem, type Problem} from '../model/problem';
import {CSV_DELIMITERS, detectDelimiter} from './detect-delimiter';

export interface CsvRows {
  rows: string[][];
  delimiter: string;
  problems: Problem[];
}

export function readCsv(text: string): CsvRows {
  const delimiter = detectDelimiter(text);
  const parsed = Papa.parse<string[]>(text, {
    // Undefined lets papaparse guess, but only among the delimiters the contract allows:
    // its default list includes `|`, which the connections column uses inside cells.
    delimiter: delimiter ?? '',
    delimitersToGuess: [...CSV_DELIMITERS],
    skipEmptyLines: false,
    header: false,
  });
  const problems: Problem[] = [];
  for (const error of parsed.errors) {
    // A quote that never closes swallows every following row into one cell: the table is wrong.
    if (error.code === 'MissingQuotes') {
      problems.push(problem('unclosed-quote', {row: (error.row ?? 0) + 1}));
    }
  }
  return {rows: parsed.data, delimiter: parsed.meta.delimiter, problems};
}
