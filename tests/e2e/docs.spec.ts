import {test, expect} from '@playwright/test';
import {openHydrated, runLiveExample, watchErrors} from './support/site';

test.describe('docs', () => {
  test('two sidebars: Learn and API Reference, each with its own pages', async ({page}) => {
    await openHydrated(page, '/en/docs/intro/');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.getByRole('link', {name: 'Installation'})).toBeVisible();
    await expect(sidebar.locator('a[href="/en/docs/api/apiReference"]')).toHaveCount(0);
    await openHydrated(page, '/en/docs/api/apiReference');
    await expect(sidebar.locator('a[href="/en/docs/intro/installation"]')).toHaveCount(0);
    await expect(sidebar.getByRole('button', {name: /Hooks/}).or(sidebar.getByRole('link', {name: /Hooks/}))).toBeVisible();
  });

  test('breadcrumbs and a table of contents of levels 2 to 3', async ({page}) => {
    await openHydrated(page, '/docs/intro/installation');
    await expect(page.locator('nav.theme-doc-breadcrumbs')).toBeVisible();
    const tocLinks = page.locator('.theme-doc-toc-desktop a');
    expect(await tocLinks.count()).toBeGreaterThan(2);
    const targets = await tocLinks.evaluateAll((as) =>
      as.map((a) => document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1)))?.tagName),
    );
    for (const tag of targets) expect(['H2', 'H3']).toContain(tag);
  });

  // Live examples cost nothing until the reader gets to them: a page that opens with one loads no
  // compiler, no Palito and no worker; scrolling to it starts it, and so does its Run button.
  test('a live example stays still until the reader scrolls to it', async ({page}) => {
    const errors = watchErrors(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await openHydrated(page, '/en/docs/api/components/palito');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('live-still')).toHaveCount(1);
    await expect(page.locator('[class*="playgroundEditor"]')).toHaveCount(0);
    await expect(page.locator('.react-flow')).toHaveCount(0);
    expect(workers).toEqual([]);

    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 100_000);
    await expect(page.getByTestId('live-result')).toHaveText(/\S/, {timeout: 20_000});
    expect(workers.length).toBeGreaterThan(0);
    await expect(page.getByTestId('live-still')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a live example on screen when the page opens waits for Run', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 3000});
    await openHydrated(page, '/en/docs/api/hooks/fitView');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('live-still')).toBeInViewport();
    await expect(page.getByTestId('live-run')).toBeVisible();
    await expect(page.locator('.react-flow')).toHaveCount(0);
    await page.getByTestId('live-run').click();
    await expect(page.getByTestId('live-result')).toHaveText(/\S/, {timeout: 20_000});
  });

  test('a live code block renders and re-renders when edited', async ({page}) => {
    const errors = watchErrors(page);
    await openHydrated(page, '/en/docs/intro/advance/graph-style');
    await runLiveExample(page);
    const result = page.getByTestId('live-result');
    await result.scrollIntoViewIfNeeded();
    await expect(result).toContainText('spacing=24', {timeout: 20_000});
    // The editor is a contenteditable <pre>: select the number in `useState(24)` and type over it.
    const editor = page.locator('[class*="playgroundEditor"] pre').first();
    await expect(editor).toHaveAttribute('contenteditable', /true|plaintext-only/);
    await editor.getByText('24', {exact: true}).dblclick();
    await page.keyboard.type('40');
    await expect(result).toContainText('spacing=40', {timeout: 20_000});
    expect(errors).toEqual([]);
  });

  test('code blocks use a light theme in light mode and a dark theme in dark mode', async ({page}) => {
    await openHydrated(page, '/en/docs/intro/installation');
    const block = page.locator('pre.prism-code').first();
    const light = await block.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.locator('nav.navbar button[class*="toggleButton"]').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => block.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(light);
  });
});
