// The pure parts of the pages' Markdown files: where a page's file is (src/utils/markdown-url.ts,
// shared by the build and the Copy page button), what a file holds (src/plugins/llms-txt/
// page-markdown.ts), and what the converter makes of the MDX the blog and docs use
// (mdx-to-markdown.ts). tests/e2e/page-markdown.spec.ts checks the files of a real build.

import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {markdownPathOf} from '../../../src/utils/markdown-url';
import {markdownFileOf, pageMarkdown} from '../../../src/plugins/llms-txt/page-markdown';
import {mdxToMarkdown} from '../../../src/plugins/llms-txt/mdx-to-markdown';
import {llmsTexts} from '../../../src/plugins/llms-txt/texts';

describe('markdownPathOf', () => {
  it('appends .md to a page path', () => {
    expect(markdownPathOf('/docs/intro/installation')).toBe('/docs/intro/installation.md');
    expect(markdownPathOf('/en/docs/api/hooks/find')).toBe('/en/docs/api/hooks/find.md');
    expect(markdownPathOf('/blog/welcome')).toBe('/blog/welcome.md');
  });

  it('puts a folder index page beside its folder, not inside it', () => {
    expect(markdownPathOf('/docs/intro/')).toBe('/docs/intro.md');
    expect(markdownPathOf('/en/docs/intro/')).toBe('/en/docs/intro.md');
    expect(markdownPathOf('/')).toBe('/index.md');
  });
});

describe('markdownFileOf', () => {
  it('is the Markdown path inside the locale build folder', () => {
    expect(markdownFileOf('/b', '/', '/docs/intro/')).toBe(path.join('/b', 'docs/intro.md'));
    expect(markdownFileOf('/b/en', '/en/', '/en/docs/api/hooks/find')).toBe(path.join('/b/en', 'docs/api/hooks/find.md'));
  });

  it('refuses a page outside the locale', () => {
    expect(() => markdownFileOf('/b/en', '/en/', '/en/')).toThrow(/outside the locale/);
  });
});

describe('pageMarkdown', () => {
  it('starts with the title, then the page address, then the text', () => {
    expect(pageMarkdown({title: '설치', pageUrl: 'https://x/docs/intro/installation', body: '본문', sourceLabel: '원문'})).toBe(
      '# 설치\n\n원문: https://x/docs/intro/installation\n\n본문\n',
    );
  });
});

describe('mdxToMarkdown on what pages use', () => {
  const convert = (source: string) =>
    mdxToMarkdown(source, {sourcePath: '/site/blog/post.mdx', pageUrl: 'https://x/blog/post', docUrls: new Map(), localeRoot: 'https://x/', siteRoot: 'https://x/', texts: llmsTexts('en')});

  it('drops a component whose attributes span lines, braces and all, and says it is on the page', () => {
    const source = ["import Chart from '@site/src/components/Chart';", '', 'Before.', '', '<Chart', '  labels={{', "    title: 'a > b',", '  }}', '/>', '', 'After.'].join('\n');
    expect(convert(source)).toBe('Before.\n\n_(This part is shown on the page on the site: https://x/blog/post)_\n\nAfter.');
  });

  it('keeps an MDX comment shown as inline code, and drops a real one', () => {
    expect(convert('Write comments as `{/* ... */}`.{/* truncate */}')).toBe('Write comments as `{/* ... */}`.');
    expect(convert('Intro.\n\n{/* truncate */}\n\nMore.')).toBe('Intro.\n\nMore.');
  });

  it('turns a live example into a plain code block', () => {
    expect(convert('```jsx live noInline\nrender(<Example />);\n```')).toBe('```jsx\nrender(<Example />);\n```');
  });

  it('leaves a line that starts with a tag but goes on with text', () => {
    expect(convert('<Palito> draws it.')).toBe('<Palito> draws it.');
  });
});
