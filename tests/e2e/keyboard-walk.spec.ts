// The diagram by keyboard alone, both locales: Tab reaches the diagram, the arrow keys walk from
// asset to connected asset (each stop selected and announced in the page's language), Enter opens
// the details; and at 5,000 assets, zoomed out where assets are pixels, the walk goes on.

import {expect, test, type Page} from '@playwright/test';
import {assetsToCsv, generateAssets} from '../../bench/generate-inventory';
import {applyLayout, openDemo, sampleAssets} from './support/demo';
import {LOCALES, watchErrors} from './support/site';

const TEXT = {
  ko: {connections: '연결', none: '그 방향으로는 더 갈 자산이 없습니다.'},
  en: {connections: 'connections', none: 'No asset further that way.'},
} as const;

/** The asset the last press stopped at ('none': nothing that way), once the announcement and the Sidebar agree; '' until they do. */
async function stop(page: Page, sample: {id: string; name: string}[], none: string): Promise<string> {
  const said = (await page.getByTestId('palito-announcer').textContent()) ?? '';
  if (said === none) return 'none';
  const shown = (await page.getByTestId('palito-selected-node').locator('dd').nth(1).textContent().catch(() => '')) ?? '';
  const asset = sample.find((a) => a.id === shown);
  return asset && said.startsWith(`${asset.name},`) ? asset.id : '';
}

/** Gives the diagram itself the focus, as Tab does when it comes to it. */
async function tabToDiagram(page: Page) {
  const canvas = page.getByTestId('palito-canvas');
  await canvas.focus();
  await expect(canvas).toBeFocused();
}

for (const {locale, prefix} of LOCALES) {
  test(`keyboard walk (${locale}): arrows from asset to connected asset, announced; Enter opens the details`, async ({page}) => {
    const errors = watchErrors(page);
    const sample = sampleAssets(locale);
    await openDemo(page, prefix);
    await applyLayout(page, sample.length);
    await tabToDiagram(page);

    const announcer = page.getByTestId('palito-announcer');
    const details = page.getByTestId('palito-selected-node');
    const visited: string[] = [];
    // Every press is announced: the stop (name, type, zone, connections, status), which is then selected, or that nothing lies that way.
    for (const key of ['ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) {
      await page.keyboard.press(key);
      await expect(page.getByTestId('palito-canvas')).toBeFocused();
      await expect.poll(() => stop(page, sample, TEXT[locale].none)).not.toBe('');
      const id = await stop(page, sample, TEXT[locale].none);
      if (id === 'none') continue;
      expect(await announcer.textContent()).toContain(TEXT[locale].connections);
      visited.push(id);
    }
    expect(new Set(visited).size).toBeGreaterThan(2);

    await page.keyboard.press('Enter');
    await expect(details).toBeFocused();
    expect(errors).toEqual([]);
  });
}

test('keyboard walk at 5,000 assets (en): zoomed out, the arrows still go from asset to asset', async ({page}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const rows = generateAssets({assets: 5000, seed: 20261129});
  await openDemo(page, '/en');
  await page.getByTestId('demo-file-input').setInputFiles({name: 'q-5000.csv', mimeType: 'text/csv', buffer: Buffer.from(assetsToCsv(rows))});
  await expect(page.getByTestId('demo-preview')).toContainText('A00001');
  await page.getByTestId('demo-apply').click();
  await expect(page.getByTestId('demo-status')).toHaveText(/\b5,000\b/, {timeout: 90_000});
  await expect(page.getByTestId('palito-cbs-links')).toHaveCount(1);
  // The overview's legend in English (find.spec.ts checks the overview itself, in Korean).
  await expect(page.getByTestId('palito-legend-overview')).toContainText('Line width');
  await tabToDiagram(page);
  const ids = new Set<string>();
  const assets = rows.map((r) => ({id: r.id, name: r.name}));
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowDown']) {
    await page.keyboard.press(key);
    await expect.poll(() => stop(page, assets, TEXT.en.none)).not.toBe('');
    const id = await stop(page, assets, TEXT.en.none);
    if (id !== 'none') ids.add(id);
  }
  expect(ids.size).toBeGreaterThan(2);
  // Still the overview: the walk does not zoom in.
  await expect(page.getByTestId('palito-cbs-links')).toHaveCount(1);
  expect(errors).toEqual([]);
});
