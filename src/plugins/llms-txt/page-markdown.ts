// A docs page or blog post as the Markdown file served at its URL plus `.md`
// (src/utils/markdown-url.ts): the page's title as `# Title`, the address of the page, then its
// text (mdx-to-markdown.ts). llms-full.txt is these files one after another.

import path from 'node:path';
import {markdownPathOf} from '../../utils/markdown-url';

/** The Markdown file's text. `sourceLabel` names the page's address in the locale's words. */
export function pageMarkdown({title, pageUrl, body, sourceLabel}: {title: string; pageUrl: string; body: string; sourceLabel: string}): string {
  return [`# ${title}`, '', `${sourceLabel}: ${pageUrl}`, '', body, ''].join('\n');
}

/** Where the Markdown file of the page at `permalink` goes in the build folder of a locale whose pages start with `baseUrl`. */
export function markdownFileOf(outDir: string, baseUrl: string, permalink: string): string {
  const sitePath = markdownPathOf(permalink);
  if (!sitePath.startsWith(baseUrl)) throw new Error(`[llms-txt] ${permalink} is outside the locale's base URL ${baseUrl}`);
  return path.join(outDir, sitePath.slice(baseUrl.length));
}
