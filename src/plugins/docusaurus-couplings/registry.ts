// Every place where the site depends on how Docusaurus is made inside: the theme modules its
// plugins replace, the installed files their loaders patch, the run-time behaviour they rely on,
// and the theme components copied into src/theme. The plugins take their targets from here.
//
// On an upgrade, `npm run build` stops with the entry's name when a target is gone or a patch no
// longer applies (./check.ts), and `npx vitest run tests/unit/site` fails on any theme file copied
// here that changed (its sha256) and until `checkedAgainst` names the installed version. README.md,
// "Upgrading Docusaurus", says what to do with each.

import type {CacheGroupOverride, EjectedComponent, EntryReplacement, LoaderPatch, ModuleAlias, RuntimeOverride} from './types';

/** @docusaurus/core's version (and its themes') when these entries were last checked. */
export const DOCUSAURUS_CHECKED = '3.10.2';

const CLASSIC = '@docusaurus/theme-classic';
const LIVE_CODEBLOCK = '@docusaurus/theme-live-codeblock';
const CORE = '@docusaurus/core';

export const PRISM_ON_DEMAND: ModuleAlias = {
  kind: 'alias',
  name: 'prism-on-demand',
  where: 'src/plugins/prism-on-demand/',
  changes: "theme-classic's prism-include-languages client module, run on every page, is replaced by an empty one",
  why: 'it loads prism-react-renderer (about 26 kB gzip) into every page at start-up; the code blocks highlight with the site\'s own Prism (src/theme/CodeBlock/highlight/), loaded on demand, and `prism.additionalLanguages` is empty',
  replaces: {package: CLASSIC, file: 'lib/prism-include-languages.js', sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774'},
  with: 'src/plugins/prism-on-demand/no-start-up-languages.js',
  bundles: 'both',
  clientModule: true,
  checkedAgainst: DOCUSAURUS_CHECKED,
};

export const PRISM_SERVER_TOKENIZER: ModuleAlias = {
  kind: 'alias',
  name: 'prism-on-demand/server-tokenizer',
  where: 'src/plugins/prism-on-demand/ and src/theme/CodeBlock/highlight/',
  changes: "the server bundle's code blocks import the tokenizer directly instead of loading it on demand",
  why: 'the server render must write highlighted code into the HTML; without the alias pages would ship their code blocks uncoloured until Prism arrives',
  replaces: {site: 'src/theme/CodeBlock/highlight/tokenizer'},
  with: 'src/theme/CodeBlock/highlight/tokenizer.server.ts',
  bundles: 'server',
  clientModule: false,
  checkedAgainst: DOCUSAURUS_CHECKED,
};

export const NPROGRESS_ON_DEMAND: ModuleAlias = {
  kind: 'alias',
  name: 'nprogress-on-demand',
  where: 'src/plugins/nprogress-on-demand/',
  changes: "theme-classic's nprogress client module is replaced by one that shows the same bar (200 ms delay, no spinner) with nprogress loaded once the page is idle",
  why: 'the theme puts nprogress in every page\'s start-up bundle, though the bar shows only on a route change',
  replaces: {package: CLASSIC, file: 'lib/nprogress.js', sha256: '58b21ff3eb278f6cd3932e02e92a50108dac3a7e3f014813fefc70335eaab48f'},
  with: 'src/plugins/nprogress-on-demand/progress-bar.js',
  bundles: 'both',
  clientModule: true,
  checkedAgainst: DOCUSAURUS_CHECKED,
};

export const START_AFTER_FIRST_PAINT: EntryReplacement = {
  kind: 'entry',
  name: 'start-after-first-paint',
  where: 'src/plugins/start-after-first-paint/',
  changes: "the browser bundle's entry is a module that waits for the first paint, then runs Docusaurus's clientEntry.js (and its App.js first) a few modules per task",
  why: 'deferred scripts ran between the end of the parse and the first paint, in one long task that delayed the page and counted into its LCP',
  replaces: {package: CORE, file: 'lib/client/clientEntry.js'},
  with: 'src/plugins/start-after-first-paint/client-start.js',
  aliases: {
    '@palito/docusaurus-client-entry': {package: CORE, file: 'lib/client/clientEntry.js'},
    '@palito/docusaurus-client-app': {package: CORE, file: 'lib/client/App.js'},
  },
  checkedAgainst: DOCUSAURUS_CHECKED,
};

export const NO_COLLATOR_AT_START_UP: LoaderPatch = {
  kind: 'patch',
  name: 'no-collator-at-start-up',
  where: 'src/plugins/no-collator-at-start-up/',
  changes: "theme-common's useShallowMemoObject orders keys by code point instead of String#localeCompare",
  why: "the first localeCompare on a page sets up the ICU collator (7-11 ms, 30-45 ms on Lighthouse's phone) while docs and blog pages hydrate; the keys need only a stable order",
  target: {package: '@docusaurus/theme-common', file: 'lib/utils/reactUtils.js'},
  replacements: [['deps.sort((a, b) => a[0].localeCompare(b[0]));', 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));']],
  checkedAgainst: DOCUSAURUS_CHECKED,
};

export const BROWSER_UPDATE_IN_TRANSITION: LoaderPatch = {
  kind: 'patch',
  name: 'browser-update-in-transition',
  where: 'src/plugins/browser-update-in-transition/',
  changes: "core's BrowserContextProvider sets `isBrowser` to true in a transition",
  why: 'every component that reads it renders again after hydration; React rendered that in one 80-93 ms task (Lighthouse, installation page), a transition renders it in slices of about 5 ms',
  target: {package: CORE, file: 'lib/client/browserContext.js'},
  replacements: [
    ["import React, { useEffect, useState } from 'react';", "import React, { startTransition, useEffect, useState } from 'react';"],
    ['setIsBrowser(true);', 'startTransition(() => setIsBrowser(true));'],
  ],
  checkedAgainst: DOCUSAURUS_CHECKED,
};

export const PACED_PREFETCH: RuntimeOverride = {
  kind: 'override',
  name: 'paced-prefetch',
  where: 'src/plugins/paced-prefetch/',
  changes: '`window.docusaurus.prefetch` is redefined: the routes it is given wait in a queue that idle periods work through, a few milliseconds at a time (`preload` stays immediate)',
  why: "the links in view when a docs page opens made 120-230 ms of prefetching on Lighthouse's phone, in the tasks right after hydration",
  module: 'src/plugins/paced-prefetch/client.js',
  reliesOn: [
    {package: CORE, file: 'lib/client/clientEntry.js', contains: 'window.docusaurus = docusaurus;', because: 'the client entry sets window.docusaurus once, after the client modules ran: the setter of client.js wraps that object'},
    {package: CORE, file: 'lib/client/docusaurus.js', contains: 'prefetch,\n    preload,', because: 'the object it wraps has `prefetch` and `preload`'},
    {package: CORE, file: 'lib/client/exports/Link.js', contains: 'window.docusaurus.prefetch(', because: '<Link> reads window.docusaurus when it prefetches, so it gets the paced prefetch'},
  ],
  checkedAgainst: DOCUSAURUS_CHECKED,
};

export const BLOG_ARCHIVE_DESCRIPTION: RuntimeOverride = {
  kind: 'override',
  name: 'blog-archive-description',
  where: 'src/plugins/blog-archive-description/ (and the id in i18n/en/code.json)',
  changes: "the Korean text of the theme's translation `theme.blog.archive.description` (the archive page's subtitle and meta description)",
  why: 'its default, "게시물 목록", tells a search result reader nothing',
  reliesOn: [
    {package: CLASSIC, file: 'lib/theme/BlogArchivePage/index.js', contains: "id: 'theme.blog.archive.description'", because: 'the archive page takes its description from that translation id'},
  ],
  checkedAgainst: DOCUSAURUS_CHECKED,
};

export const PALITO_STYLES_ON_DEMAND: CacheGroupOverride = {
  kind: 'cache-group',
  name: 'palito-styles-on-demand',
  where: 'src/plugins/palito-styles-on-demand/',
  changes: "palito/style.css gets a CSS chunk of its own, loaded with the demo or a live example, instead of going into the one styles.css every page loads",
  why: 'it is about a third of that stylesheet (50 kB, 9 kB gzip) and only pages that draw a Palito need it',
  group: {name: 'palitoStyles', type: 'css/mini-extract', priority: 60},
  over: 'styles',
  checkedAgainst: DOCUSAURUS_CHECKED,
};

/** theme-classic's TypeScript source of a component file. */
const classic = (file: string, sha256: string) => ({package: CLASSIC, file: `src/theme/${file}`, sha256});

export const EJECTED_COMPONENTS: EjectedComponent[] = [
  {
    kind: 'ejected',
    name: 'Tabs',
    component: 'Tabs',
    theme: CLASSIC,
    how: 'ejected',
    where: 'src/theme/Tabs/',
    changes: 'no `key={String(useIsBrowser())}` on the TabsProvider',
    why: "that key threw the server's tabs (and the code blocks in them) away after hydration and drew them again, one long task",
    originals: [
      classic('Tabs/index.tsx', '4346b7b003462cd328481ef3377e90ee131745ee17132666b863a50ac3e32ef8'),
      classic('Tabs/styles.module.css', '8beb34df100a7916b71f23af7a88f8df7efdcb06c60beb49513e37dc9c1bd4eb'),
    ],
    local: ['src/theme/Tabs/index.tsx', 'src/theme/Tabs/styles.module.css'],
    checkedAgainst: DOCUSAURUS_CHECKED,
  },
  {
    kind: 'ejected',
    name: 'BlogListPage',
    component: 'BlogListPage',
    theme: CLASSIC,
    how: 'ejected',
    where: 'src/theme/BlogListPage/',
    changes: "the post list gets a visible <h1> (the blog's title) and its description",
    why: 'the stock page has no heading, so the blog\'s front door had no title for readers and screen readers',
    originals: [classic('BlogListPage/index.tsx', 'dc4183edec9cf341f1bfa80091acf04b99fc3f23e2c3aff71dd9096416c3445e')],
    local: ['src/theme/BlogListPage/index.tsx'],
    checkedAgainst: DOCUSAURUS_CHECKED,
  },
  {
    kind: 'ejected',
    name: 'BlogPostItem/Header/Info',
    component: 'BlogPostItem/Header/Info',
    theme: CLASSIC,
    how: 'ejected',
    where: 'src/theme/BlogPostItem/Header/Info/',
    changes: 'the date is written by ./format-date.ts instead of an Intl.DateTimeFormat',
    why: 'the first DateTimeFormat a page creates loads the locale data: 14-25 ms (55-100 ms on a phone) while a blog page hydrates',
    originals: [
      classic('BlogPostItem/Header/Info/index.tsx', '19633d867631820f6577188ec802cb1ac05bfac3855ad1e87b929b0c06450bc3'),
      classic('BlogPostItem/Header/Info/styles.module.css', '394cbb8db1f6c784f5d5de3632d2d7932d2772e322d33c8153672e4060a43c1a'),
    ],
    local: ['src/theme/BlogPostItem/Header/Info/index.tsx', 'src/theme/BlogPostItem/Header/Info/styles.module.css'],
    checkedAgainst: DOCUSAURUS_CHECKED,
  },
  {
    kind: 'ejected',
    name: 'BlogPostItem/Footer/ReadMoreLink',
    component: 'BlogPostItem/Footer/ReadMoreLink',
    theme: CLASSIC,
    how: 'ejected',
    where: 'src/theme/BlogPostItem/Footer/ReadMoreLink/',
    changes: 'the link names the post in its text (translation id `blog.post.readMore`) instead of "Read more" with an aria-label',
    why: 'the same words under every post tell a reader scanning links nothing',
    originals: [classic('BlogPostItem/Footer/ReadMoreLink/index.tsx', 'c523633e5a1671dc8f5393f63438e15efcb3cc80d1bbfc6f88b4132027bfd674')],
    local: ['src/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx'],
    checkedAgainst: DOCUSAURUS_CHECKED,
  },
  {
    kind: 'ejected',
    name: 'CodeBlock',
    component: 'CodeBlock',
    theme: CLASSIC,
    how: 'ejected',
    where: 'src/theme/CodeBlock/',
    changes: 'no `key={String(useIsBrowser())}` remount after hydration',
    why: 'the remount threw every code block away and drew it again: 1.5 s in one task on a long post under Lighthouse',
    originals: [classic('CodeBlock/index.tsx', '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b')],
    local: ['src/theme/CodeBlock/index.tsx'],
    checkedAgainst: DOCUSAURUS_CHECKED,
  },
  {
    kind: 'ejected',
    name: 'CodeBlock (theme-live-codeblock)',
    component: 'CodeBlock',
    theme: LIVE_CODEBLOCK,
    how: 'ejected',
    where: 'src/theme/CodeBlock/',
    changes: "theme-live-codeblock's CodeBlock wrapper (```jsx live``` blocks to LiveCodeBlock) is folded into the site's CodeBlock",
    why: "swizzling CodeBlock replaces the wrapper too, so its live check is made there",
    originals: [{package: LIVE_CODEBLOCK, file: 'src/theme/CodeBlock/index.tsx', sha256: '67832983971db9745cfdceded7214dea070da680a47044aa80dbb70fcba87553'}],
    local: ['src/theme/CodeBlock/index.tsx'],
    checkedAgainst: DOCUSAURUS_CHECKED,
  },
  {
    kind: 'ejected',
    name: 'CodeBlock/Content',
    component: 'CodeBlock/Content',
    theme: CLASSIC,
    how: 'ejected',
    where: 'src/theme/CodeBlock/Content/',
    changes: "the block's lines are one HTML string from the site's Prism (../highlight/), kept from the server's HTML while the page hydrates; it imports the theme's CodeBlock/Line/styles.module.css",
    why: 'a React element per line and token, tokenized again in the browser, was the largest share of a docs page\'s start-up work on a phone',
    originals: [
      classic('CodeBlock/Content/index.tsx', 'b82ef1f4c49f4e2c5f5474c0076d0e1caa18cf1fd1d5efd99e442e4546d1e5ec'),
      classic('CodeBlock/Content/styles.module.css', '26dba21a9e8eb53810a03017513a07ac613288682addf075f186ed52b1b5e07f'),
    ],
    local: ['src/theme/CodeBlock/Content/index.tsx', 'src/theme/CodeBlock/Content/styles.module.css'],
    checkedAgainst: DOCUSAURUS_CHECKED,
  },
  {
    kind: 'ejected',
    name: 'CodeBlock/Line',
    component: 'CodeBlock/Line',
    theme: CLASSIC,
    how: 'reproduced',
    where: 'src/theme/CodeBlock/highlight/lines-html.ts',
    changes: "the markup of the theme's Line and Line/Token components is written as a string (and drawn again by tests/unit/site/code-highlighting.test.ts to compare)",
    why: 'see CodeBlock/Content',
    originals: [
      classic('CodeBlock/Line/index.tsx', '514e4884af8d1d36007622b6cd9c73d1832355857867d063c22cb7a65dcc51c7'),
      classic('CodeBlock/Line/Token/index.tsx', '146d935fb3a62c161fee523945331bc6680897bddd98aebbb1abeede661ff86b'),
    ],
    local: ['src/theme/CodeBlock/highlight/lines-html.ts', 'tests/unit/site/code-highlighting.test.ts'],
    checkedAgainst: DOCUSAURUS_CHECKED,
  },
  {
    kind: 'ejected',
    name: 'DocItem/Content',
    component: 'DocItem/Content',
    theme: CLASSIC,
    how: 'wrapped',
    where: 'src/theme/DocItem/Content/',
    changes: 'the Copy page and View as Markdown controls (src/components/CopyPage) are drawn before the content, floated beside its h1 (the synthetic title or the page\'s own)',
    why: 'every docs page offers its Markdown file (the page\'s URL plus .md, src/plugins/llms-txt) to copy or open, next to the title; swizzle calls this wrap unsafe, and the controls rely on the content starting with the h1',
    originals: [classic('DocItem/Content/index.tsx', 'a60acf97ab953670816c13b7f28c68f9e3d15af00d5b9f8a5e602e8dcc20448b')],
    local: ['src/theme/DocItem/Content/index.tsx', 'src/components/CopyPage/index.tsx'],
    checkedAgainst: DOCUSAURUS_CHECKED,
  },
];

export const MODULE_ALIASES = [PRISM_ON_DEMAND, PRISM_SERVER_TOKENIZER, NPROGRESS_ON_DEMAND];
export const LOADER_PATCHES = [NO_COLLATOR_AT_START_UP, BROWSER_UPDATE_IN_TRANSITION];
export const RUNTIME_OVERRIDES = [PACED_PREFETCH, BLOG_ARCHIVE_DESCRIPTION];

export const COUPLINGS = [...MODULE_ALIASES, START_AFTER_FIRST_PAINT, ...LOADER_PATCHES, ...RUNTIME_OVERRIDES, PALITO_STYLES_ON_DEMAND, ...EJECTED_COMPONENTS];
