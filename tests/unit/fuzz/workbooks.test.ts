// Properties 1-5 on workbooks: random .xlsx files read back as written (the first sheet with
// content), and damaged or rebuilt zips settle with a result or a problem, never a throw, in time.

import fc from 'fast-check';
import {strFromU8, strToU8, unzipSync, zipSync} from 'fflate';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {LIMITS} from '../../../packages/palito/src/engine/model/limits';
import {readXlsx} from '../../../packages/palito/src/engine/parse/xlsx/read-xlsx';
import {dataOnSecondSheetXlsx, mergedCellsXlsx, normalXlsx} from '../../fixtures/hostile/inventories';
import {sample} from '../topology/support/files';
import {expectSound, runEngine} from './support/check';
import {params, timeout} from './support/config';
import {expectedValidation, inventory} from './support/inventory';
import {
  applyDamage,
  damage,
  expectedSheetRows,
  partEdit,
  rebuildZip,
  sheetsAround,
  withoutTrailingEmpty,
  workbookOf,
  writableRows,
} from './support/workbook';

/** Valid workbooks the damage starts from. */
let bases: Uint8Array[] = [];

beforeAll(async () => {
  const sampleRows = (sample('assets-sample.ko.csv').data as string)
    .trim()
    .split('\n')
    .map((line) => line.split(','));
  bases = [
    await normalXlsx(),
    await dataOnSecondSheetXlsx(),
    await mergedCellsXlsx(),
    await workbookOf([{name: '자산', rows: sampleRows}]),
  ];
  // read-excel-file's XML parser logs every error it meets to the console; broken XML is the point here.
  for (const method of ['error', 'warn', 'log'] as const) vi.spyOn(console, method).mockImplementation(() => {});
});

afterAll(() => {
  vi.restoreAllMocks();
});

