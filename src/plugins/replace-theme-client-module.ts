// Shared by the plugins that swap one of the classic theme's client modules (modules every page
// runs at start-up) for a lighter one of ours: prism-on-demand, nprogress-on-demand.

import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * A plugin whose bundler alias points theme-classic's `lib/<themeFile>` at `replacement` (a path
 * from the site's root). Docusaurus requires client modules by absolute path, so the alias is
 * the theme file's absolute path, resolved as the site resolves the theme.
 */
export function replaceThemeClientModule(siteDir: string, name: string, themeFile: string, replacement: string): Plugin {
  const fromSite = createRequire(path.join(siteDir, 'package.json'));
  const themeModule = path.join(path.dirname(fromSite.resolve('@docusaurus/theme-classic/package.json')), 'lib', themeFile);
  return {
    name,
    configureWebpack() {
      return {resolve: {alias: {[themeModule]: path.join(siteDir, replacement)}}};
    },
  };
}
