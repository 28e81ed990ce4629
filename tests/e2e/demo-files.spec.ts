import path from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import {test, expect, type Page} from '@playwright/test';
import {DEFAULT_LOCALE, watchErrors} from './support/site';
import {DEMO_TEXT, applyLayout, openDemo, readDrawing, sampleAssets} from './support/demo';

// The visitor's own files in the landing-page demo: CSV and Excel by the file picker and by
// drag and drop, and files the engine refuses. A bad file shows its message and leaves the
// diagram that was there; a good file replaces it. In Korean; demo-locales.spec.ts shows each bad
// file's message in each locale (support/demo-text.ts).

const FIXTURES = path.resolve(__dirname, '../fixtures');
const fixture = (name: string) => path.join(FIXTURES, name);

/** A small workbook as Excel saves it: a header row and six assets in two zones. */
async function workbook(): Promise<Buffer> {
  const header = ['id', 'name', 'type', 'ip', 'zone', 'cbs', 'status', 'connections'];
  const rows = [
    ['X001', 'core-sw', 'switch', '10.9.0.1', 'Plant', 'Core', 'normal', 'X002;X003'],
    ['X002', 'scada-01', 'server', '10.9.1.1', 'Plant', 'Control', 'warning', 'X003'],
    ['X003', 'historian', 'database', '10.9.1.2', 'Plant', 'Control', 'normal', ''],
    ['X004', 'office-fw', 'firewall', '10.8.0.1', 'Office', 'Edge', 'normal', 'X001;X005'],
    ['X005', 'print-01', 'server', '10.8.1.5', 'Office', 'Desk', 'offline', ''],
    ['X006', 'nas-01', 'storage', '10.8.1.6', 'Office', 'Desk', 'error', 'X005'],
  ];
  const data = [header, ...rows].map((row) => row.map((value) => ({value})));
  return Buffer.from(await writeXlsxFile(data, {sheet: 'Assets'}).toBuffer());
}

async function pick(page: Page, file: string | {name: string; mimeType: string; buffer: Buffer}) {
  await page.getByTestId('demo-file-input').setInputFiles(file);
}

async function assetIds(page: Page): Promise<string[]> {
  return (await readDrawing(page)).assets.map((a) => a.id).sort();
}

const {locale, prefix} = DEFAULT_LOCALE;
const sample = sampleAssets(locale);
const text = DEMO_TEXT[locale].files;

