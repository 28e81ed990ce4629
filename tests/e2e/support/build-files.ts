// Reading the build as files: which file an absolute URL of the site serves, the parsed <head>
// of a page, and the size of a PNG. For the tests of what crawlers and other programs read
// (seo, llms-txt), which need no browser.

import fs from 'node:fs';
import path from 'node:path';
import {parseDocument} from 'htmlparser2';
import type {Element} from 'domhandler';
import {BUILD_DIR, parseXml} from './site';

/** The site's address as the build wrote it (PALITO_SITE_URL or the default), from the sitemap. */
export function siteOrigin(): string {
  if (origin === undefined) {
    const doc = parseXml(fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8'));
    origin = new URL([doc.urlset.url].flat()[0].loc).origin;
  }
  return origin;
}
let origin: string | undefined;

/** The build file that a site path is served from (clean URLs: `x/index.html` or `x.html`), if any. */
export function buildFileOf(sitePath: string): string | undefined {
  const relative = decodeURIComponent(sitePath).replace(/^\/+/, '');
  const candidates = [path.join(BUILD_DIR, relative), path.join(BUILD_DIR, relative, 'index.html'), path.join(BUILD_DIR, `${relative.replace(/\/$/, '')}.html`)];
  return candidates.find((file) => file.startsWith(BUILD_DIR) && fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The build file of an absolute URL of this site; undefined for another host or a missing file. */
export function buildFileOfUrl(url: string): string | undefined {
  const parsed = new URL(url);
  return parsed.origin === siteOrigin() ? buildFileOf(parsed.pathname) : undefined;
}

/** Every element of a built page, parsed (the build writes HTML without attribute quotes). */
export function elementsOf(file: string): Element[] {
  const elements: Element[] = [];
  const visit = (nodes: ReturnType<typeof parseDocument>['children']) => {
    for (const node of nodes) {
      if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
        elements.push(node as Element);
        visit((node as Element).children);
      }
    }
  };
  visit(parseDocument(fs.readFileSync(file, 'utf8')).children);
  return elements;
}

/** Width and height from a PNG's IHDR chunk, or undefined if the file is not a PNG. */
export function pngSize(file: string): {width: number; height: number} | undefined {
  const bytes = fs.readFileSync(file);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) return undefined;
  // The first chunk is IHDR: length (4 bytes), type (4), then width and height, big-endian.
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

/** The text of an element and its descendants, as a reader sees it, with spaces collapsed. */
export function textOf(el: Element): string {
  const parts: string[] = [];
  const visit = (nodes: Element['children']) => {
    for (const node of nodes) {
      if (node.type === 'text') parts.push(node.data);
      else if ('children' in node) visit(node.children as Element['children']);
    }
  };
  visit(el.children);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
