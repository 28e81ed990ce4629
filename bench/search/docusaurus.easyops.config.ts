// The site's own config with @easyops-cn/docusaurus-search-local in place of our search, for
// bench/search/compare.ts only. It is built from a copy of the site under bench/out/ (the copy
// leaves out src/theme/SearchBar and src/pages/search.tsx, which would shadow the plugin's
// SearchBar and collide with its /search route), so relative paths in the real config resolve
// inside the copy.

import type {Config} from '@docusaurus/types';
import config from '../../docusaurus.config';
import searchIndexPlugin from '../../src/plugins/search-index';
import {EASYOPS_OPTIONS} from './easyops-options';

const variant: Config = {
  ...config,
  // By name: the config loader may evaluate the plugin's module twice, so identity can fail. Both
  // would write search-index.json.
  plugins: (config.plugins ?? []).filter((plugin) => typeof plugin !== 'function' || plugin.name !== searchIndexPlugin.name),
  // The plugin's README adds it as a theme: it brings the SearchBar and the /search page.
  themes: [...(config.themes ?? []), ['@easyops-cn/docusaurus-search-local', EASYOPS_OPTIONS]],
};

export default variant;
