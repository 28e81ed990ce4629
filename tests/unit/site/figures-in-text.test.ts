// The docs' remark plugin (src/plugins/figures-in-text/): a page's <Figure /> tags become the
// figures' text as Docusaurus compiles the page, with MDX's own compiler (the one Docusaurus's
// mdx-loader uses, resolved from it), so the compiled page neither calls a Figure component nor
// holds the data file.

import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {describe, expect, it} from 'vitest';
import figuresInText from '../../../src/plugins/figures-in-text';
import {FIGURES, figureText} from '../../../src/utils/figures';

type Compile = (source: string, options: {remarkPlugins: unknown[]}) => Promise<{value: unknown}>;

async function mdxCompile(): Promise<Compile> {
  const fromLoader = createRequire(createRequire(import.meta.url).resolve('@docusaurus/mdx-loader'));
  const mdx = (await import(pathToFileURL(fromLoader.resolve('@mdx-js/mdx')).href)) as {compile: Compile};
  return mdx.compile;
}

async function compiled(source: string, locale: string): Promise<string> {
  const compile = await mdxCompile();
  return String((await compile(source, {remarkPlugins: [[figuresInText, {locale}]]})).value);
}

const [FIRST, SECOND] = Object.keys(FIGURES).filter((id) => FIGURES[id].unit === 'ms');

describe('figures-in-text', () => {
  it('writes each figure as text in the page’s language, inline and as a block', async () => {
    const source = `Takes <Figure id="${FIRST}" format="s" />, or <Figure id="${FIRST}" to="${SECOND}" />.\n\n<Figure id="${SECOND}" />\n`;
    for (const locale of ['ko', 'en']) {
      const page = await compiled(source, locale);
      // The paragraph's text pieces, as the compiled page hands them to React.
      const pieces = ['Takes ', figureText(FIRST, {locale, page: '', format: 's'}), ', or ', figureText(FIRST, {locale, page: '', to: SECOND}), '.'];
      expect(page).toContain(`children: [${pieces.map((piece) => JSON.stringify(piece)).join(', ')}]`);
      expect(page).toContain(`children: "${figureText(SECOND, {locale, page: ''})}"`);
      expect(page).not.toMatch(/\bFigure\b/);
    }
    expect(figureText(FIRST, {locale: 'ko', page: '', format: 's'})).toMatch(/초$/);
    expect(figureText(FIRST, {locale: 'en', page: '', format: 's'})).toMatch(/ s$/);
  });

  it('stops the build on an unknown id, naming it', async () => {
    await expect(compiled('Takes <Figure id="no.such.figure" />.', 'ko')).rejects.toThrow(/no\.such\.figure/);
  });

  it('leaves other JSX alone', async () => {
    expect(await compiled('A <Badge id="x" /> here.', 'en')).toMatch(/Badge/);
  });
});
