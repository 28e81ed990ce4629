// Trace, failure impact and single points of failure in the landing demo's editor, in Korean (the
// English prompt and summaries: demo-locales.spec.ts),
// checked against palito/engine run here in Node on the same sample file: "Trace to…" from an
// asset's menu, then a click on the other end; the path drawn over the dimmed diagram, its hops in
// the sidebar (each one selects its asset), in the SVG export; "What if this fails?" and the cut
// listed by zone; the single points of failure from the canvas menu; Esc cancels and clears.

import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {assetsToCsv, generateAssets} from '../../bench/generate-inventory';
import {applyLayout, DEMO_TEXT, openDemo, sampleAssets} from './support/demo';
import {BUILD_DIR, DEFAULT_LOCALE, watchErrors} from './support/site';

const TEXT = {ko: DEMO_TEXT.ko.trace} as const;

async function engineProject(locale: 'ko' | 'en') {
  // palito/engine is an ES module: imported, not required as Playwright compiles a spec's own imports.
  const engine = await import('palito/engine');
  const built = await engine.buildProject({name: path.basename(DEMO_TEXT[locale].sample), data: fs.readFileSync(path.join(BUILD_DIR, DEMO_TEXT[locale].sample))});
  if (!built.ok) throw new Error('the sample did not build');
  return {engine, project: built.project};
}

const nodeOf = (page: Page, id: string) => page.locator(`.react-flow__node[data-node-id="${id}"]`);

async function menuItem(page: Page, id: string, item: string) {
  await nodeOf(page, id).click({button: 'right'});
  await page.getByTestId('palito-context-menu').locator(`[data-menu-item="${item}"]`).click();
}

for (const {locale, prefix} of [DEFAULT_LOCALE]) {
  test(`trace (${locale}): Trace to… from a menu, the other end clicked; path drawn, hops listed and exported; Esc clears`, async ({page}) => {
    const errors = watchErrors(page);
    const {engine, project} = await engineProject(locale);
    const {paths} = engine.tracePath(project, 'A005', 'A011');
    expect(paths.length).toBeGreaterThan(0);
    await openDemo(page, prefix);
    await applyLayout(page, sampleAssets(locale).length);

    await menuItem(page, 'A005', 'trace-to');
    await expect(page.getByTestId('palito-trace-prompt')).toContainText(TEXT[locale].prompt);
    await nodeOf(page, 'A011').click();
    await expect(page.getByTestId('palito-trace-prompt')).toBeHidden();

    const list = page.getByTestId('palito-highlight-list');
    await expect(list).toHaveAttribute('data-highlight-kind', 'trace');
    await expect(page.getByTestId('palito-trace-summary')).toContainText(`${paths[0].length - 1}`);
    await expect(page.getByTestId('palito-trace-summary')).toContainText(TEXT[locale].summary);
    const listed = await page.getByTestId('palito-trace-path').evaluateAll((lists) => lists.map((ol) => Array.from(ol.querySelectorAll('[data-asset-id]'), (b) => b.getAttribute('data-asset-id'))));
    expect(listed).toEqual(paths);
    const hops = new Set(paths.flatMap((p) => p.slice(1).map((id, i) => `${p[i]}>${id}`)));
    const layer = page.getByTestId('palito-highlight');
    await expect(layer.locator('[data-highlight-part="link"]')).toHaveCount(hops.size);
    await expect(layer.locator('[data-highlight-part="veil"]')).toHaveCount(1);
    await expect(page.getByTestId('palito-announcer')).toContainText('core-sw-01');

    // A hop in the sidebar selects its asset.
    const middle = paths[0][1];
    await list.locator(`[data-asset-id="${middle}"]`).first().click();
    await expect(page.getByTestId('palito-selected-node')).toContainText(middle);

    // The SVG download shows the path only: one highlighted line per hop, the rest under the veil.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('demo-export-svg').click()]);
    const svg = fs.readFileSync((await download.path())!, 'utf8');
    expect(svg.match(/class="highlight link"/g)?.length).toBe(hops.size);
    expect(svg).toContain('class="highlight veil"');

    await page.getByTestId('palito-canvas').focus();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(layer).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(`impact and single points of failure (${locale}): the cut listed by zone, as impactOf and singlePointsOfFailure say`, async ({page}) => {
    const errors = watchErrors(page);
    const {engine, project} = await engineProject(locale);
    const {cutOff} = engine.impactOf(project, ['A002']);
    expect(cutOff.length).toBeGreaterThan(0);
    await openDemo(page, prefix);
    await applyLayout(page, sampleAssets(locale).length);

    await menuItem(page, 'A002', 'impact');
    const list = page.getByTestId('palito-highlight-list');
    await expect(list).toHaveAttribute('data-highlight-kind', 'impact');
    await expect(page.getByTestId('palito-impact-summary')).toContainText(`${cutOff.length}`);
    await expect(page.getByTestId('palito-impact-summary')).toContainText(TEXT[locale].cut);
    const listedCut = await list.locator('[data-zone-id] [data-asset-id]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-asset-id')));
    expect(listedCut.sort()).toEqual([...cutOff].sort());
    const zonesListed = await list.locator('[data-zone-id]').evaluateAll((divs) => divs.map((d) => d.getAttribute('data-zone-id')));
    const cutZones = new Set(cutOff.map((id) => project.nodes.find((n) => n.id === id)!.zoneId));
    expect(zonesListed).toEqual(project.zones.filter((z) => cutZones.has(z.id)).map((z) => z.id));
    await expect(page.getByTestId('palito-highlight').locator('[data-highlight-part="cut-off"]')).toHaveCount(1);

    // The canvas menu: the single points of failure of the view, largest cut first.
    const pane = page.locator('.react-flow__pane');
    const box = (await pane.boundingBox())!;
    await page.mouse.click(box.x + 8, box.y + box.height - 8, {button: 'right'});
    await page.getByTestId('palito-context-menu').locator('[data-menu-item="single-points"]').click();
    await expect(list).toHaveAttribute('data-highlight-kind', 'single-points');
    const points = engine.singlePointsOfFailure(project);
    const listedPoints = await list.locator('[data-asset-id]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-asset-id')));
    expect(listedPoints).toEqual(points.map((p) => p.id));
    await page.getByTestId('palito-highlight-clear').click();
    await expect(list).toBeHidden();
    expect(errors).toEqual([]);
  });
}

