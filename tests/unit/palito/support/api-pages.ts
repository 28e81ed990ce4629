// The names an API page documents, read from its Markdown: the identifiers in its inline code, its
// headings and its `title:`. Fenced code blocks do not count: an example uses a name, it does not
// document it.

import fs from 'node:fs';
import path from 'node:path';

export interface ApiPage {
  /** Relative to the repository, for messages. */
  file: string;
  /** The front matter's title, unquoted; '' when there is none. */
  title: string;
  /** Every identifier of the page's inline code, headings and title. */
  names: Set<string>;
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;
const FENCE = /^\s*(```|~~~)/;

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

function frontMatterTitle(text: string): string {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const title = /^title:\s*(.*)$/m.exec(frontMatter)?.[1]?.trim() ?? '';
  return title.replace(/^(["'])(.*)\1$/, '$2');
}

/** The lines outside fenced code blocks and the front matter. */
function proseLines(text: string): string[] {
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
  let inFence = false;
  return body.split('\n').filter((line) => {
    if (FENCE.test(line)) inFence = !inFence;
    else if (!inFence) return true;
    return false;
  });
}

function documentedNames(title: string, lines: string[]): Set<string> {
  const spans = lines.flatMap((line) => [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]));
  const headings = lines.filter((line) => /^#{1,6}\s/.test(line));
  return new Set([title, ...spans, ...headings].flatMap((text) => text.match(IDENTIFIER) ?? []));
}

/** Every page under `dir` (docs/api or its English twin), sorted by path. */
export function readApiPages(root: string, dir: string): ApiPage[] {
  return markdownFiles(path.join(root, dir))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const title = frontMatterTitle(text);
      return {file: path.relative(root, file), title, names: documentedNames(title, proseLines(text))};
    });
}

/** The identifiers a title names, or null when it is prose: each comma-separated part one identifier. */
export function titleIdentifiers(title: string): string[] | null {
  const parts = title.split(',').map((part) => part.trim());
  return parts.every((part) => /^[A-Za-z_$][\w$]*$/.test(part)) ? parts : null;
}
