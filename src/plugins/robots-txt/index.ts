// A Docusaurus plugin that writes the site's entry points for crawlers at the root of the build:
// `robots.txt`, which names `sitemap_index.xml`, a sitemap index listing the sitemap of every
// locale (`/sitemap.xml` for Korean, `/en/sitemap.xml` for English, written by the sitemap plugin).
// Both use siteConfig.url, so a build with PALITO_SITE_URL names its own address.
//
// The build runs once per locale, the default locale first, each run into its own folder. Only the
// default locale's run writes these root files, and it can: every locale's sitemap address is known
// from the i18n config before the other runs have written their sitemap.

import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {robotsTxt, sitemapIndexXml} from './files';

export const SITEMAP_INDEX_FILE = 'sitemap_index.xml';

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  const {i18n, siteConfig} = context;
  return {
    name: 'palito-robots-txt',
    async postBuild({outDir, plugins}) {
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const sitemapPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-sitemap');
      const sitemapFile = String(sitemapPlugin?.options.filename ?? 'sitemap.xml');
      const sitemaps = i18n.locales.map((locale) => {
        const {url, baseUrl} = i18n.localeConfigs[locale]!;
        return normalizeUrl([url, baseUrl, sitemapFile]);
      });
      const index = normalizeUrl([siteConfig.url, siteConfig.baseUrl, SITEMAP_INDEX_FILE]);
      await fs.writeFile(path.join(outDir, SITEMAP_INDEX_FILE), sitemapIndexXml(sitemaps));
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(index));
      console.log(`[robots] robots.txt and ${SITEMAP_INDEX_FILE}: ${sitemaps.join(', ')}`);
    },
  };
}
