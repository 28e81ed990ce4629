import {test, expect, type APIRequestContext} from '@playwright/test';
import {LOCALES, parseXml} from './support/site';
import {siteOrigin} from './support/build-files';

// The blog feeds of each locale against what RSS 2.0 and Atom 1.0 (RFC 4287) require of them,
// served as a feed reader gets them. tests/e2e/blog.spec.ts checks which posts they list.

// RFC 822 dates as RSS 2.0 uses them (four-digit years), e.g. "Mon, 02 Jun 2025 00:00:00 GMT".
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|UT|[+-]\d{4})$/;
// RFC 3339 date-times, e.g. "2025-06-02T00:00:00.000Z".
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const ATOM_NS = 'http://www.w3.org/2005/Atom';

async function fetchFeed(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  expect(res.headers()['content-type']).toMatch(/xml/);
  return parseXml(await res.text());
}

/** An absolute URL of this site that answers 200. */
async function expectLiveSiteUrl(request: APIRequestContext, url: string) {
  expect(url.startsWith(`${siteOrigin()}/`), `${url} is absolute on the site`).toBe(true);
  const res = await request.get(new URL(url).pathname);
  expect(res.status(), url).toBe(200);
}

const text = (value: unknown) => (typeof value === 'object' && value ? (value as {'#text'?: string})['#text'] : value);

for (const {locale, prefix} of LOCALES) {
  const blogUrl = () => `${siteOrigin()}${prefix}/blog`;

  test.describe(`feeds (${locale})`, () => {
    test('RSS 2.0: the channel and every item have the required elements', async ({request}) => {
      const {rss} = await fetchFeed(request, `${prefix}/blog/rss.xml`);
      expect(rss['@_version']).toBe('2.0');
      const {channel} = rss;
      expect(String(channel.title).trim()).not.toBe('');
      expect(String(channel.description).trim()).not.toBe('');
      expect(channel.description, 'a description, not the title again').not.toBe(channel.title);
      expect(channel.link).toBe(blogUrl());
      expect(channel.language).toBe(locale);
      expect(channel.lastBuildDate).toMatch(RFC_822);

      const items = [channel.item].flat();
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(String(item.title).trim()).not.toBe('');
        await expectLiveSiteUrl(request, item.link);
        expect(item.link.startsWith(`${blogUrl()}/`)).toBe(true);
        expect(text(item.guid)).toBe(item.link);
        expect(item.pubDate).toMatch(RFC_822);
        expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      }
    });

    test('Atom 1.0: the feed and every entry have the required elements', async ({request}) => {
      const {feed} = await fetchFeed(request, `${prefix}/blog/atom.xml`);
      expect(feed['@_xmlns']).toBe(ATOM_NS);
      expect(feed.id).toBe(blogUrl());
      expect(String(text(feed.title)).trim()).not.toBe('');
      expect(feed.updated).toMatch(RFC_3339);
      const feedLinks = [feed.link].flat();
      expect(feedLinks.find((l: Record<string, string>) => l['@_rel'] === 'alternate')?.['@_href']).toBe(blogUrl());
      // A self link is recommended, not required; Docusaurus writes none. If one appears, it names this feed.
      const self = feedLinks.find((l: Record<string, string>) => l['@_rel'] === 'self');
      if (self) expect(self['@_href']).toBe(`${siteOrigin()}${prefix}/blog/atom.xml`);

      const entries = [feed.entry].flat();
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        expect(String(text(entry.title)).trim()).not.toBe('');
        expect(entry.updated).toMatch(RFC_3339);
        const href = [entry.link].flat()[0]['@_href'];
        await expectLiveSiteUrl(request, href);
        expect(entry.id).toBe(href);
        // An author on the feed, or on every entry.
        if (!feed.author) expect(String([entry.author].flat()[0]?.name ?? '').trim(), `${href} has an author`).not.toBe('');
      }
      expect(new Set(entries.map((e: {id: string}) => e.id)).size).toBe(entries.length);
    });
  });
}
