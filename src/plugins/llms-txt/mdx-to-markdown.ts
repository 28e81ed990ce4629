// Turns a doc's MDX source into plain Markdown that reads well without the site: front matter,
// imports and exports go; a line that is only a JSX tag goes too, except a tab's label, which is
// kept as a bold line; a component that draws something of its own (`<ApiKeyPlayground />`)
// becomes a note pointing at the page; admonitions become block quotes; MDX comments and heading
// ids go; links to other docs and to the site become absolute URLs. Code blocks are copied as
// they are. It works line by line, which is enough for what these docs use (checked by
// tests/e2e/llms-txt.spec.ts on the build), not a full MDX parser.

import path from 'node:path';

export type ConvertOptions = {
  /** Absolute path of the source file, to resolve relative links. */
  sourcePath: string;
  /** The page's absolute URL, given in place of a component that cannot be shown in text. */
  pageUrl: string;
  /** Absolute source path of every doc → its absolute URL. */
  docUrls: ReadonlyMap<string, string>;
  /** The site's absolute URL with this locale's base (`https://x/`, `https://x/en/`). */
  localeRoot: string;
  /** The host's root URL, for `pathname://` links (which no base URL applies to). */
  siteRoot: string;
  /** Text for a component shown only on the page, and the labels of untitled admonitions. */
  texts: {shownOnPage: (url: string) => string; admonitions: Record<string, string>};
};

const FENCE = /^(\s*)(`{3,}|~{3,})/;
const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;
const JSX_LINE = /^\s*<\/?([A-Z][\w.]*)\b[^]*?>\s*$/;
const SELF_CLOSING = /\/>\s*$/;
const LABEL = /\blabel=(?:"([^"]*)"|'([^']*)')/;
const ADMONITION_OPEN = /^(\s*):::([a-z]+)(?:\[(.*)\]|\s+(.+))?\s*$/;
const ADMONITION_CLOSE = /^\s*:::\s*$/;
const MDX_COMMENT = /\s*\{\/\*[\s\S]*?\*\/\}/g;
const HEADING_ID = /\s*\{#[\w-]+\}\s*$/;
const LINK_TARGET = /\]\(([^)\s]+)\)/g;

/** Skips an `import`/`export` statement starting at `start`; returns the index after it. */
function skipStatement(lines: readonly string[], start: number): number {
  let depth = 0;
  for (let i = start; i < lines.length; i++) {
    for (const c of lines[i]!) {
      if (c === '{' || c === '(') depth++;
      else if (c === '}' || c === ')') depth--;
    }
    const line = lines[i]!.trim();
    const ended = depth <= 0 && (line.endsWith(';') || line.endsWith('}') || /\bfrom\s+['"][^'"]+['"]$/.test(line) || /^import\s+['"]/.test(line));
    if (ended) return i + 1;
  }
  return lines.length;
}

function absoluteLink(target: string, options: ConvertOptions): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target) && !target.startsWith('pathname://')) return target;
  if (target.startsWith('mailto:')) return target;
  if (target.startsWith('pathname://')) return new URL(target.slice('pathname://'.length).replace(/^\/+/, ''), options.siteRoot).href;
  if (target.startsWith('#')) return options.pageUrl + target;
  if (target.startsWith('/')) return new URL(target.slice(1), options.localeRoot).href;
  const [file = '', hash] = target.split('#');
  const resolved = path.resolve(path.dirname(options.sourcePath), decodeURIComponent(file));
  const url = options.docUrls.get(resolved);
  if (!url) return target;
  return hash ? `${url}#${hash}` : url;
}

function rewriteLinks(line: string, options: ConvertOptions): string {
  return line.replace(LINK_TARGET, (_, target: string) => `](${absoluteLink(target, options)})`);
}

/** The Markdown body of a doc, without its front matter and its leading `# title`. */
export function mdxToMarkdown(source: string, options: ConvertOptions): string {
  const lines = source.replace(/\r\n/g, '\n').replace(FRONT_MATTER, '').split('\n');
  const out: string[] = [];
  let fence: string | undefined;
  let quoteDepth = 0;
  let titleSeen = false;
  for (let i = 0; i < lines.length; ) {
    const line = lines[i]!;
    const quote = '> '.repeat(quoteDepth);
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      out.push(quote + line);
      if (fenceMatch && fenceMatch[2]!.startsWith(fence) && line.trim() === fenceMatch[2]) fence = undefined;
      i++;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[2]!;
      // `live` turns a block into a playground on the site; here it is an ordinary code block.
      out.push(quote + line.replace(/\s+live\b/, ''));
      i++;
      continue;
    }
    if (/^(import|export)\s/.test(line)) {
      i = skipStatement(lines, i);
      continue;
    }
    const admonition = ADMONITION_OPEN.exec(line);
    if (admonition) {
      const [, , kind = '', bracketTitle, spaceTitle] = admonition;
      const title = bracketTitle ?? spaceTitle ?? options.texts.admonitions[kind] ?? kind;
      out.push(`${quote}> **${title.trim()}**`);
      quoteDepth++;
      i++;
      continue;
    }
    if (quoteDepth > 0 && ADMONITION_CLOSE.test(line)) {
      // The quote ends with its last text, not with an empty quoted line.
      while (out.length > 0 && /^[>\s]*$/.test(out.at(-1)!) && out.at(-1)!.includes('>')) out.pop();
      quoteDepth--;
      i++;
      continue;
    }
    const jsx = JSX_LINE.exec(line);
    if (jsx) {
      const label = LABEL.exec(line);
      if (label && !line.trim().startsWith('</')) out.push(`${quote}**${label[1] ?? label[2]}**`, quote.trimEnd());
      else if (SELF_CLOSING.test(line)) out.push(quote + options.texts.shownOnPage(options.pageUrl));
      i++;
      continue;
    }
    let text = line.replace(MDX_COMMENT, '');
    if (/^#{1,6}\s/.test(text)) text = text.replace(HEADING_ID, '');
    if (!titleSeen && /^#\s/.test(text)) {
      // The doc's title, which the caller writes from the doc's metadata.
      titleSeen = true;
      i++;
      continue;
    }
    if (text.trim()) titleSeen = true;
    out.push(rewriteLinks(quote + text, options).trimEnd());
    i++;
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}
