import {expect, test, type Page} from '@playwright/test';
import type {Element} from 'domhandler';
import {markdownPathOf} from '../../src/utils/markdown-url';
import {MODES, describe, openInMode, scan} from './support/axe';
import {buildFileOf, elementsOf, textOf} from './support/build-files';
import {SERVED_BY_NGINX, policyFor} from './support/csp';
import {DEFAULT_LOCALE, LOCALES, openHydrated, sitemapPaths} from './support/site';

// Every docs page and blog post as Markdown at its URL plus `.md` (src/plugins/llms-txt; the rule,
// with a folder's index page `/docs/intro/` at `/docs/intro.md`, in src/utils/markdown-url.ts):
//
//   served      every docs page and blog post of both sitemaps has its `.md`, answered 200 as
//               `text/markdown; charset=utf-8`, not redirected; through nginx with the strict
//               Content-Security-Policy, the security headers and no-cache, gzipped when asked;
//               a missing `.md` is the locale's 404
//   content     it starts with the page's h1 as `# `, holds every h2 of the page's content (the
//               built HTML parsed), and has no MDX outside code blocks: no import/export line, no
//               JSX tag (`<Capitalized`), no `live` code block, no admonition fence, no MDX comment
//
// and the docs pages' Copy page button, in Korean (the behaviour) and in English (its words): it
// copies the page's `.md` to the clipboard and says so in a live region; it and View as Markdown
// work from the keyboard; a failed copy is said in the same place; axe finds nothing in light and
// dark mode with the confirmation shown; on a phone the controls take a row above the title.

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy'];
const PAGE_KINDS = ['docs-doc-page', 'blog-post-page'];

type MarkdownPage = {page: string; markdown: string; elements: Element[]};

const hasClass = (el: Element, name: string) => (el.attribs.class ?? '').split(/\s+/).includes(name);

/** The docs pages and blog posts of a locale's sitemap, by the class Docusaurus puts on their <html>. */
function markdownPages(prefix: string): MarkdownPage[] {
  return sitemapPaths(prefix).flatMap((page) => {
    const file = buildFileOf(page);
    if (!file) throw new Error(`${page} is in the sitemap but not in the build`);
    const elements = elementsOf(file);
    const html = elements.find((el) => el.name === 'html')!;
    return PAGE_KINDS.some((kind) => hasClass(html, kind)) ? [{page, markdown: markdownPathOf(page), elements}] : [];
  });
}

/** A heading's words as a reader sees them: Markdown's code marks, emphasis, links and escapes gone; the anchor's zero-width space gone. */
function headingWords(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)\s]*\)/g, '$1')
    .replace(/\*\*|`/g, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1')
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The lines of a Markdown text outside its code blocks, inline code taken out; and whether every block was closed. */
function proseLines(markdown: string): {lines: string[]; fences: string[]; closed: boolean} {
  const lines: string[] = [];
  const fences: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^[>\s]*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker?.startsWith(fence) && line.trim().replace(/^[>\s]*/, '') === marker) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      fences.push(line);
      continue;
    }
    lines.push(line.replace(/(`+)[^`]*?\1/g, ''));
  }
  return {lines, fences, closed: fence === undefined};
}

for (const {locale, prefix} of LOCALES) {
  test.describe(`pages as Markdown (${locale})`, () => {
    const pages = markdownPages(prefix);

    test('every docs page and blog post has its .md, served as text/markdown', async ({request}) => {
      expect(pages.filter((p) => p.page.startsWith(`${prefix}/docs/`)).length, 'docs pages').toBeGreaterThan(50);
      expect(pages.filter((p) => p.page.startsWith(`${prefix}/blog/`)).length, 'blog posts').toBeGreaterThanOrEqual(4);
      for (const {markdown} of pages) {
        const response = await request.get(markdown, {maxRedirects: 0});
        expect(response.status(), markdown).toBe(200);
        const headers = response.headers();
        expect(headers['content-type'], markdown).toBe('text/markdown; charset=utf-8');
        if (SERVED_BY_NGINX) {
          for (const header of SECURITY_HEADERS) expect(headers[header], `${markdown}: ${header}`).toBeTruthy();
          expect(headers['content-security-policy'], markdown).toBe(policyFor(markdown));
          expect(headers['content-security-policy'], `${markdown}: the strict policy`).not.toContain('unsafe-eval');
          expect(headers['x-content-type-options']).toBe('nosniff');
          // Revalidated like the pages: the file keeps its name from build to build.
          expect(headers['cache-control'], markdown).toBe('no-cache');
        }
      }
      if (SERVED_BY_NGINX) {
        const installation = pages.map((p) => p.markdown).find((p) => p.endsWith('/docs/intro/installation.md'))!;
        const gzipped = await request.get(installation, {headers: {'Accept-Encoding': 'gzip'}});
        expect(gzipped.headers()['content-encoding'], `${installation} gzipped`).toBe('gzip');
      }
    });

    test('a .md that does not exist is the locale\'s not-found page', async ({request}) => {
      const response = await request.get(`${prefix}/docs/intro/no-such-page.md`, {maxRedirects: 0});
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(`lang=${locale === 'ko' ? 'ko-KR' : 'en-US'}`);
    });

    test('each starts with the page title, holds every h2 of the page, and has no MDX outside code blocks', async ({request}) => {
      for (const {page, markdown, elements} of pages) {
        const text = await (await request.get(markdown)).text();
        const h1 = elements.find((el) => el.name === 'h1');
        expect(h1, `${page} has an h1`).toBeTruthy();
        expect(text.split('\n')[0], markdown).toBe(`# ${textOf(h1!)}`);

        const content = elements.find((el) => el.name === 'div' && hasClass(el, 'markdown'))!;
        const inContent = (el: Element) => {
          for (let node: Element | null = el; node; node = node.parent as Element | null) if (node === content) return true;
          return false;
        };
        const headings = new Set(text.split('\n').filter((line) => /^## /.test(line)).map((line) => headingWords(line.slice(3))));
        for (const h2 of elements.filter((el) => el.name === 'h2' && inContent(el))) {
          expect([...headings], `${markdown} has the page's h2 "${headingWords(textOf(h2))}"`).toContain(headingWords(textOf(h2)));
        }

        const {lines, fences, closed} = proseLines(text);
        expect(closed, `${markdown}: every code block is closed`).toBe(true);
        for (const fence of fences) expect(fence, `${markdown}: a live example left as one`).not.toMatch(/\blive\b/);
        for (const line of lines) {
          expect(line, `${markdown}: MDX left outside code blocks`).not.toMatch(/^\s*(import|export)\s|<\/?[A-Z][\w.]*[\s/>]|^[>\s]*:::|\{\/\*/);
        }
      }
    });
  });
}

