// The Table view in the landing demo, in Korean (nothing it checks depends on the language): every asset a row with its links, sortable by
// a column header (aria-sort says how), in step with the diagram both ways: the selection, and the
// marks of a failure analysis.

import {expect, test} from '@playwright/test';
import {applyLayout, openDemo, sampleAssets} from './support/demo';
import {DEFAULT_LOCALE, watchErrors} from './support/site';

for (const {locale, prefix} of [DEFAULT_LOCALE]) {
  test(`table (${locale}): every asset with its links, sorted, in step with the selection and the highlight`, async ({page}) => {
    const errors = watchErrors(page);
    const sample = sampleAssets(locale);
    await openDemo(page, prefix);
    await applyLayout(page, sample.length);

    // Selected on the diagram, then "What if this fails?": the table opens on both.
    const node = page.locator('.react-flow__node[data-node-id="A002"]');
    await node.click({button: 'right'});
    await page.getByTestId('palito-context-menu').locator('[data-menu-item="impact"]').click();
    const cutOff = await page.getByTestId('palito-highlight-list').locator('[data-zone-id] [data-asset-id]').evaluateAll((b) => b.map((x) => x.getAttribute('data-asset-id')!));
    expect(cutOff.length).toBeGreaterThan(0);

    await page.getByTestId('palito-table-toggle').click();
    const table = page.getByTestId('palito-table');
    await expect(table.locator('tbody tr')).toHaveCount(sample.length);
    await expect(table.locator('tr[data-asset-id="A002"]')).toHaveAttribute('data-selected', 'true');
    await expect(table.locator('tr[data-asset-id="A002"]')).toHaveAttribute('data-mark', 'failed');
    for (const id of cutOff) await expect(table.locator(`tr[data-asset-id="${id}"]`)).toHaveAttribute('data-mark', 'cut-off');

    // Sorted by links, most first: the counts fall row by row, and the header says so.
    const links = table.locator('th button[data-column="links"]');
    await links.click();
    await links.click();
    await expect(table.locator('th:has(button[data-column="links"])')).toHaveAttribute('aria-sort', 'descending');
    const counts = await table.locator('tbody tr td:last-child').evaluateAll((cells) => cells.map((c) => parseInt(c.textContent!, 10)));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(1);

    // A row's name selects its asset: the sidebar shows it, and the diagram once the table closes.
    const first = table.locator('tbody tr').first();
    const id = (await first.getAttribute('data-asset-id'))!;
    await first.locator('th button').click();
    await expect(page.getByTestId('palito-selected-node')).toContainText(id);
    await expect(first).toHaveAttribute('data-selected', 'true');
    await page.getByTestId('palito-table-close').click();
    await expect(table).toHaveCount(0);
    await expect(page.locator(`.react-flow__node[data-node-id="${id}"]`)).toHaveClass(/selected/);
    expect(errors).toEqual([]);
  });
}
