import type {Config} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from './src/css/prism-themes';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import searchIndexPlugin from './src/plugins/search-index';
import robotsTxtPlugin from './src/plugins/robots-txt';
import llmsTxtPlugin from './src/plugins/llms-txt';
import blogArchiveDescriptionPlugin from './src/plugins/blog-archive-description';
import prismOnDemandPlugin from './src/plugins/prism-on-demand';
import nprogressOnDemandPlugin from './src/plugins/nprogress-on-demand';
import pacedPrefetchPlugin from './src/plugins/paced-prefetch';
import palitoStylesOnDemandPlugin from './src/plugins/palito-styles-on-demand';
import wholeFirstPaintPlugin from './src/plugins/whole-first-paint';
import noCollatorAtStartUpPlugin from './src/plugins/no-collator-at-start-up';
import startAfterFirstPaintPlugin from './src/plugins/start-after-first-paint';
import browserUpdateInTransitionPlugin from './src/plugins/browser-update-in-transition';
import figuresInText from './src/plugins/figures-in-text';
import {
  ANNOUNCEMENT_ID,
  COMMUNITY_LINKS,
  COMPANY_NAME,
  COPYRIGHT_YEAR,
  REPO_URL,
  RESEARCH_CENTER_NAME,
  SITE_VERSION,
  pick,
} from './site.constants';

// Docusaurus loads this file once per locale and says which one in this variable,
// so texts that the translation JSON files cannot reach (announcement, copyright)
// are chosen here.
const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'ko';
const isEnglish = locale === 'en';

const announcement = isEnglish
  ? `Palito ${SITE_VERSION} preview: the guides and the API reference are up, each page with an example you can run. <a href="/en/#demo">Try the demo</a>.`
  : `Palito ${SITE_VERSION} 프리뷰: 가이드와 API 레퍼런스를 모두 공개했습니다. 페이지마다 바로 실행해 볼 수 있는 예제가 있습니다. <a href="/#demo">데모 써 보기</a>.`;

const copyright = isEnglish
  ? `Copyright © ${COPYRIGHT_YEAR} ${COMPANY_NAME.en} and ${RESEARCH_CENTER_NAME.en}. Site version ${SITE_VERSION}.`
  : `Copyright © ${COPYRIGHT_YEAR} ${COMPANY_NAME.ko}, ${RESEARCH_CENTER_NAME.ko}. 사이트 버전 ${SITE_VERSION}.`;

const blogTitle = isEnglish ? 'Palito blog' : 'Palito 블로그';
const blogDescription = isEnglish
  ? 'Notes from the people who build Palito: the layout engine, the inventory format, and the site itself.'
  : 'Palito를 만드는 사람들의 기록입니다. 배치 엔진, 자산 목록 형식, 그리고 이 사이트 이야기를 씁니다.';

// The description of pages whose theme component gives none (blog authors, the tags list, the
// not-found page). Pages that set their own description replace it: react-helmet keeps the last
// <meta name="description"> rendered, and the page's comes after the layout's.
const siteDescription = isEnglish
  ? 'Palito is a React component that lays out a CSV or Excel IT asset inventory as a network topology of zones, CBS groups and assets. Guides, API reference and blog.'
  : 'Palito는 CSV·엑셀 IT 자산 목록을 존, CBS, 자산으로 이루어진 네트워크 구성도로 자동 배치하는 React 컴포넌트입니다. 가이드, API 레퍼런스, 블로그를 모았습니다.';

