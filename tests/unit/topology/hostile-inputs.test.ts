// Issue 9's table, row by row, through the reader and validator: each hostile or unusual file
// ends in a result or a named problem, within its limit. (The dense mesh's layout, identifiers
// and the SVG export are tested beside the layout and the component.)

import {beforeAll, describe, expect, it} from 'vitest';
import {LIMITS} from '../../../packages/palito/src/engine/model/limits';
import {buildProject} from '../../../packages/palito/src/engine/pipeline/build-project';
import {generateTopology} from '../../../packages/palito/src/engine/pipeline/generate-topology';
import {readTable} from '../../../packages/palito/src/engine/parse/read-table';
import {formatProblem} from '../../../packages/palito/src/engine/messages/format-problem';
import type {Problem} from '../../../packages/palito/src/engine/model/problem';
import {
  dataOnSecondSheetXlsx,
  denseCsv,
  lyingSizeBombXlsx,
  mergedCellsXlsx,
  mixedLineEndingsCsv,
  normalCsv,
  sheetBombXlsx,
  singleLineCsv,
  strayNulCsv,
  unusedEntriesBombXlsx,
  warningsCsv,
  xlsxOf,
} from '../../fixtures/hostile/inventories';

const codes = (problems: readonly Problem[]) => problems.map((p) => p.code);

async function problemsOf(name: string, data: string | Uint8Array) {
  const result = await buildProject({name, data});
  return result.ok ? {ok: true, problems: result.warnings, project: result.project} : {ok: false, problems: result.problems};
}

describe('zip bombs are refused before they are inflated, or as soon as inflating passes the limit', () => {
  // Just over the 50 MB limit: the full-size bombs of the issue (3 × 400 MB, 500 MB) take 10-20 s
  // to make; `npm run bench` runs those.
  let unused: Uint8Array;
  let sheet: Uint8Array;
  let lying: Uint8Array;
  beforeAll(async () => {
    [unused, sheet, lying] = await Promise.all([unusedEntriesBombXlsx(3, 20), sheetBombXlsx(60), lyingSizeBombXlsx(60)]);
  }, 60_000);

  it('unused entries that inflate past the limit: refused from the zip directory, nothing inflated', async () => {
    const start = performance.now();
    const result = await problemsOf('bomb.xlsx', unused);
    expect(performance.now() - start).toBeLessThan(1_000);
    expect(result.ok).toBe(false);
    expect(codes(result.problems)).toEqual(['workbook-too-large']);
    expect(result.problems[0].params).toMatchObject({limit: LIMITS.workbookInflatedBytes, declared: 1});
    expect(result.problems[0].params.found).toBeGreaterThan(60e6);
    expect(formatProblem(result.problems[0], 'en')).toMatch(/would take 5\d MB; the limit is 50 MB/);
  });

  it('a sheet that inflates past the limit: the same problem, not "not an Excel workbook"', async () => {
    const result = await problemsOf('sheet.xlsx', sheet);
    expect(codes(result.problems)).toEqual(['workbook-too-large']);
    expect(formatProblem(result.problems[0], 'ko')).toContain('압축을 풀면');
  });

  it('a zip whose directory understates the sizes: inflating stops at the limit', async () => {
    const result = await problemsOf('lying.xlsx', lying);
    expect(codes(result.problems)).toEqual(['workbook-too-large']);
    expect(result.problems[0].params.declared).toBe(0);
    expect(result.problems[0].params.found).toBeGreaterThan(LIMITS.workbookInflatedBytes);
    expect(result.problems[0].params.found).toBeLessThan(LIMITS.workbookInflatedBytes + 20e6);
  });
});

