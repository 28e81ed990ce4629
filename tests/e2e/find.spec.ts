// The landing demo at 5,000 assets (the level-of-detail layer), in Korean. The overview first:
// zoomed out, the links are drawn as a few hundred lines between CBS groups and zones (not one
// per link), their width explained in the legend, the boxes filled in the minimap. Then the find
// box: Ctrl+F inside the editor goes to it, results come as one types, arrows and Enter take one,
// and the asset is selected, drawn as a component in the middle of the view and announced; zoomed
// in there, the overview's lines give way to the links themselves.
// In English: the find box's and the toolbar's names (demo-locales.spec.ts) and the overview's
// legend (keyboard-walk.spec.ts, at 5,000 assets).

import {test, expect} from '@playwright/test';
import {assetsToCsv, generateAssets} from '../../bench/generate-inventory';
import {openDemo} from './support/demo';
import {DEFAULT_LOCALE, watchErrors} from './support/site';

const TEXT = {
  ko: {find: '자산 찾기', tools: '구성도 도구', width: '선 굵기'},
} as const;

for (const {locale, prefix} of [DEFAULT_LOCALE]) {
  test(`find (${locale}): an asset of 5,000 found by keyboard, selected, shown and announced`, async ({page}) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const rows = generateAssets({assets: 5000, seed: 20261129});
    const target = rows[3210];
    await openDemo(page, prefix);
    await page.getByTestId('demo-file-input').setInputFiles({name: 'q-5000.csv', mimeType: 'text/csv', buffer: Buffer.from(assetsToCsv(rows))});
    await expect(page.getByTestId('demo-preview')).toContainText('A00001');
    await page.getByTestId('demo-apply').click();
    await expect(page.getByTestId('demo-status')).toHaveText(/\b5,000\b/, {timeout: 90_000});
    await expect(page.locator('[data-testid="palito-canvas"] .react-flow')).toHaveAttribute('data-drawn', 'complete');
    await expect(page.getByTestId('palito-asset-layer')).toHaveCount(1);

    // The overview: a line per pair of CBS groups (or zones), each counting its links.
    const overview = page.getByTestId('palito-cbs-links');
    const lines = Number(await overview.getAttribute('data-lines'));
    const links = await page.evaluate(() => document.querySelectorAll('[data-testid="palito-cbs-links"] path').length);
    expect(links).toBe(lines);
    expect(lines).toBeGreaterThan(20);
    expect(lines).toBeLessThan(500);
    const counted = await overview.locator('path').evaluateAll((paths) => paths.reduce((sum, p) => sum + Number(p.getAttribute('data-count')), 0));
    expect(counted).toBeGreaterThan(lines);
    await expect(overview.locator('path title').first()).toContainText('↔');
    await expect(page.getByTestId('palito-legend-overview')).toContainText(TEXT[locale].width);
    // The minimap's boxes are filled: outlines alone vanish at its scale.
    const filled = await page.locator('.react-flow__minimap-node').evaluateAll(
      (rects) => rects.filter((r) => !['none', 'transparent', 'rgba(0, 0, 0, 0)'].includes(getComputedStyle(r).fill)).length,
    );
    expect(filled).toBeGreaterThan(10);

    // Ctrl+F with the focus in the editor: the find box, not the browser's page search.
    await page.getByRole('group', {name: TEXT[locale].tools}).getByRole('button').first().focus();
    await page.keyboard.press('Control+f');
    const box = page.getByRole('combobox', {name: TEXT[locale].find});
    await expect(box).toBeFocused();
    await page.keyboard.type(target.name);
    const results = page.getByTestId('palito-find-results');
    await expect(results.locator(`[data-asset-id="${target.id}"]`)).toBeVisible();
    // Walk to it with the arrows, then take it.
    const ids = await results.locator('[role="option"]').evaluateAll((options) => options.map((o) => o.getAttribute('data-asset-id')));
    for (let i = 0; i < ids.indexOf(target.id); i++) await page.keyboard.press('ArrowDown');
    await expect(results.locator(`[data-asset-id="${target.id}"]`)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(page.getByTestId('palito-selected-node')).toContainText(target.name);
    await expect(page.getByTestId('palito-announcer')).toContainText(target.name);
    const node = page.locator(`.react-flow__node[data-id="${target.id}"]`);
    await expect(node).toBeInViewport({timeout: 10_000});
    await expect(results).toBeHidden();
    // Zoomed in to the asset: the links themselves, not the overview's.
    await expect(overview).toHaveCount(0);
    await expect(page.getByTestId('palito-legend-overview')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
