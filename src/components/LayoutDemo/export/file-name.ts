/**
 * The exported file's name, without extension: `palito-all`, or `palito-<zone>` in Zone View.
 * Letters of any script are kept (`zone:인터넷-dmz` → `palito-인터넷-dmz`), so zones with
 * Korean names do not all end up as the same file.
 */
export function exportFileName(view: 'all' | 'zone', zoneId: string | null): string {
  if (view !== 'zone' || !zoneId) return 'palito-all';
  const slug = zoneId
    .replace(/^zone:/, '')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug ? `palito-${slug}` : 'palito-zone';
}
