// Property 3: nothing in an inventory is silently lost. Every data row becomes an asset or is
// named in a problem by its row number; every value of a property column is kept on its asset;
// every value to the right of the last column is counted in a problem naming its row.

import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import type {ValidationResult} from '../../../packages/palito/src/engine/validate/validate-table';
import {expectSound, runEngine} from './support/check';
import {params, timeout} from './support/config';
import {csvData, csvLayout, type CsvLayout} from './support/csv';
import {expectedValidation, inventory, isBlankRow, type Inventory, type InventoryOptions} from './support/inventory';

/** An inventory written as CSV and run through the engine: the table read, and its validation. */
async function readInventory(inv: Inventory, layout: CsvLayout) {
  const outcome = await runEngine({name: 'fuzz.csv', data: csvData(inv.rows, layout, inv.headerRow, inv.blankRows)});
  expectSound(outcome);
  if (!outcome.read.ok) throw new Error(`not read: ${JSON.stringify(outcome.read.problems)}`);
  return {rows: outcome.read.table.rows, validated: outcome.validated as ValidationResult};
}

function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const messy: InventoryOptions = {extraHeaders: 'any'};

/** An inventory and how it is written. */
function written(options: InventoryOptions) {
  return inventory(options).chain((inv) =>
    csvLayout(inv.rows.length, ['string', 'utf-8']).map((layout) => ({inv, layout})),
  );
}

describe('no silent loss', () => {
  it(
    'every data row is an asset, or a problem names its row',
    async () => {
      await fc.assert(
        fc.asyncProperty(written(messy), async ({inv, layout}) => {
          const {rows, validated} = await readInventory(inv, layout);
          const expected = expectedValidation(rows, inv.keys);
          const named = new Set((validated.ok ? validated.warnings : validated.problems).map((p) => p.row));
          const assets = new Map(validated.ok ? validated.assets.map((a) => [a.row, a]) : []);
          const headerRow = rows.findIndex((row) => !isBlankRow(row));
          for (let index = 0; index < rows.length; index++) {
            const row = index + 1;
            if (index === headerRow) continue;
            if (isBlankRow(rows[index])) expect(named.has(row), `blank row ${row} not reported`).toBe(true);
            else if (index > headerRow && validated.ok)
              expect(assets.has(row), `row ${row} is not an asset`).toBe(true);
          }
          if (!validated.ok) {
            // The diagram is not drawn: the rows that stop it are each named.
            for (const error of expected.errors) {
              expect(validated.problems.map((p) => `${p.code}@${p.row}`)).toContain(error);
            }
          }
        }),
        params(400),
      );
    },
    timeout(400, 40),
  );

  // Found by this suite: two columns with the same header (an empty header is `Column E`, which
  // a real `Column E` header also is) kept only the last one's values, silently. The second is
  // now `note (2)`, with a duplicate-column warning.
  it(
    'every value of a property column is kept on its asset; values past the last column are reported',
    async () => {
      await fc.assert(
        fc.asyncProperty(written(messy), async ({inv, layout}) => {
          const {rows, validated} = await readInventory(inv, layout);
          if (!validated.ok) return;
          const headerRow = rows.findIndex((row) => !isBlankRow(row));
          const header = rows[headerRow];
          let width = header.length;
          while (width > 0 && header[width - 1].trim() === '') width--;
          // Property names as the contract gives them: the header (`Column E` when empty), and
          // `note (2)`, `note (3)` for later columns whose name is taken. A second contract column
          // (say another `name`) is kept as a property too, so it takes its name.
          const names: (string | undefined)[] = [];
          const taken = new Set<string>();
          const seenKeys = new Set<string>();
          for (let c = 0; c < width; c++) {
            const key = inv.keys[c];
            if (key !== undefined && !seenKeys.has(key)) {
              seenKeys.add(key);
              names.push(undefined);
              continue;
            }
            const header_ = header[c].trim() === '' ? `Column ${columnLetter(c)}` : header[c].trim();
            let name = header_;
            for (let n = 2; taken.has(name); n++) name = `${header_} (${n})`;
            taken.add(name);
            names.push(key === undefined ? name : undefined);
          }
          for (const asset of validated.assets) {
            const cells = rows[asset.row - 1];
            for (let c = 0; c < width; c++) {
              const name = names[c];
              if (name === undefined) continue;
              const value = (cells[c] ?? '').trim();
              expect(
                Object.hasOwn(asset.properties, name) && asset.properties[name] === value,
                `row ${asset.row}: property ${JSON.stringify(name)} = ${JSON.stringify(value)} lost: ${JSON.stringify(
                  asset.properties,
                )}`,
              ).toBe(true);
            }
            const past = cells.slice(width).filter((cell) => cell.trim() !== '');
            if (past.length) {
              const reported = validated.warnings.find((p) => p.code === 'extra-cells' && p.row === asset.row);
              expect(reported?.params.count, `row ${asset.row}: ${past.length} values past the last column`).toBe(
                past.length,
              );
            }
          }
        }),
        params(400),
      );
    },
    timeout(400, 40),
  );
});
