// The budgets of LIMITS hold for any input: problems capped per code with one "and N more" entry,
// values quoted short, messages free of what XML forbids, files past the size limit refused by
// name and at once.

import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {LIMITS} from '../../../packages/palito/src/engine/model/limits';
import {expectSound, expectWithinBudget, expectXmlSafeMessages, problemsOf, runEngine} from './support/check';
import {params, timeout} from './support/config';
import {csvLayout, csvText} from './support/csv';
import {anyText, encode, readableText} from './support/text';

const HEADER = ['id', 'name', 'ip', 'zone', 'cbs', 'status', 'connections', 'note'];

/** A row that draws problems of every kind, with long values full of characters XML forbids. */
function floodRow(index: number): fc.Arbitrary<string[]> {
  const long = readableText(2 * LIMITS.quotedChars);
  const either = (...values: string[]) => fc.oneof(fc.constantFrom(...values), long);
  const cells = fc.tuple(
    fc.oneof(
      fc.constantFrom(`W${index}`, `w${index}`, 'DUP', ''),
      long.map((t) => `${t}#${index}`),
    ), // id: duplicate, look-alike, missing
    either(''), // name
    either('999.1.1.1'), // ip
    either('Z', ''), // zone
    either('C', ''), // cbs
    either('broken'), // status
    either(`MISSING${index}`, `W${index}`, `W${index + 1}`), // connections: unknown, self, known
    long, // note
  );
  // Values past the last column.
  return fc.tuple(cells, fc.array(long, {maxLength: 3})).map(([row, past]) => [...row, ...past]);
}

/** Rows past the per-code cap: more rows than LIMITS.warningsPerCode, some blank. */
const flood = fc
  .integer({min: LIMITS.warningsPerCode - 10, max: 3 * LIMITS.warningsPerCode})
  .chain((count) =>
    fc.tuple(
      ...Array.from({length: count}, (_, i) =>
        fc.oneof({weight: 12, arbitrary: floodRow(i)}, {weight: 1, arbitrary: fc.constant<string[]>([''])}),
      ),
    ),
  );

describe('budgets', () => {
  it(
    'a file of problems keeps at most LIMITS.warningsPerCode of a code and quotes values short',
    async () => {
      await fc.assert(
        fc.asyncProperty(flood, csvLayout(1, ['string', 'utf-8']), async (rows, layout) => {
          const all = [HEADER, ...rows];
          const text = csvText(all, {...layout, lineEnds: Array(all.length).fill(layout.lineEnds[0])}, 0, new Set());
          const outcome = await runEngine({name: 'flood.csv', data: encode(text, layout.encoding, layout.bom)});
          expectSound(outcome);
          expectWithinBudget(problemsOf(outcome));
        }),
        params(40),
      );
    },
    timeout(40, 400),
  );

  const anyInventoryText = fc
    .tuple(
      fc.constantFrom('id,name,zone,cbs,status,ip,connections\n', '자산ID\t자산명\t존\tCBS\t상태\n', ''),
      anyText(600),
    )
    .map(([head, text]) => head + text);

  it(
    'any text keeps the budgets too',
    async () => {
      await fc.assert(
        fc.asyncProperty(anyInventoryText, async (text) => {
          const outcome = await runEngine({name: 'fuzz.csv', data: text});
          expectSound(outcome);
          expectWithinBudget(problemsOf(outcome));
        }),
        params(300),
      );
    },
    timeout(300, 30),
  );

  // Found by this suite: excerpt() cut a value between the two halves of a surrogate pair (a
  // status of 58 × "a" + "😀" + "b" ended in a lone \ud83d, which XML forbids); it now cuts before.
  it(
    'messages, in both languages, never hold a character XML forbids',
    async () => {
      await fc.assert(
        fc.asyncProperty(anyInventoryText, async (text) => {
          const outcome = await runEngine({name: 'fuzz.csv', data: text});
          expectXmlSafeMessages(problemsOf(outcome));
        }),
        params(300),
      );
    },
    timeout(300, 30),
  );

  it(
    'a file past LIMITS.fileBytes is refused as file-too-large, before it is read',
    async () => {
      const over = fc.record({
        extra: fc.integer({min: 1, max: 4096}),
        // A string is measured in UTF-8 bytes: Hangul is 3 bytes a character, so fewer characters than the limit can be over it.
        kind: fc.constantFrom('ascii string', 'hangul string', 'bytes', 'zip bytes'),
      });
      await fc.assert(
        fc.asyncProperty(over, async ({extra, kind}) => {
          const bytes = LIMITS.fileBytes + extra;
          let data: string | Uint8Array;
          if (kind === 'ascii string') data = 'id,name,zone,cbs\n' + 'x'.repeat(bytes - 17);
          else if (kind === 'hangul string') data = 'id,name,zone,cbs\n' + '가'.repeat(Math.ceil((bytes - 17) / 3));
          else {
            data = new Uint8Array(bytes).fill(0x41);
            if (kind === 'zip bytes') data.set([0x50, 0x4b, 0x03, 0x04]);
          }
          const outcome = await runEngine({name: 'big', data});
          expectSound(outcome);
          expect(outcome.read).toMatchObject({ok: false, problems: [{code: 'file-too-large'}]});
        }),
        params(20),
      );
    },
    timeout(20, 500),
  );
});