describe('workbooks', () => {
  it(
    'a random workbook reads back its first sheet with content, and validates as the contract says',
    async () => {
      const workbook = inventory({maxRows: 8})
        .map((inv) => ({...inv, rows: writableRows(inv.rows)}))
        .chain((inv) => sheetsAround(inv.rows).map((book) => ({inv, ...book})));
      await fc.assert(
        fc.asyncProperty(workbook, async ({inv, sheets, read: index}) => {
          const outcome = await runEngine({name: 'fuzz.xlsx', data: await workbookOf(sheets)});
          expectSound(outcome);
          const {read, validated} = outcome;
          if (!read.ok) throw new Error(`not read: ${JSON.stringify(read.problems)}`);
          expect(read.table.kind).toBe('xlsx');
          expect(read.table.rows.map(withoutTrailingEmpty)).toEqual(expectedSheetRows(inv.rows));
          const codes = read.table.problems.map((p) => p.code);
          expect(codes.includes('other-sheet-read'), 'empty sheets before the one read are named').toBe(index > 0);
          expect(codes.includes('ignored-sheets'), 'sheets after the one read are named').toBe(
            index < sheets.length - 1,
          );

          const expected = expectedValidation(read.table.rows, inv.keys);
          expect(validated?.ok).toBe(expected.ok);
          if (validated?.ok) expect(validated.assets.map((a) => a.row)).toEqual(expected.assetRows);
          else if (validated) {
            const errors = validated.problems.filter((p) => p.severity === 'error').map((p) => `${p.code}@${p.row}`);
            expect(errors.sort()).toEqual(expected.errors);
          }
        }),
        params(80),
      );
    },
    timeout(80, 100),
  );

  it(
    'a damaged workbook (cut, bytes flipped, inserted or deleted, zip header fields overwritten) gives a result or a problem',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat(3), fc.array(damage, {minLength: 1, maxLength: 4}), async (base, damages) => {
          expectSound(await runEngine({name: 'fuzz.xlsx', data: applyDamage(bases[base], damages)}));
        }),
        params(250),
      );
    },
    timeout(250, 60),
  );

  it(
    "a zip rebuilt from a workbook's parts, some dropped, replaced, renamed or their XML edited, gives a result or a problem",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.nat(3),
          fc.array(partEdit, {minLength: 1, maxLength: 6}),
          fc.constantFrom(0, 1, 6, 9),
          async (base, edits, level) => {
            expectSound(await runEngine({name: 'fuzz.xlsx', data: rebuildZip(bases[base], edits, level)}));
          },
        ),
        params(250),
      );
    },
    timeout(250, 60),
  );

  it(
    'a zip of random entries gives a result or a problem',
    async () => {
      const entries = fc.dictionary(
        fc.oneof(
          fc.constantFrom('xl/workbook.xml', 'xl/worksheets/sheet1.xml', '[Content_Types].xml'),
          fc.string({minLength: 1, maxLength: 20}),
        ),
        fc.uint8Array({maxLength: 300, size: 'max'}),
        {maxKeys: 5},
      );
      await fc.assert(
        fc.asyncProperty(entries, async (files) => {
          expectSound(await runEngine({name: 'fuzz.xlsx', data: zipSync(files)}));
        }),
        params(150),
      );
    },
    timeout(150, 30),
  );

  // Found by this suite: read-excel-file builds a dense grid as far as the farthest cell, so a
  // 3 KB workbook with one cell at XFD1048576 ran the process out of heap. The reader now checks
  // the sheet's extent against LIMITS.sheetCells first (sheet-too-large), and reads a sheet within
  // it whole. Read whole at the limit's reach, a sheet takes seconds: how long, and how much memory,
  // is bench:hostile's to measure (README.md, "Limits"); here the same check runs with a
  // smaller limit, and the engine on sheets within it.
  const far = fc.record({row: fc.integer({min: 1, max: 1_048_576}), column: fc.integer({min: 1, max: 16_384})});
  /** A base workbook with one more cell, at `row` and `column`. */
  function withFarCell(base: number, row: number, column: number): Uint8Array {
    const parts = unzipSync(bases[base]);
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']);
    const ref = `${columnName(column)}${row}`;
    parts['xl/worksheets/sheet1.xml'] = strToU8(
      sheet.replace('</sheetData>', `<row r="${row}"><c r="${ref}" t="inlineStr"><is><t>x</t></is></c></row></sheetData>`),
    );
    return zipSync(parts);
  }

  it(
    'a cell as far as a sheet may reach, past LIMITS.sheetCells, is refused before the sheet is read',
    async () => {
      const past = far.filter(({row, column}) => row * column > LIMITS.sheetCells);
      await fc.assert(
        fc.asyncProperty(fc.nat(3), past, async (base, {row, column}) => {
          const outcome = await runEngine({name: 'far.xlsx', data: withFarCell(base, row, column)});
          expectSound(outcome);
          expect(outcome.read.ok || outcome.read.problems.map((p) => p.code)).toEqual(['sheet-too-large']);
        }),
        params(30),
      );
    },
    timeout(30, 100),
  );

  /** The smaller limit, and a reach of up to four times as many cells. */
  const SMALL_SHEET_CELLS = 10_000;
  const near = fc.record({row: fc.integer({min: 1, max: 400}), column: fc.integer({min: 1, max: 100})});

  it(
    'a cell within the sheet limit is read whole, and past it refused unread: the check with a smaller limit, and the engine within it',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat(3), near, async (base, {row, column}) => {
          const data = withFarCell(base, row, column);
          const read = await readXlsx(data, LIMITS.workbookInflatedBytes, SMALL_SHEET_CELLS);
          if (read.ok) {
            // Read whole, the cell with it: the sheet it is on now has content, so it is the one read.
            expect(row * column).toBeLessThanOrEqual(SMALL_SHEET_CELLS);
            expect(read.rows.flat()).toContain('x');
          } else {
            expect(read).toMatchObject({reason: 'sheet-too-large'});
            if (read.reason !== 'sheet-too-large') return;
            expect(read.extent.rows * read.extent.columns).toBeGreaterThan(SMALL_SHEET_CELLS);
            expect(read.extent.rows).toBeGreaterThanOrEqual(row);
            expect(read.extent.columns).toBeGreaterThanOrEqual(column);
          }

          // Within LIMITS.sheetCells: the engine reads it whole, soundly.
          const outcome = await runEngine({name: 'far.xlsx', data});
          expectSound(outcome);
          if (!outcome.read.ok) throw new Error(`not read: ${JSON.stringify(outcome.read.problems)}`);
          expect(outcome.read.table.rows.length).toBeGreaterThanOrEqual(row);
          if (outcome.built.ok) expect(outcome.built.project.nodes.length).toBeLessThanOrEqual(LIMITS.rows);
        }),
        params(30),
      );
    },
    timeout(30, 1000),
  );
});

function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
