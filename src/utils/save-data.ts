/**
 * Whether the reader has asked for less data (Chrome's data saver, `Save-Data`). Docusaurus
 * prefetches nothing for them; the site's on-demand modules (the progress bar, the code blocks'
 * Prism) follow the same rule and load only what is needed when it is needed.
 */
export function saveData(): boolean {
  return typeof navigator !== 'undefined' && Boolean((navigator as {connection?: {saveData?: boolean}}).connection?.saveData);
}