/** The Copy page controls of the docs page open in `page`. */
function copyControls(page: Page, words: {copy: string; view: string}) {
  const copy = page.getByRole('button', {name: words.copy});
  const bar = copy.locator('..');
  return {copy, bar, view: bar.getByRole('link', {name: words.view}), status: bar.getByRole('status')};
}

test.describe('Copy page button', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});
  const PAGE = `${DEFAULT_LOCALE.prefix}/docs/intro/installation`;
  const WORDS = {copy: '페이지 복사', view: '마크다운으로 보기'};

  test('copies the page\'s Markdown, says so in a live region, and works from the keyboard', async ({page, request, baseURL}) => {
    await openHydrated(page, PAGE);
    const expected = await (await request.get(markdownPathOf(PAGE))).text();
    const {copy, view, status} = copyControls(page, WORDS);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toBeEmpty();

    await copy.click();
    await expect(status).toHaveText('복사했습니다');
    await expect(status).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(expected.startsWith('# 설치\n')).toBe(true);

    // From the keyboard: Enter and Space on the button, Tab to the link, Enter opens the file.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.keyboard.press('Space');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect(status).toHaveText('복사했습니다');

    await page.keyboard.press('Tab');
    await expect(view).toBeFocused();
    await expect(view).toHaveAttribute('href', markdownPathOf(PAGE));
    const [response] = await Promise.all([page.waitForResponse((r) => r.url() === `${baseURL}${markdownPathOf(PAGE)}`), page.keyboard.press('Enter')]);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    await expect(page).toHaveURL(`${baseURL}${markdownPathOf(PAGE)}`);
    await expect(page.locator('body')).toContainText('# 설치');
  });

  test('a copy that fails is said in the same live region', async ({page, context}) => {
    await openHydrated(page, PAGE);
    const {copy, status} = copyControls(page, WORDS);
    // The server out of reach: the fetch of the .md fails for real.
    await context.setOffline(true);
    await copy.click();
    await expect(status).toHaveText(/^복사하지 못했습니다/);
    await expect(status).toBeVisible();
    await context.setOffline(false);
  });

  test('the controls and the confirmation pass axe in light and dark mode, and take no room from the title on a phone', async ({page}) => {
    for (const mode of MODES) {
      await openInMode(page, mode, PAGE);
      const {copy, bar, status} = copyControls(page, WORDS);
      await copy.click();
      await expect(status).toHaveText('복사했습니다');
      const findings = await scan(page, `copy page ${mode}`, {include: ['article']});
      expect(findings, describe(findings)).toEqual([]);
      await expect(bar).toBeVisible();
    }
    await page.setViewportSize({width: 390, height: 844});
    const {bar} = copyControls(page, WORDS);
    const [barBox, titleBox] = [await bar.boundingBox(), await page.locator('article h1').boundingBox()];
    expect(barBox!.y + barBox!.height, 'on a phone the controls sit above the title').toBeLessThanOrEqual(titleBox!.y);
  });

  test('every docs page has it, pointing at its own .md; the index page too', async ({page}) => {
    for (const path of [`${DEFAULT_LOCALE.prefix}/docs/intro/`, `${DEFAULT_LOCALE.prefix}/docs/api/hooks/find`]) {
      await openHydrated(page, path);
      await expect(copyControls(page, WORDS).view).toHaveAttribute('href', markdownPathOf(path));
    }
  });

  test('in English: its words, and the copy confirmed in English', async ({page}) => {
    const path = '/en/docs/api/hooks/find';
    await openHydrated(page, path);
    const {copy, view, status} = copyControls(page, {copy: 'Copy page', view: 'View as Markdown'});
    await expect(view).toHaveAttribute('href', '/en/docs/api/hooks/find.md');
    await copy.click();
    await expect(status).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# find\n/);
  });
});
