// Turns a doc's or a blog post's MDX source into plain Markdown that reads well without the site:
// front matter, imports and exports go; a JSX tag on lines of its own (one line, or its attributes
// spread over several) goes too, except a tab's label, which is kept as a bold line; a component that draws something of its own (`<ApiKeyPlayground />`)
// becomes a note pointing at the page; admonitions become block quotes; MDX comments and heading
// ids go; links to other docs and to the site become absolute URLs; a measured figure (`<Figure id=… />`)
// becomes its text, as the page shows it. Code blocks are copied as
// they are, but a `live` block loses its `live`. It works line by line, which is enough for what
// these pages use (checked by tests/e2e/llms-txt.spec.ts and page-markdown.spec.ts on the build),
// not a full MDX parser.

import path from 'node:path';
import {replaceFigureTags} from '../../utils/figures';

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
  /** The page's locale, for its figures' units (0.23초, 0.23 s). */
  locale: string;
  /** Text for a component shown only on the page, and the labels of untitled admonitions. */
  texts: {shownOnPage: (url: string) => string; admonitions: Record<string, string>};
};

const FENCE = /^(\s*)(`{3,}|~{3,})/;
const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;
const JSX_START = /^\s*<\/?[A-Z][\w.]*(?=[\s/>]|$)/;
/** A tag whose attributes run on for longer than this is not taken for one. */
const MAX_TAG_LINES = 40;
const SELF_CLOSING = /\/>\s*$/;
const LABEL = /\blabel=(?:"([^"]*)"|'([^']*)')/;
const ADMONITION_OPEN = /^(\s*):::([a-z]+)(?:\[(.*)\]|\s+(.+))?\s*$/;
const ADMONITION_CLOSE = /^\s*:::\s*$/;
const MDX_COMMENT = /\s*\{\/\*[\s\S]*?\*\/\}/g;
const HEADING_ID = /\s*\{#[\w-]+\}\s*$/;
const LINK_TARGET = /\]\(([^)\s]+)\)/g;
const CODE_SPAN = /(`+[^`]*`+)/;

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

/**
 * The JSX tag that starts the line at `start`, if it ends a line (nothing but spaces after its `>`),
 * read across lines as its attributes may be (`labels={{…}}`): its text and the index after it.
 * A `>` inside braces or quotes is an attribute's, not the tag's end.
 */
function jsxTag(lines: readonly string[], start: number): {text: string; next: number} | undefined {
  if (!JSX_START.test(lines[start]!)) return undefined;
  let depth = 0;
  let quote: string | undefined;
  for (let i = start; i < lines.length && i < start + MAX_TAG_LINES; i++) {
    const line = lines[i]!;
    for (let c = i === start ? line.indexOf('<') + 1 : 0; c < line.length; c++) {
      const ch = line[c]!;
      if (quote) {
        if (ch === quote) quote = undefined;
      } else if (ch === '"' || ch === "'" || ch === '`') quote = ch;
      else if (ch === '{') depth++;
      else if (ch === '}') depth--;
      else if (ch === '>' && depth === 0) {
        if (line.slice(c + 1).trim()) return undefined;
        return {text: lines.slice(start, i + 1).join('\n'), next: i + 1};
      }
    }
  }
  return undefined;
}

/** The line without its MDX comments, except in inline code (a post may show the comment syntax as code). */
function withoutComments(line: string): string {
  return line
    .split(CODE_SPAN)
    .map((part, k) => (k % 2 === 1 ? part : part.replace(MDX_COMMENT, '')))
    .join('');
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

/** The Markdown body of a doc or post, without its front matter and its leading `# title`. */
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
      // `live` (and `noInline`, which only a playground reads) turn a block into a playground on the
      // site; here it is an ordinary code block.
      out.push(quote + line.replace(/\s+(live|noInline)\b/g, ''));
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
    // A figure goes first: a line starting with one is text, not a component to drop. Inline code keeps its tag.
    const withFigures = line
      .split(CODE_SPAN)
      .map((part, k) => (k % 2 === 1 ? part : replaceFigureTags(part, options.locale, options.sourcePath)))
      .join('');
    if (withFigures !== line) {
      lines[i] = withFigures;
      continue;
    }
    const tag = jsxTag(lines, i);
    if (tag) {
      const label = LABEL.exec(tag.text);
      if (label && !line.trim().startsWith('</')) out.push(`${quote}**${label[1] ?? label[2]}**`, quote.trimEnd());
      else if (SELF_CLOSING.test(tag.text)) out.push(quote + options.texts.shownOnPage(options.pageUrl));
      i = tag.next;
      continue;
    }
    let text = withoutComments(line);
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
