// The landing demo's inventory update, in both locales: the sample drawn, then next quarter's sample
// opened over it in one click (and the same file picked as the visitor's own): the assets that did
// not change keep their places in their boxes, the changes light up on the diagram and fill the
// sidebar's list, the change report downloads with a row per change, and one Undo takes it all back.

import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import {test, expect, type Page} from '@playwright/test';
import {assetsToCsv, generateAssets} from '../../bench/generate-inventory';
import {changeInventory} from '../../bench/update/change-inventory';
import {applyLayout, openDemo, placesInBoxes} from './support/demo';
import {BUILD_DIR, DEFAULT_LOCALE, LOCALES, watchErrors} from './support/site';

const TEXT = {
  ko: {next: 'samples/assets-sample.next.ko.csv', done: '추가 3 · 삭제 2 · 변경 3 · 이동 1', header: '변경 종류', undo: '실행 취소', redo: '다시 실행'},
  en: {next: 'samples/assets-sample.next.csv', done: 'Added 3 · removed 2 · changed 3 · moved 1', header: 'Change', undo: 'Undo', redo: 'Redo'},
} as const;

/** What next quarter's sample changes (static/samples/assets-sample.next*.csv). */
const ADDED = ['A010', 'A029', 'A046'];
const REMOVED = ['A009', 'A028'];
const CHANGED = ['A007', 'A017', 'A034'];
const MOVED = ['A035'];
/** A row per change: 3 added, 2 removed, 3 changed fields, 1 moved, 4 links added, 3 removed. */
const REPORT_ROWS = 16;

async function expectChangesShown(page: Page) {
  const changes = page.getByTestId('palito-changes');
  for (const id of ADDED) await expect(changes.locator(`[data-change-id="${id}"]`)).toHaveAttribute('data-change-kind', 'added');
  for (const id of CHANGED) await expect(changes.locator(`[data-change-id="${id}"]`)).toHaveAttribute('data-change-kind', 'changed');
  for (const id of MOVED) await expect(changes.locator(`[data-change-id="${id}"]`)).toHaveAttribute('data-change-kind', 'moved');
  for (const id of REMOVED) await expect(changes.locator(`[data-ghost-kind="asset"][data-change-id="${id}"]`)).toHaveCount(1);
  await expect(page.getByTestId('palito-change-list').locator('[data-count]')).toHaveText([/3$/, /2$/, /3$/, /1$/, /4$/, /3$/]);
}

for (const {locale, prefix} of LOCALES) {
  test(`demo (${locale}): next quarter's inventory over the diagram, its changes shown, listed and reported, one undo`, async ({page}) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const text = TEXT[locale];
    await openDemo(page, prefix);
    await expect(page.getByTestId('demo-update-sample')).toBeDisabled();
    await applyLayout(page, 39);
    const before = await placesInBoxes(page);

    await page.getByTestId('demo-update-sample').click();
    await expect(page.getByTestId('demo-status')).toContainText(text.done, {timeout: 30_000});
    await expectChangesShown(page);
    const after = await placesInBoxes(page);
    const unchanged = Object.keys(before).filter((id) => ![...REMOVED, ...CHANGED, ...MOVED].includes(id) && id in after);
    expect(unchanged.length).toBeGreaterThan(20);
    for (const id of unchanged) expect(after[id], id).toBe(before[id]);

    // The change report: the page's language, a row per change.
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('demo-export-changes-csv').click()]);
    expect(file.suggestedFilename()).toMatch(/\.changes\.csv$/);
    const rows = Papa.parse<string[]>(fs.readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '').trim()).data;
    expect(rows[0][0]).toBe(text.header);
    expect(rows.length - 1).toBe(REPORT_ROWS);

    // One undo: the sample as it was, no changes, and the status line and the report follow it;
    // Redo brings the update back, Undo takes it again.
    const undo = async () => {
      await page.getByRole('button', {name: text.undo, exact: true}).click();
      await expect(page.locator('.react-flow__node[data-id="A009"]')).toHaveCount(1);
      await expect(page.getByTestId('palito-changes')).toHaveCount(0);
      await expect(page.getByTestId('palito-change-list')).toHaveCount(0);
      await expect(page.getByTestId('demo-status')).not.toContainText(text.done);
      await expect(page.getByTestId('demo-export-changes-csv')).toHaveCount(0);
    };
    await undo();
    await page.getByRole('button', {name: text.redo, exact: true}).click();
    await expect(page.getByTestId('demo-status')).toContainText(text.done);
    await expect(page.getByTestId('demo-export-changes-csv')).toBeEnabled();
    await expectChangesShown(page);
    await undo();

    // The visitor's own second file, read in the page: the same update.
    const own = fs.readFileSync(path.join(BUILD_DIR, text.next));
    await page.getByTestId('demo-update-input').setInputFiles({name: 'next-quarter.csv', mimeType: 'text/csv', buffer: own});
    await expect(page.getByTestId('demo-status')).toContainText(text.done, {timeout: 30_000});
    await expectChangesShown(page);
    expect(errors).toEqual([]);
  });
}

// At 5,000 assets, in Korean: the marks are drawn from the same update whatever the language.
for (const {locale, prefix} of [DEFAULT_LOCALE]) {
  test(`demo (${locale}): the Changes view at 5,000 assets, over the level-of-detail layer`, async ({page}) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    const rows = generateAssets({assets: 5000, seed: 20261128});
    const next = changeInventory(rows, 0.05, 7).after;
    await openDemo(page, prefix);
    await page.getByTestId('demo-file-input').setInputFiles({name: 'q3-5000.csv', mimeType: 'text/csv', buffer: Buffer.from(assetsToCsv(rows))});
    await expect(page.getByTestId('demo-preview')).toContainText('A00001');
    await page.getByTestId('demo-apply').click();
    await expect(page.getByTestId('demo-status')).toHaveText(/\b5,000\b/, {timeout: 90_000});
    await expect(page.locator('[data-testid="palito-canvas"] .react-flow')).toHaveAttribute('data-drawn', 'complete');
    await page.getByTestId('demo-update-input').setInputFiles({name: 'q4-5000.csv', mimeType: 'text/csv', buffer: Buffer.from(assetsToCsv(next))});
    const list = page.getByTestId('palito-change-list');
    await expect(list).toBeVisible({timeout: 90_000});
    await expect(page.getByTestId('palito-asset-layer')).toHaveCount(1);
    const count = async (key: string) => Number(/(\d+)$/.exec((await list.locator(`[data-count="${key}"]`).textContent())!.trim())![1]);
    const [added, removed, changed, moved] = [await count('added'), await count('removed'), await count('changed'), await count('moved')];
    expect(Math.min(added, removed, changed, moved)).toBeGreaterThan(10);
    // Every change is on the diagram: a mark per asset of each kind, a ghost per removed asset.
    const changes = page.getByTestId('palito-changes');
    await expect(changes.locator('[data-change-kind~="added"]')).toHaveCount(added);
    await expect(changes.locator('[data-change-kind~="changed"]:not([data-ghost-kind])')).toHaveCount(changed);
    await expect(changes.locator('[data-change-kind~="moved"]')).toHaveCount(moved);
    await expect(changes.locator('[data-ghost-kind="asset"]')).toHaveCount(removed);
    expect(errors).toEqual([]);
  });
}
