import {test, expect} from '@playwright/test';
import {bodyOf, firstLoadScripts, gzipBytes, turnOnSaveData} from '../first-load/first-load';

// First-load JavaScript, measured as Docusaurus serves a reader with data saver
// on (tests/first-load/first-load.ts, shared with bench/site/run.ts).
test.beforeEach(async ({page}) => {
  await turnOnSaveData(page);
});

// 158-161 KB on the docs pages here (the stock Docusaurus site's docs page: 170 KB), 131 KB on the
// landing page; room for some content, not for a library slipping into every page, and no more
// than the stock site's docs page (issue 12's budget, which bench:site checks on a docs page).
const BUDGET_KB = 170;
// Markers found in the heavy libraries' code, whatever the chunk is called.
const ELK_MARKER = 'org.eclipse.elk';
const REACT_FLOW_MARKER = 'react-flow__';

// The API key page has a live example of its own: it too must stay light until scrolled to.
for (const url of ['/', '/en/', '/en/docs/intro/', '/docs/api/api-key/']) {
  test(`${url}: first-load JavaScript within ${BUDGET_KB} KB gzip, no layout engine or React Flow`, async ({page}) => {
    const scripts = await firstLoadScripts(page, url);
    const kb = Math.round(gzipBytes(scripts) / 1024);
    console.log(`first load ${url}: ${scripts.length} scripts, ${kb} KB gzip`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(kb).toBeLessThanOrEqual(BUDGET_KB);
    for (const s of scripts) {
      const text = s.body.toString('utf8');
      expect(text.includes(ELK_MARKER), `${s.url} contains elkjs`).toBe(false);
      expect(text.includes(REACT_FLOW_MARKER), `${s.url} contains React Flow`).toBe(false);
    }
  });
}

// The other half of the promise: the heavy parts do arrive once the demo is about to be used,
// so the check above is looking at the right requests.
test('/: React Flow and the layout engine load when the demo scrolls into view', async ({page}) => {
  const bodies: {url: string; text: string}[] = [];
  page.on('response', (response) => {
    if (response.ok() && /\.js(\?|$)/.test(new URL(response.url()).pathname)) {
      void bodyOf(response).then((body) => body && bodies.push({url: response.url(), text: body.toString('utf8')}));
    }
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(bodies.some((b) => b.text.includes(REACT_FLOW_MARKER))).toBe(false);

  await page.locator('#demo').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('palito-canvas')).toBeVisible({timeout: 20_000});
  await expect.poll(() => bodies.some((b) => b.text.includes(REACT_FLOW_MARKER))).toBe(true);
  // Palito warms the engine on mount: the worker with elkjs is fetched before Apply is pressed.
  await expect.poll(() => bodies.some((b) => b.text.includes(ELK_MARKER)), {timeout: 20_000}).toBe(true);
});

// The build renders the landing page without the demo: the server only ever sees the light
// placeholder, so no layout or React Flow code runs at build time.
for (const url of ['/', '/en/']) {
  test(`${url}: the served HTML has the demo placeholder, not the editor`, async ({request}) => {
    const html = await (await request.get(url)).text();
    expect(html).toContain('demo-placeholder');
    expect(html).not.toContain('react-flow');
    expect(html).not.toContain('palito-canvas');
  });
}

// src/plugins/no-collator-at-start-up: the first localeCompare a page makes sets up the ICU
// collator (7-11 ms here), which theme-common's useShallowMemoObject did while docs and blog pages
// hydrated. Counted from the start of the document until the page has hydrated and is idle.
for (const url of ['/docs/intro/installation', '/en/docs/api/components/palito', '/blog/long-blog-post', '/en/blog']) {
  test(`${url}: starts up without the ICU collator (no localeCompare)`, async ({page}) => {
    await page.addInitScript({
      content: `{ const original = String.prototype.localeCompare; window.__localeCompares = [];
        String.prototype.localeCompare = function (...args) { window.__localeCompares.push(new Error().stack); return original.apply(this, args); }; }`,
    });
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as {__localeCompares: string[]}).__localeCompares)).toEqual([]);
  });
}