const config: Config = {
  title: 'Palito',
  tagline: pick(
    {
      ko: '자산 목록을 넣으면 네트워크 구성도가 1분 안에 그려집니다',
      en: 'Turn an IT asset inventory into a network topology in under a minute',
    },
    locale,
  ),
  favicon: 'img/favicon.svg',

  future: {v4: true, faster: true},
  // One fixed namespace for the browser storage keys (colour mode, announcement bar), instead of
  // v4's hash of the site URL: the colour-mode script inlined in every page then reads the same
  // whatever PALITO_SITE_URL is, so the CSP hashes in deploy/nginx.conf hold for every deployment.
  storage: {namespace: 'palito'},

  url: process.env.PALITO_SITE_URL || 'https://palito.example.com',
  baseUrl: '/',
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {hooks: {onBrokenMarkdownLinks: 'throw'}},

  i18n: {
    defaultLocale: 'ko',
    locales: ['ko', 'en'],
    localeConfigs: {
      ko: {label: '한국어', htmlLang: 'ko-KR', direction: 'ltr'},
      en: {label: 'English', htmlLang: 'en-US', direction: 'ltr'},
    },
  },

  customFields: {siteVersion: SITE_VERSION, repoUrl: REPO_URL},

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl: `${REPO_URL}/tree/main/`,
          // The English pages link to their own source under i18n/en/, not to the Korean one.
          editLocalizedFiles: true,
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
          // <Figure id="..." /> becomes the measured figure's text as the page compiles.
          remarkPlugins: [[figuresInText, {locale}]],
        },
        blog: {
          showReadingTime: true,
          editUrl: `${REPO_URL}/tree/main/`,
          editLocalizedFiles: true,
          blogTitle,
          blogDescription,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: isEnglish ? 'All posts' : '전체 글',
          feedOptions: {
            type: ['rss', 'atom'],
            // Without these the feeds are titled and described "Palito Blog" in both locales.
            title: blogTitle,
            description: blogDescription,
            xslt: false,
            copyright,
          },
          tags: 'tags.yml',
          authorsMapPath: 'authors.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
        },
        theme: {customCss: './src/css/custom.css'},
        sitemap: {ignorePatterns: ['/crash-test', '/en/crash-test']},
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-live-codeblock'],

  plugins: [
    prismOnDemandPlugin,
    nprogressOnDemandPlugin,
    pacedPrefetchPlugin,
    palitoStylesOnDemandPlugin,
    wholeFirstPaintPlugin,
    noCollatorAtStartUpPlugin,
    startAfterFirstPaintPlugin,
    browserUpdateInTransitionPlugin,
    searchIndexPlugin,
    robotsTxtPlugin,
    llmsTxtPlugin,
    blogArchiveDescriptionPlugin,
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [{from: '/docs', to: '/docs/intro/'}],
      } satisfies ClientRedirectsOptions,
    ],
  ],

  themeConfig: {
    // Drawn by scripts/social-card.mjs with this locale's title and tagline.
    image: `img/social-card-${locale}.png`,
    metadata: [{name: 'description', content: siteDescription}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      content: announcement,
      isCloseable: true,
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Palito',
      hideOnScroll: true,
      // The link already says "Palito" in text: the logo beside it is decoration (an empty alt, so
      // screen readers do not read the name twice).
      logo: {alt: '', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'doc', docId: 'intro/intro', position: 'left', label: '배우기'},
        {type: 'doc', docId: 'api/apiReference', position: 'left', label: 'API 레퍼런스'},
        {to: '/blog', label: '블로그', position: 'left'},
        {type: 'localeDropdown', position: 'right'},
        {
          href: REPO_URL,
          position: 'right',
          label: 'GitHub',
          'aria-label': 'GitHub',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: '문서',
          items: [
            {label: '소개', to: '/docs/intro'},
            {label: 'API 레퍼런스', to: '/docs/api/apiReference'},
          ],
        },
        {
          title: '커뮤니티',
          items: [
            {label: 'GitHub 토론', href: COMMUNITY_LINKS.discussions},
            {label: '이슈 트래커', href: COMMUNITY_LINKS.issues},
            {label: 'Stack Overflow', href: COMMUNITY_LINKS.stackOverflow},
          ],
        },
        {
          title: '더 보기',
          items: [
            {label: '블로그', to: '/blog'},
            {label: '소스 저장소', href: REPO_URL},
          ],
        },
      ],
      copyright,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // The code blocks highlight with the site's own Prism, whose languages are listed in
      // src/theme/CodeBlock/highlight/prism.ts (the theme's extra-languages module is switched off
      // by src/plugins/prism-on-demand).
      additionalLanguages: [],
    },
    liveCodeBlock: {playgroundPosition: 'bottom'},
  } satisfies Preset.ThemeConfig,
};

export default config;
