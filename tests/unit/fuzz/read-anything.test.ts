// Property 1, 4 and 5 on input of any shape: readTable (and the pipeline after it) settles with a
// result or problems, never throws, in time, and what it returns is well formed and transferable.

import fc from 'fast-check';
import {describe, it} from 'vitest';
import {fixtureBytes} from '../topology/support/files';
import {expectSound, runEngine} from './support/check';
import {params, timeout} from './support/config';
import {anyText, encode, encodeUnmarkedUtf16, eucKrText, ENCODINGS} from './support/text';

/** Starts that send bytes down each of the reader's paths: zip, legacy Excel, text with a mark, CSV. */
const PREFIXES: readonly number[][] = [
  [],
  [0x50, 0x4b, 0x03, 0x04], // zip: an .xlsx
  [0x50, 0x4b, 0x05, 0x06], // an empty zip's end record
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE: a legacy .xls
  [0xef, 0xbb, 0xbf], // UTF-8 BOM
  [0xff, 0xfe], // UTF-16 LE BOM
  [0xfe, 0xff], // UTF-16 BE BOM
  [...new TextEncoder().encode('id,name,zone,cbs\n')],
  [...new TextEncoder().encode('자산ID;자산명;존;CBS\r\n')],
];

/** The same bytes as each kind of value readTable accepts, including a view into a larger buffer. */
function asData(bytes: Uint8Array, kind: 'bytes' | 'buffer' | 'view'): Uint8Array | ArrayBuffer {
  if (kind === 'bytes') return bytes;
  if (kind === 'buffer') return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const padded = new Uint8Array(bytes.length + 16).fill(0x50);
  padded.set(bytes, 7);
  return padded.subarray(7, 7 + bytes.length);
}

const header = fc.constantFrom(
  '',
  'id,name,zone,cbs\n',
  'id\tname\tzone\tcbs\tconnections\r\n',
  '자산ID;자산명;존;CBS;연결\r',
  '"id","name","zone","cbs"\n',
);

describe('readTable never throws', () => {
  it(
    "on arbitrary bytes, after any of the reader's magic numbers, as bytes, ArrayBuffer or a view",
    async () => {
      const input = fc.record({
        prefix: fc.constantFrom(...PREFIXES),
        body: fc.uint8Array({maxLength: 1500, size: 'max'}),
        kind: fc.constantFrom('bytes' as const, 'buffer' as const, 'view' as const),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({prefix, body, kind}) => {
          const bytes = new Uint8Array([...prefix, ...body]);
          expectSound(await runEngine({name: 'fuzz.bin', data: asData(bytes, kind)}));
        }),
        params(500),
      );
    },
    timeout(500, 30),
  );

  it(
    'on arbitrary strings: NUL, lone surrogates, U+FFFF, BOMs, every line end',
    async () => {
      await fc.assert(
        fc.asyncProperty(header, anyText(300), async (head, text) => {
          expectSound(await runEngine({name: 'fuzz.csv', data: head + text}));
        }),
        params(500),
      );
    },
    timeout(500, 30),
  );

  it(
    'on arbitrary text in every encoding, with and without its mark',
    async () => {
      const encoded = fc.oneof(
        fc
          .tuple(header, anyText(200), fc.constantFrom(...ENCODINGS.filter((e) => e !== 'euc-kr')), fc.boolean())
          .map(([head, text, encoding, bom]) => encode(head + text, encoding, bom)),
        fc.tuple(header, anyText(200), fc.boolean()).map(([head, text, le]) => encodeUnmarkedUtf16(head + text, le)),
        fc.tuple(header, eucKrText(200)).map(([head, text]) => encode(head + text, 'euc-kr', false)),
      );
      await fc.assert(
        fc.asyncProperty(encoded, async (data) => {
          expectSound(await runEngine({name: 'fuzz.csv', data}));
        }),
        params(300),
      );
    },
    timeout(300, 30),
  );

  it(
    'on EUC-KR files (as Korean Excel saves them) with bytes changed, cut or inserted',
    async () => {
      const fixtures = [fixtureBytes('euc-kr.csv'), fixtureBytes('assets-sample.euc-kr.csv')];
      const edit = fc.record({
        at: fc.nat(),
        kind: fc.constantFrom('set', 'cut', 'insert'),
        byte: fc.nat(255),
        length: fc.integer({min: 1, max: 64}),
      });
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(0, 1), fc.array(edit, {minLength: 1, maxLength: 8}), async (which, edits) => {
          let bytes = fixtures[which];
          for (const {at, kind, byte, length} of edits) {
            const i = at % (bytes.length + 1);
            if (kind === 'set') bytes = Uint8Array.from(bytes, (b, j) => (j === i ? byte : b));
            else if (kind === 'cut') bytes = new Uint8Array([...bytes.subarray(0, i), ...bytes.subarray(i + length)]);
            else
              bytes = new Uint8Array([
                ...bytes.subarray(0, i),
                ...new Uint8Array(length).fill(byte),
                ...bytes.subarray(i),
              ]);
          }
          expectSound(await runEngine({name: 'fuzz.csv', data: bytes}));
        }),
        params(200),
      );
    },
    timeout(200, 30),
  );
});
