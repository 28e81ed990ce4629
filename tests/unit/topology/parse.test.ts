import writeXlsxFile from 'write-excel-file/node';
import {describe, expect, it} from 'vitest';
import {decodeText} from '../../../packages/palito/src/engine/parse/decode-text';
import {detectDelimiter} from '../../../packages/palito/src/engine/parse/detect-delimiter';
import {detectByteKind} from '../../../packages/palito/src/engine/parse/detect-kind';
import {readCsv} from '../../../packages/palito/src/engine/parse/read-csv';
import {readTable, type RawTable} from '../../../packages/palito/src/engine/parse/read-table';
import {cellText} from '../../../packages/palito/src/engine/parse/xlsx/read-xlsx';
import {fixture, fixtureBytes, sample} from './support/files';

async function tableOf(input: Parameters<typeof readTable>[0]): Promise<RawTable> {
  const result = await readTable(input);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.table;
}

describe('detectByteKind', () => {
  it('recognises zip (xlsx), legacy xls, empty and anything else by the first bytes', () => {
    expect(detectByteKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1]))).toBe('zip');
    expect(detectByteKind(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1]))).toBe('xls');
    expect(detectByteKind(new Uint8Array())).toBe('empty');
    expect(detectByteKind(new TextEncoder().encode('id,name'))).toBe('other');
  });
});

describe('decodeText', () => {
  it('strips a UTF-8 byte-order mark', () => {
    const decoded = decodeText(fixtureBytes('bom-crlf.csv'));
    expect(decoded).toMatchObject({ok: true, encoding: 'utf-8'});
    expect(decoded.ok && decoded.text.startsWith(' ID ,')).toBe(true);
  });

  it('reads UTF-16 LE with its mark (Excel "Unicode text")', () => {
    const text = 'id\tname\n가1\t서버\n';
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) {
      bytes[2 + 2 * i] = text.charCodeAt(i) & 0xff;
      bytes[3 + 2 * i] = text.charCodeAt(i) >> 8;
    }
    expect(decodeText(bytes)).toEqual({ok: true, text, encoding: 'utf-16le'});
  });

  it('falls back to EUC-KR for Korean Excel CSV that is not UTF-8', () => {
    const decoded = decodeText(fixtureBytes('euc-kr.csv'));
    expect(decoded).toMatchObject({ok: true, encoding: 'euc-kr'});
    expect(decoded.ok && decoded.text).toContain('자산ID,자산명,존,CBS');
  });

  it('refuses binary content', () => {
    expect(decodeText(fixtureBytes('not-a-table.png'))).toEqual({ok: false});
    expect(decodeText(new Uint8Array([0x41, 0x00, 0x42, 0x0a]))).toEqual({ok: false});
  });
});

describe('detectDelimiter', () => {
  it('picks the delimiter that splits the header into contract columns', () => {
    expect(detectDelimiter('id,name,zone,cbs,connections\nA,b,c,d,"x;y;z"')).toBe(',');
    expect(detectDelimiter('id;name;zone;cbs;connections\nA;b;c;d;"x,y,z"')).toBe(';');
    expect(detectDelimiter('자산ID\t자산명\t존\tCBS\n')).toBe('\t');
    expect(detectDelimiter('\n\nid;name\n')).toBe(';');
  });

  it('returns undefined when no split names a known column', () => {
    expect(detectDelimiter('alpha,beta\n1,2')).toBeUndefined();
  });
});

describe('readCsv', () => {
  it('handles quoted commas, doubled quotes and line breaks inside cells (RFC 4180)', () => {
    const {rows} = readCsv(new TextDecoder().decode(fixtureBytes('quoted.csv')));
    expect(rows[1]).toEqual(['Q1', 'web, front', 'DMZ', 'Edge', 'Q2,Q3', 'say "hi"']);
    expect(rows[2]).toEqual(['Q2', 'multi\nline name', 'DMZ', 'Edge', 'Q3\nQ1', 'two\nlines']);
    expect(rows[3][0]).toBe('Q3');
  });

  it('treats CRLF and LF alike', () => {
    const crlf = readCsv('id,name\r\nA,b\r\n').rows;
    const lf = readCsv('id,name\nA,b\n').rows;
    expect(crlf.slice(0, 2)).toEqual(lf.slice(0, 2));
    expect(crlf[1]).toEqual(['A', 'b']);
  });

  it('reads every row of a file whose line endings change half-way (CRLF, then LF, then CR)', async () => {
    const text = sample('assets-sample.csv').data as string;
    const lines = text.trimEnd().split(/\r?\n/);
    const mixed = lines.slice(0, 4).join('\r\n') + '\r\n' + lines.slice(4, 30).join('\n') + '\n' + lines.slice(30).join('\r') + '\r';
    const {rows, problems} = readCsv(mixed);
    expect(problems).toEqual([]);
    expect(rows.filter((row) => row.some((cell) => cell !== ''))).toHaveLength(40);
    expect(rows.every((row) => row.length === 1 || row.length === 8)).toBe(true);
    // The whole pipeline draws all 39 assets, not the 3 before the change of line ending.
    const result = await readTable({name: 'mixed.csv', data: mixed});
    expect(result.ok && result.table.rows.length).toBe(40);
  });

  it('keeps a line break inside a quoted cell, whatever the file uses', () => {
    const {rows} = readCsv('id,name\r\nA1,"two\r\nlines"\nA2,"cr\ronly"\r\n');
    expect(rows.slice(0, 3)).toEqual([['id', 'name'], ['A1', 'two\nlines'], ['A2', 'cr\nonly']]);
  });

  it('reports an unclosed quote with its row', () => {
    const {problems} = readCsv('id,name,zone,cbs\nA,"open,Z,C\nB,b,Z,C\n');
    expect(problems).toEqual([expect.objectContaining({code: 'unclosed-quote', severity: 'error', row: 2})]);
  });
});

