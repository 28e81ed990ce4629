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
import {FIGURES} from '../../../src/utils/figures';

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
  const options = {sourcePath: '/site/blog/post.mdx', pageUrl: 'https://x/blog/post', docUrls: new Map(), localeRoot: 'https://x/', siteRoot: 'https://x/', locale: 'en', texts: llmsTexts('en')};
  const convert = (source: string) => mdxToMarkdown(source, options);

  it('drops a component whose attributes span lines, braces and all, and says it is on the page', () => {
    const source = ["import Chart from '@site/src/components/Chart';", '', 'Before.', '', '<Chart', '  labels={{', "    title: 'a > b',", '  }}', '/>', '', 'After.'].join('\n');
    expect(convert(source)).toBe('Before.\n\n_(This part is shown on the page on the site: https://x/blog/post)_\n\nAfter.');
  });

  it('writes a measured figure as the page shows it, in the page\'s locale, and keeps one shown as inline code', () => {
    const ms = FIGURES['engine.total.1000']!.value;
    const seconds = String(Number((ms / 1000).toPrecision(2)));
    expect(convert('About <Figure id="engine.total.1000" format="s" /> on a 2-core PC.')).toBe(`About ${seconds} s on a 2-core PC.`);
    expect(convert('<Figure id="engine.total.1000" /> at 1,000 assets.')).toBe(`${ms.toLocaleString('en')} ms at 1,000 assets.`);
    expect(convert('Write `<Figure id="x" />` in a page.')).toBe('Write `<Figure id="x" />` in a page.');
    const korean = mdxToMarkdown('약 <Figure id="engine.total.1000" format="s" />', {...options, locale: 'ko', texts: llmsTexts('ko')});
    expect(korean).toBe(`약 ${seconds}초`);
  });

  it('stops on a figure the data file lacks, naming it and the page', () => {
    expect(() => convert('<Figure id="no.such.figure" /> here.')).toThrow(/no\.such\.figure.*\/site\/blog\/post\.mdx/);
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
