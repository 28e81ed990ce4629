import fs from 'node:fs';
import path from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import {describe, expect, it} from 'vitest';
import {readPreview} from '../../../src/components/LayoutDemo/InventoryPreview/read-preview';

const SAMPLE = fs.readFileSync(path.resolve(__dirname, '../../../static/samples/assets-sample.csv'), 'utf8');
const KO_SAMPLE = fs.readFileSync(path.resolve(__dirname, '../../../static/samples/assets-sample.ko.csv'), 'utf8');
/** What the demo keeps of a file: its bytes, as picked. */
const bytes = (buffer: Buffer) => buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
const utf8 = (text: string) => bytes(Buffer.from(text, 'utf8'));
const FIXTURES = path.resolve(__dirname, '../../fixtures');

const bytesOf = (name: string) => bytes(fs.readFileSync(path.join(FIXTURES, name)));

describe('readPreview', () => {
  it('shows the header and the first rows of a CSV', async () => {
    const preview = await readPreview({name: 'assets-sample.csv', data: utf8(SAMPLE), source: 'sample'}, 3, 'en');
    expect(preview.kind).toBe('table');
    if (preview.kind !== 'table') return;
    expect(preview.header).toEqual(SAMPLE.split('\n')[0].split(','));
    expect(preview.body.map((row) => row[0])).toEqual(['A001', 'A002', 'A003']);
  });

  it('reads only the head of a big text file, and still shows its first rows', async () => {
    const big = SAMPLE + Array.from({length: 40_000}, (_, i) => `Z${i},n,server,10.0.0.1,Z,C,normal,`).join('\n');
    expect(big.length).toBeGreaterThan(1_000_000);
    const preview = await readPreview({name: 'big.csv', data: utf8(big), source: 'upload'}, 2, 'en');
    expect(preview.kind === 'table' && preview.body.map((row) => row[0])).toEqual(['A001', 'A002']);
  });

  it('previews the first worksheet of an .xlsx', async () => {
    const rows = [['id', 'zone'], ['X1', 'Plant'], ['X2', 'Office']].map((row) => row.map((value) => ({value})));
    const buffer = await writeXlsxFile(rows, {sheet: 'Assets'}).toBuffer();
    const data = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
    const preview = await readPreview({name: 'plant.xlsx', data, source: 'upload'}, 5, 'ko');
    expect(preview).toEqual({kind: 'table', header: ['id', 'zone'], body: [['X1', 'Plant'], ['X2', 'Office']]});
  });

  it('names the reading problem in the reader’s language', async () => {
    const empty = {name: 'empty.csv', data: bytesOf('empty.csv'), source: 'upload' as const};
    expect(await readPreview(empty, 5, 'en')).toEqual({kind: 'problem', message: 'The file is empty.'});
    expect(await readPreview(empty, 5, 'ko')).toEqual({kind: 'problem', message: '파일이 비어 있습니다.'});
    const png = await readPreview({name: 'x.png', data: bytesOf('not-a-table.png'), source: 'upload'}, 5, 'en');
    expect(png.kind).toBe('problem');
  });

  it('decodes the bytes as the layout will: EUC-KR and UTF-16, as Korean Excel saves CSV', async () => {
    const eucKr = await readPreview({name: 'euc-kr.csv', data: bytesOf('euc-kr.csv'), source: 'upload'}, 5, 'ko');
    expect(eucKr).toEqual({kind: 'table', header: ['자산ID', '자산명', '존', 'CBS'], body: [['E1', '서버', '내부망', '코어']]});
    const utf16 = bytes(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(KO_SAMPLE.replace(/,/g, '\t'), 'utf16le')]));
    const unicodeText = await readPreview({name: 'assets.txt', data: utf16, source: 'upload'}, 2, 'ko');
    const [header, first] = KO_SAMPLE.split('\n').map((line) => line.split(','));
    expect(unicodeText.kind === 'table' && [unicodeText.header, unicodeText.body[0]]).toEqual([header, first]);
  });
});
