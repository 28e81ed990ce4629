// Code blocks are hydrated, not drawn twice (src/theme/CodeBlock): the block the server rendered
// is the one the reader keeps, and a stored dark mode still reaches every token's colour. In Korean:
// how blocks hydrate and load Prism does not depend on the language (routes.spec.ts opens every
// page of both locales, blocks and all, with no console error).

import {expect, test, type Page} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/css/prism-themes';
import {turnOnSaveData} from '../first-load/first-load';
import {openInMode, toggleMode} from './support/axe';
import {markServerElements, serverElementsKept} from './support/hydration';
import {DEFAULT_LOCALE, openHydrated, watchErrors} from './support/site';

/** `#rrggbb` as getComputedStyle writes it. */
function rgb(hex: string | undefined): string {
  if (!hex || !/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The first code block's background and its first comment token's colour are `theme`'s. */
async function expectCodeColours(page: Page, theme: PrismTheme) {
  const commentHex = theme.styles.find((entry) => entry.types.includes('comment'))?.style.color;
  await expect(page.locator('pre.prism-code .token.comment').first()).toHaveCSS('color', rgb(commentHex));
  await expect(page.locator('pre.prism-code').first()).toHaveCSS('background-color', rgb(theme.plain.backgroundColor));
}

/** The scripts the page loads that hold Prism's core (which defines `languages.DFS`), read as they arrive. */
function watchPrismScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text().catch(() => '')).includes('languages.DFS')) scripts.add(response.url());
  });
  return scripts;
}

/**
 * Opens `url` and checks its blocks are highlighted (the server's HTML) while no Prism has loaded,
 * the page hydrated and idle; returns the watch on Prism's scripts from then on.
 */
async function openHighlightedWithoutPrism(page: Page, url: string): Promise<Set<string>> {
  const scriptsWithPrism = watchPrismScripts(page);
  await openHydrated(page, url);
  await expectCodeColours(page, lightCodeTheme);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  expect([...scriptsWithPrism]).toEqual([]);
  return scriptsWithPrism;
}

// A page whose code blocks have comment tokens.
const PAGE = '/docs/api/components/palito';

const {locale, prefix} = DEFAULT_LOCALE;
test.describe(`code blocks (${locale})`, () => {
  test('the code blocks the server rendered are still the page’s after hydration', async ({page}) => {
    const errors = watchErrors(page);
    // The tokens too: Prism left to itself highlights every code element again when it loads
    // (src/theme/CodeBlock/highlight/prism-manual.ts), replacing the server's tokens.
    await markServerElements(page, 'pre.prism-code, pre.prism-code .token');
    await openHydrated(page, `${prefix}${PAGE}`);
    const {count, kept} = await serverElementsKept(page);
    expect(count).toBeGreaterThan(100);
    expect(kept).toBe(count);
    expect(errors).toEqual([]);
  });

  test('Prism is loaded by pages with code blocks only, with the extra languages set up', async ({page}) => {
    const scriptsWithPrism = watchPrismScripts(page);
    await openHydrated(page, `${prefix}/`);
    await page.waitForLoadState('networkidle');
    expect([...scriptsWithPrism]).toEqual([]);

    // Then, by links (so drawn in the browser): the docs intro, and installation, whose bash
    // blocks need one of prism.additionalLanguages (bash is not built in).
    await page.locator(`a[href="${prefix}/docs/intro/"]`).first().click();
    await page.locator(`a[href="${prefix}/docs/intro/installation"]`).first().click();
    const bash = page.locator('pre.prism-code.language-bash').first();
    await expect(bash.locator('.token.function').first()).toHaveText('git');
    await page.waitForLoadState('networkidle');
    expect(scriptsWithPrism.size).toBe(1);
  });

  // src/theme/CodeBlock/highlight/tokenizer.ts: a page hydrates its blocks from the server's HTML,
  // so Prism is no part of its first load; it comes when the reader points at a link (the next
  // page's blocks are drawn in the browser), or when a block is first drawn in the browser.
  test('a docs page loads Prism when the reader points at a link, not to show its highlighted blocks', async ({page}) => {
    const scriptsWithPrism = await openHighlightedWithoutPrism(page, `${prefix}${PAGE}`);
    // A link of the page's text (the Copy page controls above it link the page's own .md, a file).
    const next = page.locator(`article .theme-doc-markdown a[href^="${prefix}/docs/"]`).first();
    await next.hover();
    await expect.poll(() => scriptsWithPrism.size).toBe(1);
    // The next page's blocks, drawn in the browser, come highlighted.
    await next.click();
    await page.waitForURL((url) => url.pathname !== `${prefix}${PAGE}`);
    await expect(page.locator('pre.prism-code .token').first()).toBeVisible();
    expect(scriptsWithPrism.size).toBe(1);
  });

  test('with data saver on, Prism waits until a block needs it: the colour-mode toggle', async ({page}) => {
    await turnOnSaveData(page);
    const scriptsWithPrism = await openHighlightedWithoutPrism(page, `${prefix}${PAGE}`);
    await toggleMode(page, 'dark');
    await expectCodeColours(page, darkCodeTheme);
    expect(scriptsWithPrism.size).toBe(1);
  });

  for (const [mode, theme, other] of [['dark', darkCodeTheme, 'light'], ['light', lightCodeTheme, 'dark']] as const) {
    test(`a page opened in ${mode} mode colours its tokens with the ${mode} theme, and the toggle recolours them`, async ({page}) => {
      await openInMode(page, mode, `${prefix}${PAGE}`);
      await expectCodeColours(page, theme);
      // The lines are memoised (src/theme/CodeBlock/Content): a new theme must still reach them.
      await toggleMode(page, other);
      await expectCodeColours(page, other === 'dark' ? darkCodeTheme : lightCodeTheme);
    });
  }
});
