import fs from 'node:fs';
import path from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {SERVED_BY_NGINX, nginxHeader, policyFor} from './support/csp';
import {BUILD_DIR} from './support/site';

// What deploy/nginx.conf does, against real nginx serving the build (scripts/serve-nginx.mjs):
// compression, caching, 404s per locale, redirects, clean URLs and the security headers.

test.skip(!SERVED_BY_NGINX, 'tests deploy/nginx.conf: run with E2E_SERVER=nginx (npm test does when nginx is installed)');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SECURITY_HEADERS = ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy'];

/** The script and stylesheet a built page links, as site paths (the build's own hashed names). */
function pageAssets(page: string): {script: string; stylesheet: string} {
  const doc = parseDocument(fs.readFileSync(path.join(BUILD_DIR, page), 'utf8'));
  const script = DomUtils.findOne((el) => el.name === 'script' && !!el.attribs.src, doc.children)!.attribs.src;
  const stylesheet = DomUtils.findOne((el) => el.name === 'link' && el.attribs.rel === 'stylesheet', doc.children)!.attribs.href;
  return {script, stylesheet};
}

/** A GET as sent, not followed, asking for gzip. */
function get(request: APIRequestContext, url: string) {
  return request.get(url, {headers: {'Accept-Encoding': 'gzip'}, maxRedirects: 0});
}

function htmlLang(body: string): string | undefined {
  return DomUtils.findOne((el) => el.name === 'html', parseDocument(body).children)?.attribs.lang;
}

test('HTML, JS, CSS, XML, JSON and CSV are sent gzipped to a client that accepts it, and plain to one that does not', async ({request}) => {
  const {script, stylesheet} = pageAssets('index.html');
  const en = pageAssets('en/index.html');
  for (const url of ['/', '/en/docs/intro/installation', script, stylesheet, en.script, '/sitemap.xml', '/blog/rss.xml', '/en/blog/atom.xml', '/search-index.json', '/samples/assets-sample.csv']) {
    const response = await get(request, url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-encoding'], url).toBe('gzip');
    expect(response.headers()['vary'], url).toMatch(/Accept-Encoding/i);
  }
  const plain = await request.get(script, {headers: {'Accept-Encoding': 'identity'}});
  expect(plain.headers()['content-encoding']).toBeUndefined();
});

test('content-hashed assets are cached for a year as immutable; pages and the other files are revalidated', async ({request}) => {
  // Immutable is only right for names that change with the content: every file under assets/.
  const unhashed: string[] = [];
  for (const dir of ['assets', 'en/assets']) {
    for (const name of fs.readdirSync(path.join(BUILD_DIR, dir), {recursive: true, encoding: 'utf8'})) {
      const file = path.join(BUILD_DIR, dir, name);
      if (fs.statSync(file).isFile() && !/[.-][0-9a-f]{8,}\.\w+$/.test(path.basename(file))) unhashed.push(file);
    }
  }
  expect(unhashed).toEqual([]);

  const {script, stylesheet} = pageAssets('index.html');
  for (const url of [script, stylesheet, pageAssets('en/index.html').script]) {
    expect((await get(request, url)).headers()['cache-control'], url).toBe(IMMUTABLE);
  }
  for (const url of ['/', '/en/', '/docs/intro/installation', '/sitemap.xml', '/blog/rss.xml', '/search-index.json', '/samples/assets-sample.csv', '/img/logo.svg']) {
    expect((await get(request, url)).headers()['cache-control'], url).toBe('no-cache');
  }
  // A missing asset gets the 404 page, which must not be kept for a year.
  const missing = await get(request, '/assets/js/no-such-chunk.0123abcd.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-cache');
});

test('an unknown path gets its locale\'s 404 page with status 404', async ({request}) => {
  for (const [url, lang] of [
    ['/nope', 'ko-KR'],
    ['/docs/nope', 'ko-KR'],
    ['/assets/js/nope.js', 'ko-KR'],
    ['/img/', 'ko-KR'],
    ['/en/nope', 'en-US'],
    ['/en/docs/nope', 'en-US'],
    ['/en/assets/js/nope.js', 'en-US'],
  ]) {
    const response = await get(request, url);
    expect(response.status(), url).toBe(404);
    expect(response.headers()['content-type'], url).toMatch(/^text\/html/);
    expect(htmlLang(await response.text()), url).toBe(lang);
  }
});

test('/page.html and /page/index.html redirect (301) to the clean URL, query kept; clean URLs serve the page', async ({request}) => {
  for (const [url, location] of [
    ['/docs/intro/installation.html', '/docs/intro/installation'],
    ['/en/docs/intro/installation.html?tab=npm', '/en/docs/intro/installation?tab=npm'],
    ['/en/index.html', '/en/'],
    ['/index.html', '/'],
    ['/docs/intro/index.html', '/docs/intro/'],
  ]) {
    const response = await get(request, url);
    expect(response.status(), url).toBe(301);
    expect(response.headers()['location'], url).toBe(location);
  }
  // The build writes docs/intro/installation/index.html; both spellings of the URL serve it.
  const page = fs.readFileSync(path.join(BUILD_DIR, 'en/docs/intro/installation/index.html'), 'utf8');
  for (const url of ['/en/docs/intro/installation', '/en/docs/intro/installation/']) {
    const response = await get(request, url);
    expect(response.status(), url).toBe(200);
    expect(await response.text(), url).toBe(page);
  }
});

test('a page, a 404, a redirect and an asset all carry the CSP and the security headers', async ({request}) => {
  const expected = Object.fromEntries(SECURITY_HEADERS.filter((name) => name !== 'Content-Security-Policy').map((name) => [name.toLowerCase(), nginxHeader(name)]));
  expect(expected['x-content-type-options']).toBe('nosniff');
  // The policy depends on the file served ($uri; csp.spec.ts checks each kind of page).
  const asset = pageAssets('index.html').script;
  for (const [url, status, uri] of [
    ['/docs/intro/installation', 200, '/docs/intro/installation/index.html'],
    ['/en/nope', 404, '/en/404.html'],
    ['/en/index.html', 301, '/en/index.html'],
    [asset, 200, asset],
    ['/search-index.json', 200, '/search-index.json'],
  ] as const) {
    const response = await get(request, url);
    expect(response.status(), url).toBe(status);
    for (const [name, value] of Object.entries(expected)) expect(response.headers()[name], `${name} on ${url}`).toBe(value);
    expect(response.headers()['content-security-policy'], `Content-Security-Policy on ${url}`).toBe(policyFor(uri));
    expect(response.headers()['content-security-policy'], url).toMatch(/script-src 'self' 'sha256-/);
  }
});