describe('files over a limit get a problem naming the limit and the figure found', () => {
  it('a file over 5 MiB, as bytes or as text', async () => {
    const bytes = new Uint8Array(LIMITS.fileBytes + 1).fill(0x41);
    const asBytes = await readTable({name: 'big.csv', data: bytes});
    expect(asBytes.ok ? [] : asBytes.problems.map((p) => [p.code, p.params.found])).toEqual([['file-too-large', LIMITS.fileBytes + 1]]);
    // Hangul takes three bytes in UTF-8: 2 M characters are 6 MB.
    const asText = await readTable({name: 'big.csv', data: '가'.repeat(2_000_000)});
    expect(asText.ok ? [] : asText.problems.map((p) => [p.code, p.params.found])).toEqual([['file-too-large', 6_000_000]]);
  });

  it('more than 50,000 rows', async () => {
    const lines = ['id,name,zone,cbs'];
    for (let i = 0; i < LIMITS.rows + 5; i++) lines.push(`A${i},,Z,C`);
    const result = await problemsOf('rows.csv', lines.join('\n'));
    expect(result.problems.map((p) => [p.code, p.params.found])).toEqual([['too-many-rows', LIMITS.rows + 5]]);
  });

  it('more than 200,000 connections', async () => {
    // 1,001 assets, each listing 200 others: 200,200 connections in 2.7 MB.
    const ids = Array.from({length: 1_001}, (_, i) => `N${i}`);
    const lines = ['id,name,zone,cbs,connections'];
    ids.forEach((id, i) => lines.push(`${id},,Z,C,${Array.from({length: 200}, (_, k) => ids[(i + k + 1) % ids.length]).join(';')}`));
    const result = await problemsOf('links.csv', lines.join('\n'));
    expect(result.problems.map((p) => [p.code, p.params.found])).toEqual([['too-many-connections', 200_200]]);
  });
});

describe('warnings by the megabyte stay readable', () => {
  it(`keeps ${LIMITS.warningsPerCode} warnings per code and says how many more`, async () => {
    // 2 MiB: some 46,000 rows, under the row limit (the 5 MiB file has 116,000 and is
    // refused as too many rows), each with four warnings.
    const csv = warningsCsv(2 * 1024 * 1024);
    const result = await problemsOf('warnings.csv', csv);
    expect(result.ok).toBe(true);
    const rows = csv.split('\n').length - 1;
    for (const code of ['missing-name', 'unknown-status', 'invalid-ip', 'unknown-connection'] as const) {
      expect(result.problems.filter((p) => p.code === code)).toHaveLength(LIMITS.warningsPerCode);
      const more = result.problems.find((p) => p.code === 'more-problems' && p.params.code === code)!;
      expect(more.params).toMatchObject({count: rows - LIMITS.warningsPerCode, firstRow: LIMITS.warningsPerCode + 2});
      // The summary follows the last one it stands for.
      const lastKept = result.problems.map((p) => p.code).lastIndexOf(code);
      expect(result.problems[lastKept + 1]).toBe(more);
    }
    expect(JSON.stringify(result.problems).length).toBeLessThan(200_000);
    expect(result.project!.nodes).toHaveLength(rows);
  });

  it('a 5 MiB line with no line end: the header is looked for in its first 64 K characters only', async () => {
    const start = performance.now();
    const result = await problemsOf('line.csv', singleLineCsv());
    expect(performance.now() - start).toBeLessThan(1_500);
    expect(codes(result.problems)).toEqual(['no-rows']);
  });
});

describe('unusual but honest files are read whole, and say what was done', () => {
  it('mixed line endings: every asset', async () => {
    const result = await problemsOf('mixed.csv', mixedLineEndingsCsv(39, 10));
    expect(result.project!.nodes).toHaveLength(39);
    expect(result.problems).toEqual([]);
  });

  it('a stray NUL: the file is read, the character removed, its line named', async () => {
    const result = await problemsOf('nul.csv', strayNulCsv());
    expect(result.ok).toBe(true);
    expect(result.project!.nodes.map((n) => n.name)).toContain('web1');
    expect(result.problems.map((p) => [p.code, p.params.lines])).toEqual([['control-characters', ['4']]]);
    expect(formatProblem(result.problems[0], 'en')).toContain('line(s) 4');
  });

  it('data on the second sheet behind an empty first one: read from there, and said so', async () => {
    const result = await problemsOf('second.xlsx', await dataOnSecondSheetXlsx());
    expect(result.ok).toBe(true);
    expect(result.project!.nodes).toHaveLength(normalCsv().split('\n').length - 1);
    expect(result.problems.map((p) => [p.code, p.params])).toEqual([['other-sheet-read', {sheet: 'Assets', empty: ['Cover']}]]);
    expect(formatProblem(result.problems[0], 'ko')).toBe('앞쪽의 빈 시트(Cover)를 건너뛰고 데이터가 있는 ‘Assets’ 시트를 읽었습니다.');
  });

  it('merged zone and CBS cells: each empty cell below a merge names the merge and how to fix it', async () => {
    const result = await problemsOf('merged.xlsx', await mergedCellsXlsx());
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => [p.code, p.row, p.params.merged])).toEqual([
      ['missing-zone', 3, 'D2:D4'],
      ['missing-cbs', 3, 'E2:E4'],
      ['missing-zone', 4, 'D2:D4'],
      ['missing-cbs', 4, 'E2:E4'],
    ]);
    expect(formatProblem(result.problems[0], 'en')).toContain('merged cells D2:D4');
    expect(formatProblem(result.problems[0], 'ko')).toContain('병합을 해제하고');
  });
});

