// Where a page's Markdown twin lives: the page's path with `.md` appended. A folder's index page
// (`/docs/intro/`) drops its trailing slash first (`/docs/intro.md`), so the file sits beside the
// folder, as the page's other pages do, and never inside it as `index.md`. The build writes these
// files (src/plugins/llms-txt) and the docs' Copy page button fetches them (src/theme/DocItem/Content),
// so both take the rule from here.

export const MARKDOWN_EXTENSION = '.md';

/** `/docs/intro/installation` → `/docs/intro/installation.md`; `/docs/intro/` → `/docs/intro.md`; `/` → `/index.md`. */
export function markdownPathOf(pagePath: string): string {
  const trimmed = pagePath.replace(/\/+$/, '');
  return `${trimmed || '/index'}${MARKDOWN_EXTENSION}`;
}
