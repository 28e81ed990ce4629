// The code blocks highlight with the site's own Prism (src/theme/CodeBlock/highlight), which has
// only the languages the docs use. Every fence in the docs, the blog and the pages, in both
// locales, must be in one of them, and must come out exactly as prism-react-renderer (the
// theme's highlighter, with its bundled Prism) draws it: the same lines, tokens, classes and
// colours.

import fs from 'node:fs';
import path from 'node:path';
import {createElement, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {Prism as TheirPrism, Highlight as TheirHighlight, type RenderProps} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../../src/css/prism-themes';
import {Highlight as OurHighlight} from '../../../src/theme/CodeBlock/highlight/Highlight';
import Prism from '../../../src/theme/CodeBlock/highlight/prism';

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

/** The block as the theme's CodeBlock/Line draws it, from a highlighter's render props. */
function draw({className, style, tokens, getLineProps, getTokenProps}: RenderProps): ReactNode {
  return createElement(
    'pre',
    {className, style},
    tokens.map((line, i) =>
      createElement('span', {key: i, ...getLineProps({line})}, line.map((token, k) => createElement('span', {key: k, ...getTokenProps({token})}))),
    ),
  );
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

  it('draws every fence exactly as prism-react-renderer does, in both themes', () => {
    let compared = 0;
    for (const {file, language, code} of fences) {
      for (const theme of [lightCodeTheme, darkCodeTheme]) {
        const props = {code, language: language || 'text', theme, children: draw};
        const ours = renderToString(createElement(OurHighlight, props));
        const theirs = renderToString(createElement(TheirHighlight, props));
        expect(ours, `${file} (${language})`).toBe(theirs);
        compared++;
      }
    }
    expect(compared).toBe(fences.length * 2);
  });

  it('highlights: a TypeScript block has keyword, string and comment tokens', () => {
    const html = renderToString(
      createElement(OurHighlight, {code: "// hi\nconst a: string = 'x';", language: 'ts', theme: lightCodeTheme, children: draw}),
    );
    for (const type of ['comment', 'keyword', 'string']) expect(html).toContain(`token ${type}`);
  });
});
