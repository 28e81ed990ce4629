import {test, expect} from '@playwright/test';
import {LOCALES, openHydrated, runLiveExample, watchErrors} from './support/site';
import {flowPosition, sampleAssets} from './support/demo';

// The guides' live examples drive Palito's props: custom node types and the graph style.

for (const {locale, prefix} of LOCALES) {
  const sample = sampleAssets(locale);

  test(`${locale}: the custom-node guide draws servers with the custom node and the rest with the default one`, async ({page}) => {
    const errors = watchErrors(page);
    await openHydrated(page, `${prefix}/docs/intro/guides/custom-node/`);
    await runLiveExample(page);
    const result = page.getByTestId('live-result');
    await result.scrollIntoViewIfNeeded();
    await expect(result).toHaveText(/\d/, {timeout: 20_000});
    // Which assets are servers is read from the sample file itself (the type column).
    const servers = sample.filter((a) => a.type === 'server').map((a) => a.id).sort();
    expect(servers.length).toBeGreaterThan(0);
    await expect(result).toContainText(String(servers.length));
    await expect.poll(() => page.locator('[data-custom-node]').evaluateAll((els) => els.map((el) => el.getAttribute('data-custom-node')).sort())).toEqual(servers);
    const defaults = await page.locator('.react-flow__node[data-node-id] [data-type]').count();
    expect(defaults).toBe(sample.length - servers.length);
    expect(errors).toEqual([]);
  });

  test(`${locale}: the graph-style example lays out again for a new direction and recolours other-zone lines`, async ({page}) => {
    const errors = watchErrors(page);
    await openHydrated(page, `${prefix}/docs/intro/advance/graph-style/`);
    await runLiveExample(page);
    const result = page.getByTestId('live-result');
    await result.scrollIntoViewIfNeeded();
    await expect(result).toContainText('direction=RIGHT', {timeout: 20_000});
    await expect(result).toContainText('inter-zone=#d6336c');
    const zoneLine = page.locator('.palito-edge--inter-zone').first();
    await expect(zoneLine).toHaveCSS('stroke', 'rgb(214, 51, 108)');

    const before = await Promise.all(sample.map((a) => flowPosition(page, a.id)));
    await page.getByTestId('style-direction').selectOption('DOWN');
    await expect(result).toContainText('direction=DOWN', {timeout: 20_000});
    await expect
      .poll(async () => {
        const after = await Promise.all(sample.map((a) => flowPosition(page, a.id)));
        return after.filter((p, i) => p.x !== before[i].x || p.y !== before[i].y).length;
      })
      .toBeGreaterThan(sample.length / 2);
    expect(errors).toEqual([]);
  });
}
