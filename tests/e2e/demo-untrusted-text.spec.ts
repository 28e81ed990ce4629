import {test, expect, type Page} from '@playwright/test';
import Papa from 'papaparse';
import {XMLParser} from 'fast-xml-parser';
import fs from 'node:fs';
import {DEFAULT_LOCALE, watchErrors} from './support/site';
import {applyLayout, openDemo} from './support/demo';

// Text from an uploaded inventory is data, never markup: markup and `javascript:` URLs in every
// column (the header of an extra column included) are shown as the text they are, in the file's
// preview, on the canvas, in the Sidebar, the context menu, the problems list and the exported
// SVG, and never run. Every payload, if it ran, would count itself in `window.__xss`. In Korean:
// how text is shown does not depend on the page's language.

const RUN = 'window.__xss=(window.__xss||0)+1';
const IMG = `<img src=x onerror="${RUN}">`;
const SCRIPT = `<script>${RUN}</script>`;
const SVG = `<svg onload="${RUN}"></svg>`;
const LINK = `javascript:${RUN}`;
const ANCHOR = `<a href="javascript:${RUN}">link</a>`;

function hostileCsv(): string {
  const header = ['id', 'name', 'type', 'ip', 'zone', 'cbs', 'status', 'connections', 'note', IMG];
  const rows = [
    // ip and status are invalid (warnings quoting them); one connection names no asset (a warning).
    [`A1${IMG}`, `name${IMG}`, `type${SCRIPT}`, `ip${IMG}`, `zone${IMG}`, `cbs${SVG}`, `status${IMG}`, `A2${SCRIPT};${LINK}`, LINK, ANCHOR],
    [`A2${SCRIPT}`, LINK, LINK, LINK, `zone${IMG}`, `cbs${SVG}`, 'normal', '', SCRIPT, IMG],
    ['A3', ANCHOR, 'server', '10.0.0.3', LINK, `cbs${SVG}`, 'warning', `A1${IMG}`, SVG, LINK],
  ];
  return Papa.unparse([header, ...rows]);
}

/** Anything on the page that a payload would have become, had it been taken for markup. */
async function expectNothingRan(page: Page) {
  const found = await page.evaluate(() => ({
    ran: (window as unknown as {__xss?: number}).__xss ?? 0,
    images: document.querySelectorAll('img[src="x"]').length,
    scripts: Array.from(document.scripts).filter((s) => s.text.includes('__xss')).length,
    handlers: Array.from(document.querySelectorAll('*')).filter((el) => Array.from(el.attributes).some((a) => a.name.startsWith('on') && a.value.includes('__xss'))).length,
    links: Array.from(document.querySelectorAll('[href], [src], [action], [formaction]')).filter((el) =>
      ['href', 'src', 'action', 'formaction', 'xlink:href'].some((name) => /^\s*javascript:/i.test(el.getAttribute(name) ?? '')),
    ).length,
  }));
  expect(found).toEqual({ran: 0, images: 0, scripts: 0, handlers: 0, links: 0});
}

const {locale, prefix} = DEFAULT_LOCALE;
test(`${locale}: markup and javascript: URLs in every column are shown as text and never run`, async ({page}) => {
  const errors = watchErrors(page);
  await openDemo(page, prefix);
  await page.getByTestId('demo-file-input').setInputFiles({name: 'hostile<img src=x>.csv', mimeType: 'text/csv', buffer: Buffer.from(hostileCsv())});
  // The preview shows the cells as written.
  await expect(page.getByTestId('demo-preview')).toContainText(`A1${IMG}`);
  await expectNothingRan(page);

  await applyLayout(page, 3);
  const canvas = page.getByTestId('palito-canvas');
  await expect(canvas).toContainText(`name${IMG}`);
  await expect(canvas).toContainText(`zone${IMG}`);
  await expect(page.getByTestId('palito-warnings')).toContainText(`status${IMG}`);
  await expectNothingRan(page);

  // The Sidebar of the asset whose every field is hostile, extra columns included.
  const node = page.locator('.react-flow__node[data-node-id]').filter({hasText: `name${IMG}`});
  await node.click();
  const sidebar = page.getByTestId('palito-sidebar');
  await expect(sidebar).toContainText(`ip${IMG}`);
  await expect(sidebar).toContainText(ANCHOR);
  await expect(sidebar).toContainText(LINK);
  await node.click({button: 'right'});
  await expect(page.getByTestId('palito-context-menu')).toBeVisible();
  await expectNothingRan(page);
  await page.keyboard.press('Escape');

  // The exported SVG has the text as text: no element or attribute came from the file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('demo-export-svg').click()]);
  const svg = fs.readFileSync((await download.path())!, 'utf8');
  const tags = new Set<string>();
  const attributes = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('@_')) attributes.add(`${key.slice(2)}=${String(child)}`);
      else if (key !== '#text') tags.add(key);
      walk(child);
    }
  };
  walk(new XMLParser({ignoreAttributes: false, processEntities: true}).parse(svg));
  for (const tag of ['img', 'script', 'a', 'foreignObject', 'iframe']) expect(tags.has(tag), `<${tag}> in the SVG`).toBe(false);
  expect([...tags].filter((t) => t === 'svg').length).toBe(1);
  // Text may sit in data-* attributes (escaped); what would act on it is an event handler or a URL.
  expect([...attributes].filter((a) => /^on/i.test(a) || /^(href|xlink:href|src)=\s*javascript:/i.test(a))).toEqual([]);
  expect(svg).toContain('name&lt;img src=x onerror=');
  expect(errors).toEqual([]);
});
