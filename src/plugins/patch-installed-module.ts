// What no-collator-at-start-up and browser-update-in-transition share: a plugin that has the
// bundler run ./docusaurus-couplings/replace-loader.cjs, with a patch from
// ./docusaurus-couplings/registry.ts, on one file of an installed package. Before the build the
// patch is made on the installed file, so a moved file or changed code stops it there.

import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkPatch, installedFilePattern, REPLACE_LOADER} from './docusaurus-couplings/check';
import type {LoaderPatch} from './docusaurus-couplings/types';

/** A plugin named `name` that makes `patch` in its target file. */
export function patchInstalledModule({siteDir}: LoadContext, name: string, patch: LoaderPatch): Plugin {
  return {
    name,
    configureWebpack() {
      checkPatch(patch, siteDir);
      const options = {coupling: patch.name, where: patch.where, replacements: patch.replacements};
      // Every copy of the file the bundler may load, not only the one the site resolves.
      return {module: {rules: [{test: installedFilePattern(patch.target), use: [{loader: REPLACE_LOADER, options}]}]}};
    },
  };
}