describe('readTable', () => {
  it('reads the shared samples as 40 rows of 8 cells (header + 39 assets)', async () => {
    for (const name of ['assets-sample.csv', 'assets-sample.ko.csv'] as const) {
      const table = await tableOf(sample(name));
      expect(table.kind).toBe('csv');
      expect(table.rows).toHaveLength(40);
      expect(table.rows.every((row) => row.length === 8)).toBe(true);
      expect(table.problems).toEqual([]);
    }
  });

  it('reads semicolon, tab, BOM+CRLF and Korean-header files', async () => {
    expect((await tableOf(fixture('semicolon.csv'))).rows[1]).toEqual(['S1', 'one', 'Z', 'C', 'S2,S3', '10.1.1.1']);
    expect((await tableOf(fixture('tab.tsv'))).rows[1]).toEqual(['T1', 'one', 'Z', 'C', 'T2|T3']);
    expect((await tableOf(fixture('bom-crlf.csv'))).rows[0]).toEqual([' ID ', ' Name ', 'Zone', 'CBS', 'Connections']);
    expect((await tableOf(fixture('korean-headers.csv'))).rows[0][2]).toBe('자산ID');
  });

  it('accepts text given as a string, with or without a BOM', async () => {
    const table = await tableOf({name: 'x.csv', data: '\ufeffid,name\nA,b'});
    expect(table.rows).toEqual([
      ['id', 'name'],
      ['A', 'b'],
    ]);
  });

  it('drops trailing blank rows (a final newline, Excel padding) without reporting them', async () => {
    const table = await tableOf({name: 'x.csv', data: 'id,name\nA,b\n,\n\n'});
    expect(table.rows).toHaveLength(2);
  });

  it('says empty-file for no bytes, no text or only whitespace', async () => {
    for (const input of [fixture('empty.csv'), fixture('whitespace.csv'), {name: 'a.csv', data: ''}, {name: 'b', data: new ArrayBuffer(0)}]) {
      expect(await readTable(input)).toEqual({ok: false, problems: [expect.objectContaining({code: 'empty-file', severity: 'error'})]});
    }
  });

  it('says not-tabular for binary files, whatever their name', async () => {
    const png = await readTable({name: 'assets.csv', data: fixtureBytes('not-a-table.png')});
    expect(png).toEqual({ok: false, problems: [expect.objectContaining({code: 'not-tabular', params: {detected: 'binary'}})]});
    const xls = await readTable({name: 'old.xls', data: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])});
    expect(xls.ok === false && xls.problems[0].params).toEqual({detected: 'xls'});
  });

  it('says not-tabular for a zip archive that is not a workbook', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const result = await readTable({name: 'assets.xlsx', data: zip});
    expect(result).toEqual({ok: false, problems: [expect.objectContaining({code: 'not-tabular', params: {detected: 'zip'}})]});
  });

  it('reads the first worksheet of a real .xlsx, by content even under a .csv name', async () => {
    const buffer = await writeXlsxFile([
      {
        sheet: 'Assets',
        data: [
          ['자산ID', '자산명', '존', 'CBS', 'IP주소', '연결'],
          ['X1', '코어', '내부망', '코어', '10.0.0.1', 'X2'],
          ['X2', 'web', '내부망', '웹', '10.0.0.2', null],
          [1003, 'numeric id', '내부망', '웹', null, 'X1'],
        ],
      },
      {sheet: 'Notes', data: [['ignored']]},
    ]).toBuffer();
    const result = await readTable({name: 'looks-like.csv', data: new Uint8Array(buffer)});
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.table.kind).toBe('xlsx');
    expect(result.table.rows).toEqual([
      ['자산ID', '자산명', '존', 'CBS', 'IP주소', '연결'],
      ['X1', '코어', '내부망', '코어', '10.0.0.1', 'X2'],
      ['X2', 'web', '내부망', '웹', '10.0.0.2', ''],
      ['1003', 'numeric id', '내부망', '웹', '', 'X1'],
    ]);
    expect(result.table.problems).toEqual([expect.objectContaining({code: 'ignored-sheets', severity: 'warning', params: {sheets: ['Notes']}})]);
  });

  it('reports EUC-KR input with a warning but reads it', async () => {
    const table = await tableOf(fixture('euc-kr.csv'));
    expect(table.rows[1]).toEqual(['E1', '서버', '내부망', '코어']);
    expect(table.problems).toEqual([expect.objectContaining({code: 'legacy-encoding', params: {encoding: 'euc-kr'}})]);
  });
});

describe('cellText', () => {
  it('writes cells as a user reads them', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(42)).toBe('42');
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(new Date(Date.UTC(2024, 0, 5)))).toBe('2024-01-05');
    expect(cellText(new Date(Date.UTC(2024, 0, 5, 9, 30)))).toBe('2024-01-05 09:30');
  });
});