test('trace at 5,000 assets (ko): the other end picked in the find box, the path drawn on the level-of-detail layer', async ({page}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const rows = generateAssets({assets: 5000, seed: 20261129});
  await openDemo(page, '');
  await page.getByTestId('demo-file-input').setInputFiles({name: 'q-5000.csv', mimeType: 'text/csv', buffer: Buffer.from(assetsToCsv(rows))});
  await expect(page.getByTestId('demo-preview')).toContainText('A00001');
  await page.getByTestId('demo-apply').click();
  await expect(page.getByTestId('demo-status')).toHaveText(/\b5,000\b/, {timeout: 90_000});
  await expect(page.getByTestId('palito-asset-layer')).toHaveCount(1);

  // The trace starts from the asset the find box took (now drawn as a component, centred); the other end is found too.
  const from = rows[10];
  const to = rows[4321];
  const box = page.getByRole('combobox', {name: '자산 찾기'});
  await box.fill(from.name);
  await page.getByTestId('palito-find-results').locator(`[data-asset-id="${from.id}"]`).click();
  await expect(page.getByTestId('palito-selected-node')).toContainText(from.name);
  await expect(nodeOf(page, from.id)).toBeInViewport({timeout: 10_000});
  await menuItem(page, from.id, 'trace-to');
  await expect(page.getByTestId('palito-trace-prompt')).toBeVisible();
  await box.fill(to.name);
  await page.getByTestId('palito-find-results').locator(`[data-asset-id="${to.id}"]`).click();
  const list = page.getByTestId('palito-highlight-list');
  await expect(list).toHaveAttribute('data-highlight-kind', 'trace');
  const first = page.getByTestId('palito-trace-path').first().locator('[data-asset-id]');
  await expect(first.first()).toHaveAttribute('data-asset-id', from.id);
  await expect(first.last()).toHaveAttribute('data-asset-id', to.id);
  const hops = (await first.count()) - 1;
  expect(await page.getByTestId('palito-highlight').locator('[data-highlight-part="link"]').count()).toBeGreaterThanOrEqual(hops);
  expect(errors).toEqual([]);
});
