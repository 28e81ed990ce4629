// Property 2: any CSV written by the grammar (delimiter `,` `;` or tab, RFC 4180 quoting, CRLF,
// LF and CR mixed, BOM or not, final line end or not, blank rows, UTF-8, UTF-16 or EUC-KR) reads
// back as the cells that were written, and validates as the contract says.

import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {problem} from '../../../packages/palito/src/engine/model/problem';
import {expectSound, runEngine} from './support/check';
import {params, timeout} from './support/config';
import {csvData, csvLayout, csvText, expectedCsvRows, type CsvLayout} from './support/csv';
import {expectedValidation, inventory, withColumn, type Inventory} from './support/inventory';
import {ENCODINGS, isValidUtf8, type Encoding} from './support/text';

/** An inventory and how it is written, drawn so that every character fits the encoding. */
function csvCase(encodings: readonly Encoding[]) {
  return fc
    .constantFrom(...encodings)
    .chain((encoding) =>
      inventory({eucKr: encoding === 'euc-kr'}).chain((inv) =>
        csvLayout(inv.rows.length, [encoding]).map((layout) => ({inv, layout})),
      ),
    );
}

/**
 * readTable returns the rows written (line ends in cells as LF, trailing blank rows left out),
 * with a warning for EUC-KR and nothing else; validateTable does what the contract says.
 */
async function expectReadBack(inv: Inventory, layout: CsvLayout): Promise<void> {
  const text = csvText(inv.rows, layout, inv.headerRow, inv.blankRows);
  // A U+FEFF that starts a file is its byte-order mark, whatever the writer meant.
  fc.pre(!text.startsWith('\ufeff') || layout.bom);
  const data = csvData(inv.rows, layout, inv.headerRow, inv.blankRows);
  // Bytes that are valid UTF-8 are read as UTF-8: EUC-KR text that happens to be is mojibake by design.
  const eucKr = layout.encoding === 'euc-kr' && !isValidUtf8(data as Uint8Array);
  fc.pre(layout.encoding !== 'euc-kr' || eucKr || /^[\x00-\x7f]*$/.test(text));

  const outcome = await runEngine({name: 'fuzz.csv', data});
  expectSound(outcome);
  const {read, validated} = outcome;
  if (!read.ok) throw new Error(`not read: ${JSON.stringify(read.problems)}`);
  expect(read.table.kind).toBe('csv');
  expect(read.table.rows).toEqual(expectedCsvRows(inv.rows));
  expect(read.table.problems).toEqual(eucKr ? [problem('legacy-encoding', {}, {encoding: 'euc-kr'})] : []);

  const expected = expectedValidation(read.table.rows, inv.keys);
  expect(validated?.ok).toBe(expected.ok);
  if (validated?.ok) {
    expect(validated.assets.map((a) => a.row)).toEqual(expected.assetRows);
    expect(validated.warnings.filter((p) => p.code === 'blank-row').map((p) => p.row)).toEqual(expected.blankRows);
  } else if (validated) {
    const errors = validated.problems.filter((p) => p.severity === 'error').map((p) => `${p.code}@${p.row}`);
    expect(errors.sort()).toEqual(expected.errors);
  }
}

describe('CSV grammar', () => {
  it(
    'reads back the cells written, in every delimiter, quoting, line end, BOM and encoding',
    async () => {
      await fc.assert(
        fc.asyncProperty(csvCase(ENCODINGS), ({inv, layout}) => expectReadBack(inv, layout)),
        params(500),
      );
    },
    timeout(500, 40),
  );

  // Found by this suite: the delimiter was chosen from the header's first *line*, cut at a line
  // break even inside a quoted header cell ("id\t\"\nx\"\tname\tzone\tcbs\n…" read as one
  // column, no-header). The header record now ends at the first line end outside quotes.
  it(
    'reads back a header whose property columns hold line breaks',
    async () => {
      const breaking = fc.constantFrom('\n', ' \n', '\r\nnote', 'note\nx', '\n비고', '비고\r\n(메모)');
      const withBreak = fc
        .tuple(inventory(), fc.nat(), breaking)
        .map(([inv, at, name]) => withColumn(inv, at, name))
        .chain((inv) => csvLayout(inv.rows.length, ['string']).map((layout) => ({inv, layout})));
      await fc.assert(
        fc.asyncProperty(withBreak, ({inv, layout}) => expectReadBack(inv, layout)),
        params(300),
      );
    },
    timeout(300, 40),
  );
});
