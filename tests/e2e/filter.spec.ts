// The sidebar's filter in the landing demo, in Korean (nothing it checks depends on the language): ticking a status and a type dims every
// asset that does not pass (the veil over the diagram has exactly the passing assets cut out of
// it), the summary counts them as the sample says, and the project file keeps the filter.

import fs from 'node:fs';
import {expect, test} from '@playwright/test';
import {applyLayout, openDemo, sampleAssets} from './support/demo';
import {DEFAULT_LOCALE, watchErrors} from './support/site';

/** How many rectangles (closed subpaths) a path draws. */
const subpaths = (d: string | null) => (d ? d.split('M').length - 1 : 0);

for (const {locale, prefix} of [DEFAULT_LOCALE]) {
  test(`filter (${locale}): a status and a type ticked dim the rest; counted; saved in the project file`, async ({page}) => {
    const errors = watchErrors(page);
    const sample = sampleAssets(locale);
    await openDemo(page, prefix);
    await applyLayout(page, sample.length);
    const filter = page.getByTestId('palito-filter');
    await filter.locator('[data-filter-value="server"]').check();
    const servers = sample.filter((a) => a.type === 'server').length;
    const summary = page.getByTestId('palito-filter-summary');
    await expect(summary).toContainText(`${servers}`);
    await expect(summary).toContainText(`${sample.length}`);
    const veil = page.getByTestId('palito-highlight').locator('[data-highlight-part="veil"]');
    // The veil: the drawing's bounds, with one hole per passing asset drawn in the view.
    await expect.poll(async () => subpaths(await veil.getAttribute('d'))).toBe(1 + servers);
    await expect(page.getByTestId('palito-highlight')).toHaveAttribute('data-highlight-kind', 'filter');

    await filter.locator('[data-filter-value="error"]').check();
    await expect(summary).not.toHaveAttribute('data-kept', String(servers));
    const serversInError = Number(await summary.getAttribute('data-kept'));
    await expect(summary).toContainText(`${serversInError}`);
    expect(serversInError).toBeGreaterThan(0);
    expect(serversInError).toBeLessThan(servers);
    await expect.poll(async () => subpaths(await veil.getAttribute('d'))).toBe(1 + serversInError);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('demo-export-project').click()]);
    const saved = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(saved.filter).toEqual({statuses: ['error'], types: ['server'], properties: {}});

    await summary.getByRole('button').click();
    await expect(summary).toBeHidden();
    await expect(page.getByTestId('palito-highlight')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
