import fs from 'node:fs';
import path from 'node:path';

/** Debian's nginx (/usr/sbin/nginx, often not on a user's PATH) or the first on PATH; null if none. */
export function findNginx() {
  const candidates = ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, 'nginx'))];
  return candidates.find((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  }) ?? null;
}
