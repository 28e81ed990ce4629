// axe-core's WCAG 2.1 A and AA rules, expecting no violation, in light and in dark mode (one test
// covers both), in the states that only exist after interaction: the demo's drawing with an asset
// selected and its context menu open, the demo with a trace, the Table view and the find box's results, search results (page and navbar dropdown), and the phone's
// navigation menu. Every route of both locales, and its live example once it has run, is scanned
// by routes.spec.ts in its one visit of each page: light mode with every rule, then dark mode with
// the colour rules (the only ones the mode changes).
//
// As in routes.spec.ts, the colour rules run in Korean only (light and dark): the English states
// are the same components and stylesheets with other words. English gets every other rule, in
// light mode.

import {expect, test, type Page} from '@playwright/test';
import {DEFAULT_LOCALE, LOCALES} from './support/site';
import {applyLayout, openDemo, sampleAssets} from './support/demo';
import {COLOUR_RULES, MODES, describe, failingElements, openInMode, scan, type Finding, type Mode} from './support/axe';

test.describe.configure({mode: 'parallel'});
// axe's colour-contrast rule looks at every text node: a long page takes tens of seconds on a busy
// 2-core machine, twice per test.
test.setTimeout(180_000);

/**
 * Brings `page` into a state in `mode` (loading it), then scans it; one report. In the default
 * locale both modes with every rule; in the other, light mode without the colour rules (above).
 */
async function scanBothModes(page: Page, locale: string, name: string, prepare: (mode: Mode) => Promise<void>) {
  const colours = locale === DEFAULT_LOCALE.locale;
  const findings: Finding[] = [];
  for (const mode of colours ? MODES : (['light'] as const)) {
    await prepare(mode);
    findings.push(...(await scan(page, `${name} ${mode}`, {skip: colours ? [] : COLOUR_RULES})));
  }
  expect(failingElements(findings), describe(findings)).toBe(0);
}

const TEXT = {
  ko: {query: '존 보기', menu: '사이드바 펼치거나 접기'},
  en: {query: 'Zone View', menu: 'Toggle navigation bar'},
} as const;

for (const {locale, prefix} of LOCALES) {
  test.describe(`a11y after interaction (${locale})`, () => {
    test('the demo: drawn, an asset selected, its context menu open', async ({page}) => {
      const asset = sampleAssets(locale)[0];
      // React Flow's pane is an empty layer over the drawing's background; its nodes are HTML and
      // are checked like the rest.
      await scanBothModes(page, locale, 'demo', async (mode) => {
        await openInMode(page, mode, `${prefix}/`, () => openDemo(page, prefix));
        await applyLayout(page, sampleAssets(locale).length);
        const node = page.locator(`.react-flow__node[data-node-id="${asset.id}"]`);
        await node.click();
        await expect(node).toHaveClass(/selected/);
        await expect(page.getByTestId('palito-sidebar')).toBeVisible();
        await node.click({button: 'right'});
        await expect(page.getByTestId('palito-context-menu')).toBeVisible();
      });
    });

    test('the demo: a trace drawn and listed, the Table view open, the find box listing results', async ({page}) => {
      await scanBothModes(page, locale, 'demo tools', async (mode) => {
        await openInMode(page, mode, `${prefix}/`, () => openDemo(page, prefix));
        await applyLayout(page, sampleAssets(locale).length);
        await page.locator('.react-flow__node[data-node-id="A005"]').click({button: 'right'});
        await page.getByTestId('palito-context-menu').locator('[data-menu-item="trace-to"]').click();
        await page.locator('.react-flow__node[data-node-id="A011"]').click();
        await expect(page.getByTestId('palito-trace-path').first()).toBeVisible();
        await page.getByTestId('palito-table-toggle').click();
        await expect(page.getByTestId('palito-table').locator('tbody tr').first()).toBeVisible();
        await page.getByTestId('palito-find-input').fill('fw');
        await expect(page.getByTestId('palito-find-results').getByRole('option').first()).toBeVisible();
      });
    });

    test('search: the results page, and the navbar dropdown open over it', async ({page}) => {
      const route = `${prefix}/search?q=${encodeURIComponent(TEXT[locale].query)}`;
      await scanBothModes(page, locale, 'search', async (mode) => {
        await openInMode(page, mode, route);
        await expect(page.getByTestId('search-page-results').locator('li').first()).toBeVisible();
        await page.getByTestId('search-input').fill(TEXT[locale].query);
        await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      });
    });

    test('the navigation menu on a phone', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      const route = `${prefix}/docs/intro/installation`;
      await scanBothModes(page, locale, 'phone menu', async (mode) => {
        await openInMode(page, mode, route);
        await page.getByRole('button', {name: TEXT[locale].menu}).click();
        await expect(page.locator('.navbar-sidebar')).toBeVisible();
        await expect(page.locator('.navbar-sidebar').getByRole('link').first()).toBeVisible();
      });
    });
  });
}
