// What search engines and link previews read from a built page (no browser): one meta
// description of some length that is not the title, one canonical link to the page itself,
// hreflang alternates for both locales (x-default the Korean page) that exist in the build, and
// one og:image and one twitter:image, the locale's social card, 1200 × 630, in the build.
// Checked for every page of both locales by routes.spec.ts; each finding is a soft expectation
// prefixed `[seo] <page>`, so one missing tag does not hide the others.

import path from 'node:path';
import {expect} from '@playwright/test';
import type {Element} from 'domhandler';
import {buildFileOf, buildFileOfUrl, elementsOf, pngSize, siteOrigin} from './build-files';
import {LOCALES} from './site';

// Shorter than this, a description says nothing ("Archive", "게시물 목록" were such).
export const MIN_DESCRIPTION_LENGTH = 25;

const attr = (el: Element | undefined, name: string) => el?.attribs[name];
const metas = (els: Element[], key: 'name' | 'property', value: string) => els.filter((e) => e.name === 'meta' && e.attribs[key] === value);

/**
 * Checks the metadata of the built page served at `page` (a site path: `/docs/intro/`,
 * `/en/404.html`) of `locale`, whose <html lang> is `htmlLang`. Returns the page's parsed
 * elements (undefined when there is no built file), for further checks of its head.
 */
export function expectPageMetadata(page: string, locale: string, htmlLang: string): Element[] | undefined {
  const seo = (what: string) => `[seo] ${page}: ${what}`;
  const origin = siteOrigin();
  const file = buildFileOf(page);
  expect.soft(file, seo('a built file')).toBeTruthy();
  if (!file) return undefined;
  const els = elementsOf(file);
  const title = els.find((e) => e.name === 'title');
  const titleText = title?.children.map((c) => ('data' in c ? c.data : '')).join('') ?? '';

  const descriptions = metas(els, 'name', 'description');
  expect.soft(descriptions, seo('exactly one meta description')).toHaveLength(1);
  const description = attr(descriptions[0], 'content')?.trim() ?? '';
  expect.soft(description.length, seo(`a description of ${MIN_DESCRIPTION_LENGTH} characters or more: "${description}"`)).toBeGreaterThanOrEqual(MIN_DESCRIPTION_LENGTH);
  expect.soft(titleText, seo('the description is not the title')).not.toContain(description);

  const canonicals = els.filter((e) => e.name === 'link' && e.attribs.rel === 'canonical');
  expect.soft(canonicals, seo('one canonical link')).toHaveLength(1);
  expect.soft(attr(canonicals[0], 'href'), seo('the canonical link is the page')).toBe(origin + page);

  const alternates = new Map(
    els.filter((e) => e.name === 'link' && e.attribs.rel === 'alternate' && e.attribs.hreflang).map((e) => [e.attribs.hreflang!, e.attribs.href!]),
  );
  expect.soft([...alternates.keys()].sort(), seo('hreflang alternates of both locales and x-default')).toEqual([...LOCALES.map((l) => l.htmlLang), 'x-default'].sort());
  expect.soft(alternates.get(htmlLang), seo('the page names itself in its own language')).toBe(origin + page);
  expect.soft(alternates.get('x-default'), seo('x-default is the Korean page')).toBe(alternates.get(LOCALES[0].htmlLang));
  for (const [lang, href] of alternates) {
    expect.soft(buildFileOfUrl(href), seo(`hreflang ${lang} → ${href} is in the build`)).toBeTruthy();
  }

  for (const image of [...metas(els, 'property', 'og:image'), ...metas(els, 'name', 'twitter:image')]) {
    const url = attr(image, 'content') ?? '';
    expect.soft(url.startsWith(`${origin}/`), seo(`${url} is absolute on the site`)).toBe(true);
    expect.soft(path.basename(url), seo('the social card of the locale')).toBe(`social-card-${locale}.png`);
    const png = url.startsWith(`${origin}/`) ? buildFileOfUrl(url) : undefined;
    expect.soft(png, seo(`${url} is in the build`)).toBeTruthy();
    if (png) expect.soft(pngSize(png), seo(`${url} is 1200 × 630`)).toEqual({width: 1200, height: 630});
  }
  expect.soft(metas(els, 'property', 'og:image'), seo('one og:image')).toHaveLength(1);
  expect.soft(metas(els, 'name', 'twitter:image'), seo('one twitter:image')).toHaveLength(1);
  return els;
}
