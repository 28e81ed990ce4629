// A file of an installed package, found as the site resolves the package. It throws when the file
// is not there: a patch or alias aimed at a moved file would otherwise quietly do nothing.

import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

/** The folder of `packageName` as the site resolves it: from its package.json, or from its main
 * entry when its exports do not name its package.json. */
export function packageFolder(siteDir: string, packageName: string): string {
  const fromSite = createRequire(path.join(siteDir, 'package.json'));
  try {
    return path.dirname(fromSite.resolve(`${packageName}/package.json`));
  } catch {
    let folder = path.dirname(fromSite.resolve(packageName));
    while (!isRootOf(packageName, folder)) {
      if (path.dirname(folder) === folder) throw new Error(`found no folder of ${packageName}`);
      folder = path.dirname(folder);
    }
    return folder;
  }
}

function isRootOf(packageName: string, folder: string): boolean {
  const manifest = path.join(folder, 'package.json');
  return fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === packageName;
}

/** The installed version of `packageName`. */
export function installedVersion(siteDir: string, packageName: string): string {
  return JSON.parse(fs.readFileSync(path.join(packageFolder(siteDir, packageName), 'package.json'), 'utf8')).version;
}

/** The path of `file` (from the package's folder) in `packageName`; throws if there is none. */
export function installedFile(siteDir: string, packageName: string, file: string): string {
  const folder = packageFolder(siteDir, packageName);
  const found = path.join(folder, file);
  if (!fs.existsSync(found)) {
    throw new Error(`${packageName} ${installedVersion(siteDir, packageName)} has no ${file} (looked for ${found})`);
  }
  return found;
}