describe('a dense mesh is drawn, its links summarised and said so', () => {
  it('200 switches all linked: every asset drawn, one links-bundled warning with the figures', async () => {
    const result = await generateTopology({name: 'dense.csv', data: denseCsv(200)});
    if (!result.ok) throw new Error(result.problems.map((p) => p.code).join());
    expect(result.layout.nodes).toHaveLength(200);
    expect(result.project.edges).toHaveLength(19_900);
    expect(result.warnings.map((p) => [p.code, p.params])).toEqual([['links-bundled', {cbs: 'Mesh', zone: 'Core', assets: 200, links: 19_900}]]);
    expect(formatProblem(result.warnings[0], 'en')).toBe(
      'In the CBS “Mesh” (zone “Core”), 200 assets are linked to most of each other: their 19,900 links are drawn as one bundle, not one line each. Every link is kept in the project.',
    );
    expect(formatProblem(result.warnings[0], 'ko')).toContain('연결 19,900개를 선 하나하나 대신 묶음 하나로');
  });
});

describe('cases the fuzz suite found', () => {
  it('two property columns with one header keep both, the second as "note (2)"', async () => {
    const result = await problemsOf('notes.csv', 'id,name,zone,cbs,note,note,,Column H\nA,a,z,c,first,second,x,y');
    expect(result.project!.nodes[0].properties).toEqual({note: 'first', 'note (2)': 'second', 'Column G': 'x', 'Column H': 'y'});
    const result2 = await problemsOf('notes.csv', 'id,name,zone,cbs,,Column E\nA,a,z,c,x,y');
    expect(result2.project!.nodes[0].properties).toEqual({'Column E': 'x', 'Column E (2)': 'y'});
    expect(result2.problems.map((p) => [p.code, p.params.keptAs])).toEqual([['duplicate-column', 'Column E (2)']]);
    expect(formatProblem(result2.problems[0], 'en')).toContain('kept as the extra property “Column E (2)”');
  });

  it('a quoted header cell with a line break does not hide the delimiter', async () => {
    const result = await problemsOf('tabs.tsv', 'id\t"\nx"\tname\tzone\tcbs\nA\tn\tb\tz\tc');
    expect(result.ok).toBe(true);
    expect(result.project!.nodes.map((n) => [n.id, n.name])).toEqual([['A', 'b']]);
    expect(result.project!.zones.map((z) => z.name)).toEqual(['z']);
  });

  it('a quoted excerpt never ends in half an emoji', async () => {
    const result = await problemsOf('emoji.csv', `id,name,zone,cbs,status\nA,a,z,c,${'a'.repeat(58)}😀b`);
    const value = result.problems.find((p) => p.code === 'unknown-status')!.params.value as string;
    expect(value).toBe(`${'a'.repeat(58)}…`);
  });

  it('a 3 KB workbook whose used range reaches XFD1048576: refused before the reader builds the grid', async () => {
    const {unzipSync, zipSync, strFromU8, strToU8} = await import('fflate');
    const parts = unzipSync(await xlsxOf([['id', 'name', 'zone', 'cbs'], ['A', 'a', 'z', 'c']]));
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']).replace(/<dimension[^>]*\/>/, '');
    parts['xl/worksheets/sheet1.xml'] = strToU8(
      sheet.replace('</sheetData>', '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row></sheetData>'),
    );
    const start = performance.now();
    const result = await problemsOf('far.xlsx', zipSync(parts));
    expect(performance.now() - start).toBeLessThan(1_000);
    expect(result.problems.map((p) => [p.code, p.params])).toEqual([
      ['sheet-too-large', {limit: LIMITS.sheetCells, sheet: 'Assets', range: 'A1:XFD1048576', rows: 1_048_576, columns: 16_384}],
    ]);
    expect(formatProblem(result.problems[0], 'ko')).toContain('A1:XFD1048576(1,048,576행 × 16,384열)');
  });
});
