import fs from 'node:fs';
import path from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import {describe, expect, it} from 'vitest';
import {MAX_XLSX_PREVIEW_BYTES, readPreview} from '../../../src/components/LayoutDemo/InventoryPreview/read-preview';

const SAMPLE = fs.readFileSync(path.resolve(__dirname, '../../../static/samples/assets-sample.csv'), 'utf8');
const FIXTURES = path.resolve(__dirname, '../../fixtures');

const bytesOf = (name: string) => {
  const buffer = fs.readFileSync(path.join(FIXTURES, name));
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
};

describe('readPreview', () => {
  it('shows the header and the first rows of a CSV', async () => {
    const preview = await readPreview({name: 'assets-sample.csv', data: SAMPLE, source: 'sample'}, 3, 'en');
    expect(preview.kind).toBe('table');
    if (preview.kind !== 'table') return;
    expect(preview.header).toEqual(SAMPLE.split('\n')[0].split(','));
    expect(preview.body.map((row) => row[0])).toEqual(['A001', 'A002', 'A003']);
  });

  it('reads only the head of a big text file, and still shows its first rows', async () => {
    const big = SAMPLE + Array.from({length: 40_000}, (_, i) => `Z${i},n,server,10.0.0.1,Z,C,normal,`).join('\n');
    expect(big.length).toBeGreaterThan(1_000_000);
    const preview = await readPreview({name: 'big.csv', data: big, source: 'upload'}, 2, 'en');
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

  it('skips the preview of a workbook too big to unzip on the page', async () => {
    const data = new ArrayBuffer(MAX_XLSX_PREVIEW_BYTES + 1);
    expect(await readPreview({name: 'big.xlsx', data, source: 'upload'}, 5, 'en')).toEqual({kind: 'skipped'});
  });
});
