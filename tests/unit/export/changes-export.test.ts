// The files after an inventory update, with the real engine: the SVG (and so the PNG and the print
// page) and the draw.io file show the Changes view while it is on, with its legend, and not when it
// is off; the change report lists every change of the diff as CSV and Markdown, its column names in
// the UI's language, a hostile name written as text.

import Papa from 'papaparse';
import {describe, expect, it} from 'vitest';
import {createPalitoApi} from '../../../packages/palito/src/api';
import {createEngine} from '../../../packages/palito/src/engine-client';
import {changeReportRows} from '../../../packages/palito/src/export';
import {createMemoryStorage, createPalitoStore} from '../../../packages/palito/src/store';
import {assetsToCsv, generateAssets} from '../../../bench/generate-inventory';
import {changeInventory} from '../../../bench/update/change-inventory';
import {list, parseXml} from './support';

const rows = generateAssets({assets: 90, seed: 3});
const changed = changeInventory(rows, 0.2, 4).after;
// A name a spreadsheet would run, and one with markup, on assets that stay.
const hostile = changed.map((r, i) => (i === 0 ? {...r, name: '=HYPERLINK("x")'} : i === 1 ? {...r, name: 'a|b<script>'} : r));

async function updated(locale: 'ko' | 'en') {
  const store = createPalitoStore({engine: createEngine(), storage: createMemoryStorage()});
  const api = createPalitoApi(store, {themeRoot: () => null, locale: () => locale});
  expect((await api.setProject(assetsToCsv(rows), {fileName: 'q3.csv'})).ok).toBe(true);
  expect(await api.exportAs('changes-csv')).toBeNull();
  expect((await api.updateInventory(assetsToCsv(hostile), {fileName: 'q4.csv'})).ok).toBe(true);
  return {store, api};
}

/** The file's text as written, a byte order mark included (Blob.text() drops it). */
const text = async (blob: Blob | null) => (blob ? new TextDecoder('utf-8', {ignoreBOM: true}).decode(await blob.arrayBuffer()) : '');

describe('files after an inventory update', () => {
  it('draw the Changes view in the SVG and the draw.io file while it is on, with its legend', async () => {
    const {store, api} = await updated('en');
    const diff = store.getState().inventoryDiff!;
    const svg = parseXml(api.toSvg()!);
    const changes = list(svg.svg.g).find((g) => g['class'] === 'changes');
    const groups = list(changes.g);
    const ghosts = groups.filter((g) => g['class'] === 'change removed ghost' && g['data-kind'] === 'asset').map((g) => g['data-id']);
    expect(ghosts.sort()).toEqual([...diff.assets.removed].sort());
    const marked = groups.filter((g) => g['class'] !== 'change removed ghost').length;
    const expected = new Set([...diff.assets.added, ...diff.assets.changed.map((c) => c.id), ...diff.assets.moved.map((m) => m.id)]);
    expect(marked).toBe(expected.size);
    expect(list(changes.path).filter((p) => p['class'] === 'change removed link').length).toBe(diff.links.removed.length);
    const legend = list(svg.svg.g).find((g) => g['class'] === 'changes-legend');
    expect(list(legend.text).map((t) => t['#text'])).toEqual(['Changes since the previous inventory', 'Added', 'Removed', 'Changed', 'Moved']);

    const drawio = await text(await api.exportAs('drawio'));
    const cells = list(parseXml(drawio).mxfile.diagram.mxGraphModel.root.object);
    const rings = cells.filter((o) => String(o['id']).startsWith('change-'));
    expect(rings.length).toBe(expected.size);
    expect(rings.every((o) => String(o['tooltip']).length > 0)).toBe(true);
    expect(drawio).toContain('Changes since the previous inventory');

    store.getState().showChanges(false);
    expect(api.toSvg()).not.toContain('class="changes"');
    expect(await text(await api.exportAs('drawio'))).not.toContain('change-1');
  });

  it('write the change report: a row per change, the words in the UI language, formulas and markup as text', async () => {
    const {store, api} = await updated('ko');
    const {inventoryDiff: diff, previousInventory, project} = store.getState();
    const csv = await text(await api.exportAs('changes-csv'));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1).trim()).data;
    expect(parsed[0]).toEqual(['변경 종류', '자산ID', '이름', '존', 'CBS', '필드', '이전 값', '새 값']);
    const fieldRows = diff!.assets.changed.reduce((n, c) => n + c.fields.length, 0);
    const total = diff!.assets.added.length + diff!.assets.removed.length + fieldRows + diff!.assets.moved.length + diff!.links.added.length + diff!.links.removed.length;
    expect(parsed.length - 1).toBe(total);
    expect(parsed.slice(1).map((r) => r[0])).toEqual(changeReportRows({diff: diff!, before: previousInventory!.project, after: project!, locale: 'ko'}).map((r) => r.kind));
    const counts = (kind: string) => parsed.filter((r) => r[0] === kind).length;
    expect([counts('추가'), counts('삭제'), counts('이동')]).toEqual([diff!.assets.added.length, diff!.assets.removed.length, diff!.assets.moved.length]);
    for (const row of parsed) for (const value of row) expect(/^[=+\-@]/.test(value), value).toBe(false);

    const md = await text(await api.exportAs('changes-md'));
    expect(md.split('\n')[0]).toBe('# 이전 인벤토리 대비 변경 사항');
    expect(md).toContain('| 변경 종류 | 자산ID | 이름 | 존 | CBS | 필드 | 이전 값 | 새 값 |');
    expect(md).not.toContain('<script>');
    const tableRows = md.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---'));
    // The counts' header and row, the changes' header, then a row per change; no cell split by a pipe.
    expect(tableRows.length).toBe(3 + total);
    for (const line of tableRows.slice(2)) expect(line.split(/(?<!\\)\|/).length - 2).toBe(8);
  });
});
