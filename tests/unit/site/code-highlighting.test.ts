// The code blocks highlight with the site's own Prism (src/theme/CodeBlock/highlight), which has
// only the languages the docs use, and are written as one HTML string (lines-html.ts). Every
// fence in the docs, the blog and the pages, in both locales, must be in one of those languages,
// and must come out exactly as the theme's CodeBlock/Line and Line/Token components draw it with
// prism-react-renderer (the theme's highlighter, with its bundled Prism): the same lines, tokens,
// classes and colours, with and without line numbers and highlighted lines.

import fs from 'node:fs';
import path from 'node:path';
import {createElement, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {Prism as TheirPrism, Highlight as TheirHighlight, type RenderProps, type Token} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../../src/css/prism-themes';
import {linesHtml, type LineNumberClasses} from '../../../src/theme/CodeBlock/highlight/lines-html';
import Prism from '../../../src/theme/CodeBlock/highlight/prism';
import {tokenize} from '../../../src/theme/CodeBlock/highlight/tokenize';

const ROOT = path.resolve(__dirname, '../../..');
const CONTENT = ['docs', 'blog', 'src/pages', 'i18n'];
/** Fences drawn as plain text on purpose. */
const PLAIN = new Set(['', 'text']);

function markdownUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

interface Fence {
  file: string;
  language: string;
  code: string;
}

/** Every fenced block: its language (the info string's first word) and its code. */
function fencesOf(file: string): Fence[] {
  const text = fs.readFileSync(file, 'utf8');
  const fences: Fence[] = [];
  const pattern = /^([ \t]*)(`{3,})([^\n`]*)\n([\s\S]*?)\n\1\2[ \t]*$/gm;
  for (const match of text.matchAll(pattern)) {
    const language = match[3].trim().split(/\s+/)[0].toLowerCase();
    fences.push({file: path.relative(ROOT, file), language, code: match[4]});
  }
  return fences;
}

// What the theme's prism.additionalLanguages added to prism-react-renderer's Prism before.
for (const language of ['bash', 'json', 'csv']) {
  const file = path.join(ROOT, 'node_modules/prismjs/components', `prism-${language}.js`);
  new Function('Prism', fs.readFileSync(file, 'utf8'))(TheirPrism);
}

const fences = CONTENT.flatMap((dir) => markdownUnder(path.join(ROOT, dir))).flatMap(fencesOf);

const NUMBERED: LineNumberClasses = {codeLine: 'codeLine_x', codeLineNumber: 'codeLineNumber_x', codeLineContent: 'codeLineContent_x'};

interface Drawing {
  lineClassNames: Record<number, string[]>;
  lineNumbers?: LineNumberClasses;
}

/**
 * The lines as the theme's CodeBlock/Line (theme-classic 3.10) draws them from a highlighter's
 * render props: its fixLineBreak, getLineProps with the line's classes, a span per token, a <br>.
 */
function themeLines({lineClassNames, lineNumbers}: Drawing) {
  return ({tokens, getLineProps, getTokenProps}: RenderProps): ReactNode =>
    tokens.map((tokensOfLine, i) => {
      const line: Token[] = tokensOfLine.length === 1 && tokensOfLine[0].content === '\n' ? [{...tokensOfLine[0], content: ''}] : tokensOfLine;
      const lineProps = getLineProps({line, className: [...(lineClassNames[i] ?? []), lineNumbers?.codeLine].filter(Boolean).join(' ')});
      const spans = line.map((token, k) => createElement('span', {key: k, ...getTokenProps({token})}));
      const inner = lineNumbers
        ? [createElement('span', {key: 'n', className: lineNumbers.codeLineNumber}), createElement('span', {key: 'c', className: lineNumbers.codeLineContent}, spans)]
        : spans;
      return createElement('div', {key: i, ...lineProps}, inner, createElement('br'));
    });
}

describe('the site’s Prism', () => {
  it('finds the code blocks of both locales', () => {
    expect(fences.length).toBeGreaterThan(200);
    expect(new Set(fences.map((f) => f.language))).toEqual(expect.objectContaining(new Set(['ts', 'tsx', 'bash'])));
  });

  it('knows every language a fence is written in', () => {
    const unknown = fences.filter((f) => !PLAIN.has(f.language) && !Prism.languages[f.language]).map((f) => `${f.file}: ${f.language}`);
    expect(unknown).toEqual([]);
  });

  it('draws every fence exactly as the theme does with prism-react-renderer, in both themes', () => {
    const drawings: Drawing[] = [{lineClassNames: {}}, {lineClassNames: {0: ['theme-code-block-highlighted-line']}, lineNumbers: NUMBERED}];
    let compared = 0;
    for (const {file, language, code} of fences) {
      for (const theme of [lightCodeTheme, darkCodeTheme]) {
        for (const drawing of drawings) {
          const ours = linesHtml({code, language: language || 'text', theme, ...drawing}, tokenize);
          const theirs = renderToString(createElement(TheirHighlight, {code, language: language || 'text', theme, children: themeLines(drawing)}));
          expect(ours, `${file} (${language})`).toBe(theirs);
          compared++;
        }
      }
    }
    expect(compared).toBe(fences.length * 4);
  });

  it('highlights: a TypeScript block has keyword, string and comment tokens, its text escaped', () => {
    const html = linesHtml({code: "// <hi> & bye\nconst a: string = 'x';", language: 'ts', theme: lightCodeTheme, lineClassNames: {}}, tokenize);
    for (const type of ['comment', 'keyword', 'string']) expect(html).toContain(`token ${type}`);
    expect(html).toContain('// &lt;hi&gt; &amp; bye');
  });

  it('draws a block uncoloured, as the theme draws plain text, before the tokenizer has arrived', () => {
    const code = "// <hi> & bye\nconst a: string = 'x';";
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      const theirs = renderToString(createElement(TheirHighlight, {code, language: 'text', theme, children: themeLines({lineClassNames: {}})}));
      expect(linesHtml({code, language: 'ts', theme, lineClassNames: {}})).toBe(theirs);
    }
  });
});
