// One built page's HTML → its searchable sections: the part before the first h2 or h3, then one
// section per h2/h3, each with the heading's anchor. Reads the page as the reader sees it (the
// rendered Markdown, React components' text included), not the Markdown source.

import {parseDocument} from 'htmlparser2';
import {isTag, isText, type ChildNode, type Element} from 'domhandler';
import type {SearchDocument} from '../../search/search-index';

export type Section = Omit<SearchDocument, 'id'>;
export type PageKind = SearchDocument['kind'];

/** Elements whose text is not content: the heading links' "#", icons, buttons, scripts. */
const SKIP_TAGS = new Set(['script', 'style', 'svg', 'button', 'noscript', 'template', 'textarea']);
const SKIP_CLASSES = ['hash-link', 'theme-edit-this-page', 'theme-last-updated', 'pagination-nav', 'theme-doc-toc-mobile', 'sr-only'];
/** Block elements: their text is kept apart from the next element's. */
const BLOCK = /^(p|div|li|ul|ol|table|tr|td|th|pre|blockquote|section|article|header|footer|h[1-6]|dt|dd|details|summary|figure|figcaption|br)$/;
const SECTION_HEADING = /^h[23]$/;

const classesOf = (el: Element) => (el.attribs.class ?? '').split(/\s+/);

function find(nodes: ChildNode[], test: (el: Element) => boolean): Element | undefined {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    if (test(node)) return node;
    const inside = find(node.children, test);
    if (inside) return inside;
  }
  return undefined;
}

function textOf(node: ChildNode, out: string[] = []): string[] {
  if (isText(node)) out.push(node.data);
  else if (isTag(node) && !skipped(node)) {
    for (const child of node.children) textOf(child, out);
    if (BLOCK.test(node.name)) out.push(' ');
  }
  return out;
}

function skipped(el: Element): boolean {
  return SKIP_TAGS.has(el.name) || classesOf(el).some((c) => SKIP_CLASSES.includes(c)) || el.attribs['aria-hidden'] === 'true';
}

/** Whitespace collapsed; zero-width spaces (Docusaurus puts one in each heading link) gone. */
export function clean(text: string): string {
  return text.replace(/[\u200b\u00ad]/g, '').replace(/\s+/g, ' ').trim();
}

/** An element's text as a reader sees it, on one line. */
function readText(node: ChildNode): string {
  return clean(textOf(node).join(''));
}

/**
 * The name a table row defines: its first cell when that cell is code and nothing else (`data`,
 * `onSelectionChange`, `--palito-failure` in a props, fields or variables table). A reader who
 * searches for a name looks for where it is defined, which is one row of a long table, and BM25
 * would otherwise favour a short section that only mentions it. A header row names columns, and a
 * linked name (`<a><code>`) points to where the name is defined, so neither counts.
 */
export function definedName(row: Element): string | undefined {
  const cell = row.children.find(isTag);
  if (cell?.name !== 'td') return undefined;
  const content = cell.children.filter((child) => !isText(child) || child.data.trim());
  const code = content.length === 1 && isTag(content[0]) && content[0].name === 'code' ? content[0] : undefined;
  return code && (readText(code) || undefined);
}

/** What kind of page this is, from the classes Docusaurus puts on <html>; undefined: not indexed. */
export function kindOf(html: Element, isHome: boolean): PageKind | undefined {
  const classes = classesOf(html);
  if (classes.includes('docs-doc-page')) return 'docs';
  if (classes.includes('blog-post-page')) return 'blog';
  if (isHome && classes.includes('plugin-pages')) return 'landing';
  return undefined;
}

function contentOf(root: ChildNode[], kind: PageKind): Element | undefined {
  if (kind === 'docs') return find(root, (el) => classesOf(el).includes('theme-doc-markdown'));
  if (kind === 'blog') return find(root, (el) => el.attribs.id === '__blog-post-container');
  // The landing page: everything between the navbar and the footer (its hero is outside <main>).
  return find(root, (el) => el.attribs.id === '__docusaurus_skipToContent_fallback');
}

/**
 * The sections of one page. `page` is its path (`/docs/intro/installation`, `/en/`); `isHome`
 * marks the locale's landing page. Pages that are neither a doc, a blog post nor the landing
 * page (lists, tags, archives, 404) give no section.
 */
export function extractSections(htmlText: string, page: string, isHome: boolean): Section[] {
  const document = parseDocument(htmlText);
  const html = find(document.children, (el) => el.name === 'html');
  const kind = html && kindOf(html, isHome);
  if (!kind) return [];
  const content = contentOf(document.children, kind);
  if (!content) return [];
  const h1 = find(kind === 'blog' ? [find(document.children, (el) => el.name === 'article') ?? content] : [content], (el) => el.name === 'h1');
  const titleTag = find(document.children, (el) => el.name === 'title');
  const title = readText(h1 ?? titleTag ?? content).replace(/ \| Palito$/, '');

  const sections: Section[] = [];
  let current: Section = {url: page, page, title, heading: title, text: '', kind};
  const parts: string[] = [];
  const close = () => {
    current.text = clean(parts.join(''));
    if (current.text || current.heading !== title) sections.push(current);
    parts.length = 0;
  };
  const walk = (node: ChildNode) => {
    if (isText(node)) {
      parts.push(node.data);
      return;
    }
    if (!isTag(node) || skipped(node)) return;
    if (node.name === 'h1') return; // the title, already taken
    const name = node.name === 'tr' ? definedName(node) : undefined;
    if (name) current.definedNames = current.definedNames ? `${current.definedNames} ${name}` : name;
    if (SECTION_HEADING.test(node.name)) {
      close();
      const anchor = node.attribs.id;
      current = {url: anchor ? `${page}#${anchor}` : page, page, title, heading: readText(node), text: '', kind};
      return;
    }
    for (const child of node.children) walk(child);
    if (BLOCK.test(node.name)) parts.push(' ');
  };
  for (const child of content.children) walk(child);
  close();
  // The page's summary (its front matter's description), with its opening: a page is often best
  // described there in the words a reader searches with, and it is not in the page's text.
  const description = find(document.children, (el) => el.name === 'meta' && el.attribs.name === 'description')?.attribs.content;
  if (description && sections[0]) sections[0].description = clean(description);
  return sections;
}
