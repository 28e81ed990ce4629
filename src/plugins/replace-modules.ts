// Shared by the plugins that have the bundler load a module of the site's in place of another
// (prism-on-demand, nprogress-on-demand): each alias comes from ./docusaurus-couplings/registry.ts
// and is checked before it is used, so a theme file that moved stops the build instead of quietly
// coming back into every page.

import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkAlias, checkClientModule} from './docusaurus-couplings/check';
import type {ModuleAlias} from './docusaurus-couplings/types';

/** A plugin named `name` whose bundler aliases are `aliases`. Docusaurus requires client modules by
 * absolute path, so an alias's key is the replaced file's absolute path, as the site resolves it. */
export function replaceModules({siteDir, generatedFilesDir}: LoadContext, name: string, aliases: ModuleAlias[]): Plugin {
  return {
    name,
    configureWebpack(_config, isServer) {
      const alias: Record<string, string> = {};
      for (const entry of aliases) {
        if (entry.bundles !== 'both' && (entry.bundles === 'server') !== isServer) continue;
        const {from, to} = checkAlias(entry, siteDir);
        if (entry.clientModule) checkClientModule(entry, from, generatedFilesDir);
        alias[from] = to;
      }
      return {resolve: {alias}};
    },
  };
}
