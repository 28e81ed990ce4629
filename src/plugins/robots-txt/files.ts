// The text of robots.txt and of the sitemap index, from absolute URLs.

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A sitemap index (sitemaps.org protocol 0.9) listing the given sitemaps. */
export function sitemapIndexXml(sitemapUrls: readonly string[]): string {
  const entries = sitemapUrls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** Every page may be crawled; the sitemap index is the one place that lists them all. */
export function robotsTxt(sitemapIndexUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemapIndexUrl}`, ''].join('\n');
}
