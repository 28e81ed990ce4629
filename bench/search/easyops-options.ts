// @easyops-cn/docusaurus-search-local's options in the comparison: read by the variant config
// (docusaurus.easyops.config.ts) and printed by compare.ts. A module of its own because a
// Docusaurus config file may export nothing but the config.

export const EASYOPS_OPTIONS = {
  // lunr-languages has `ko` (a trimmer that keeps Hangul and a stop-word list; no stemmer, no
  // word segmentation), and the plugin accepts any lunr-languages code.
  language: ['ko', 'en'],
  hashed: false,
  indexDocs: true,
  indexBlog: true,
  indexPages: true,
  docsRouteBasePath: '/docs',
  blogRouteBasePath: '/blog',
  // Test fixtures, not content; our index leaves them out too.
  ignoreFiles: ['crash-test', 'unlisted-test', 'draft-test'],
};
