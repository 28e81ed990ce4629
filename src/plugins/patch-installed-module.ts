// What no-collator-at-start-up and browser-update-in-transition share: a plugin that runs one
// loader of ours on one file of an installed package, which it resolves as the site does.

import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

/** The path of `file` (relative to the package's folder) in `packageName` as the site resolves it:
 * from its package.json, or from its main entry when its exports do not name its package.json. */
export function installedFile(siteDir: string, packageName: string, file: string): string {
  const fromSite = createRequire(path.join(siteDir, 'package.json'));
  try {
    return path.join(path.dirname(fromSite.resolve(`${packageName}/package.json`)), file);
  } catch {
    let folder = path.dirname(fromSite.resolve(packageName));
    while (!isRootOf(packageName, folder)) {
      if (path.dirname(folder) === folder) throw new Error(`patch-installed-module: found no folder of ${packageName}`);
      folder = path.dirname(folder);
    }
    return path.join(folder, file);
  }
}

function isRootOf(packageName: string, folder: string): boolean {
  const manifest = path.join(folder, 'package.json');
  return fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === packageName;
}

/** A plugin named `name` that has the bundler run `loader` (an absolute path) on `file`. */
export function patchInstalledModule(name: string, file: string, loader: string): Plugin {
  return {
    name,
    configureWebpack() {
      return {module: {rules: [{test: file, use: [{loader}]}]}};
    },
  };
}
