// Stable, readable ids from names: the same name always gives the same id, whatever the row order.

import {listAt} from '../util/list-at';

/** Lower-case, spaces and punctuation to `-`; letters of any script (Korean included) are kept. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'unnamed' : slug;
}

/** FNV-1a, 32 bit, as 7 base-36 digits: short, deterministic, good enough to tell two names apart. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36).padStart(7, '0');
}

/**
 * Ids for a set of distinct names. Names whose slugs collide (`Internet DMZ`, `internet-dmz`) all get
 * a hash suffix, so no name's id depends on which of them came first.
 */
export function slugIds(names: Iterable<string>): Map<string, string> {
  const bySlug = new Map<string, string[]>();
  for (const name of names) {
    const slug = slugify(name);
    const list = listAt(bySlug, slug);
    if (!list.includes(name)) list.push(name);
  }
  const ids = new Map<string, string>();
  for (const [slug, list] of bySlug) {
    for (const name of list) ids.set(name, list.length === 1 ? slug : `${slug}-${shortHash(name)}`);
  }
  return ids;
}
