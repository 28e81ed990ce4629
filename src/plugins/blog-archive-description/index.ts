// Gives the blog archive page (/blog/archive) a description that says what is on it. The theme
// uses the translation 'theme.blog.archive.description' as both the page's subtitle and its
// <meta name="description">, and its Korean default is "게시물 목록" ("list of posts"), which
// tells a search result reader nothing. A site's code.json would override it, but the default
// locale has no i18n/ko/ folder (creating one would also switch Korean to "translated" content
// paths), so the Korean text comes from here: a plugin's default translations override the
// theme's when the plugin is listed after it. The English text is in i18n/en/code.json. The build
// checks the theme's archive page still reads that id (its entry in
// ../docusaurus-couplings/registry.ts).

import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkOverride} from '../docusaurus-couplings/check';
import {BLOG_ARCHIVE_DESCRIPTION} from '../docusaurus-couplings/registry';

const DESCRIPTION_ID = 'theme.blog.archive.description';
const KOREAN_DESCRIPTION = 'Palito 블로그에 올라온 글을 연도별로 한눈에 볼 수 있습니다.';

export default function blogArchiveDescriptionPlugin(context: LoadContext): Plugin {
  return {
    name: 'palito-blog-archive-description',
    async getDefaultCodeTranslationMessages(): Promise<Record<string, string>> {
      return context.i18n.currentLocale === 'ko' ? {[DESCRIPTION_ID]: KOREAN_DESCRIPTION} : {};
    },
    configureWebpack() {
      checkOverride(BLOG_ARCHIVE_DESCRIPTION, context.siteDir);
      return {};
    },
  };
}