test.describe(`demo files (${locale})`, () => {
  test('a CSV from the file picker and an XLSX dropped on the drop zone replace the diagram', async ({page}) => {
    const errors = watchErrors(page);
    await openDemo(page, prefix);
    await applyLayout(page, sample.length);

    // Korean headers in another order, with an extra column: read in both locales.
    await pick(page, fixture('korean-headers.csv'));
    await expect(page.getByTestId('demo-preview')).toContainText('korean-headers.csv');
    await expect(page.getByTestId('demo-preview')).toContainText('K001');
    await applyLayout(page, 4);
    await expect.poll(() => assetIds(page)).toEqual(['K001', 'K002', 'K003', 'K004']);

    const xlsx = await workbook();
    const drop = await page.evaluateHandle(
      ({bytes, name}) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], name, {type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'}));
        return transfer;
      },
      {bytes: [...xlsx], name: 'plant.xlsx'},
    );
    await page.getByTestId('demo-dropzone').dispatchEvent('drop', {dataTransfer: drop});
    // The workbook's first rows are previewed like a CSV's.
    await expect(page.getByTestId('demo-preview').locator('caption')).toContainText('plant.xlsx');
    await expect(page.getByTestId('demo-preview').locator('tbody tr').first()).toContainText('X001');
    await applyLayout(page, 6);
    await expect.poll(() => assetIds(page)).toEqual(['X001', 'X002', 'X003', 'X004', 'X005', 'X006']);
    const drawing = await readDrawing(page);
    expect(drawing.zones.map((z) => z.name).sort()).toEqual(['Office', 'Plant']);
    expect(drawing.cbs.map((c) => c.name).sort()).toEqual(['Control', 'Core', 'Desk', 'Edge']);
    expect(errors).toEqual([]);
  });

  test('EUC-KR and UTF-16 files, as Korean Excel saves them, draw with their Korean names intact', async ({page}) => {
    const errors = watchErrors(page);
    await openDemo(page, prefix);
    const korean = sampleAssets('ko');
    const zones = [...new Set(korean.map((a) => a.zone))].sort();
    // The Korean sample saved as "CSV" by Korean Excel (EUC-KR), then as "Unicode text" (UTF-16, tabs).
    for (const file of ['assets-sample.euc-kr.csv', 'assets-sample.utf-16.txt']) {
      await pick(page, fixture(file));
      await expect(page.getByTestId('demo-preview').locator('caption')).toContainText(file);
      await expect(page.getByTestId('demo-preview').locator('thead')).toContainText('자산명');
      await expect(page.getByTestId('demo-preview').locator('tbody tr').first()).toContainText(korean[0].zone);
      await applyLayout(page, korean.length);
      const drawing = await readDrawing(page);
      expect(drawing.zones.map((z) => z.name).sort()).toEqual(zones);
      expect(drawing.cbs.map((c) => c.name).sort()).toEqual([...new Set(korean.map((a) => `${a.zone}\u0000${a.cbs}`))].map((key) => key.split('\u0000')[1]).sort());
      expect(drawing.zones.concat(drawing.cbs).some((box) => box.name.includes('\uFFFD'))).toBe(false);
    }
    expect(errors).toEqual([]);
  });

  test('bad files each show their message; the previous diagram stays and the page keeps working', async ({page}) => {
    const errors = watchErrors(page);
    await openDemo(page, prefix);
    await applyLayout(page, sample.length);
    const problems = page.getByTestId('palito-problems');
    const failure = page.getByTestId('palito-error');
    const expectSampleStillDrawn = async () => expect.poll(() => assetIds(page)).toEqual(sample.map((a) => a.id).sort());

    // `preview`: the problem is found while reading, so the preview already names it.
    const cases: {file: string | {name: string; mimeType: string; buffer: Buffer}; message: string | RegExp; preview?: boolean}[] = [
      {file: fixture('empty.csv'), message: text.empty, preview: true},
      {file: fixture('missing-columns.csv'), message: text.missing},
      {file: fixture('not-a-table.png'), message: text.notTable, preview: true},
      {file: fixture('duplicates.csv'), message: text.duplicate},
      {file: {name: 'garbage.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK\u0003\u0004 not really a zip')}, message: text.notWorkbook, preview: true},
    ];
    for (const {file, message, preview} of cases) {
      await pick(page, file);
      // Apply reads the file the preview shows: wait for this file's (a click before it would
      // apply the previous file).
      if (preview) await expect(page.getByTestId('demo-preview')).toContainText(message);
      else await expect(page.getByTestId('demo-preview').locator('caption')).toContainText(path.basename(file as string));
      await page.getByTestId('demo-apply').click();
      const shown = problems.or(failure);
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(message);
      await expect(shown).toContainText(text.kept);
      await expect(page.getByTestId('demo-apply')).toBeEnabled();
      await expectSampleStillDrawn();
    }

    // Too large for the demo: refused before it is read, with the size in the message.
    await pick(page, {name: 'huge.csv', mimeType: 'text/csv', buffer: Buffer.alloc(21 * 1024 * 1024, 'a')});
    await expect(page.getByTestId('demo-notice')).toHaveText(text.tooLarge);
    await expectSampleStillDrawn();

    // Warnings do not block: the file is drawn and the warnings are listed beside it.
    await pick(page, fixture('warnings.csv'));
    await expect(page.getByTestId('demo-preview').locator('caption')).toContainText('warnings.csv');
    await applyLayout(page, 4);
    await expect(page.getByTestId('palito-warnings')).toContainText(text.warnings);
    await expect.poll(() => assetIds(page)).toEqual(['W1', 'W2', 'W3', 'W4']);

    // And the page still works: Reset brings the sample back and it lays out again.
    await page.getByTestId('demo-reset').click();
    await expect(page.getByTestId('demo-preview')).toContainText(sample[0].id);
    await applyLayout(page, sample.length);
    await expectSampleStillDrawn();
    expect(errors).toEqual([]);
  });
});

