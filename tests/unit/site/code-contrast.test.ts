// Every colour the code blocks' themes give a token, in both colour modes, reaches WCAG AA's 4.5:1
// on the block's background and on a highlighted line's. Prism sets these colours inline on each
// token (src/css/prism-themes.ts), so this is every token colour a page can show, whatever
// languages and token kinds the docs happen to use today. The pages' axe scans
// (tests/e2e/routes.spec.ts) leave the tokens of code blocks to this test, but on one code-heavy
// page per locale, where they check them as drawn.

import fs from 'node:fs';
import path from 'node:path';
import {colord, extend, type Colord} from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import type {PrismTheme} from 'prism-react-renderer';
import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../../src/css/prism-themes';

extend([a11yPlugin]);

/** WCAG 2.1 AA for text of the code blocks' size (1.4.3, not large text). */
const AA_NORMAL_TEXT = 4.5;
const CUSTOM_CSS = path.resolve(__dirname, '../../../src/css/custom.css');

/** `top` painted over the opaque `bottom`: what the eye (and axe) sees. */
function over(top: Colord, bottom: Colord): Colord {
  const a = top.alpha();
  const {r, g, b} = top.toRgb();
  const under = bottom.toRgb();
  return colord({r: r * a + under.r * (1 - a), g: g * a + under.g * (1 - a), b: b * a + under.b * (1 - a)});
}

/** --docusaurus-highlighted-code-line-bg in the light (`:root`) or dark block of custom.css. */
function highlightedLineBackground(mode: 'light' | 'dark'): Colord {
  const css = fs.readFileSync(CUSTOM_CSS, 'utf8');
  const block = mode === 'light' ? /:root\s*{([^}]*)}/.exec(css) : /\[data-theme='dark'\]\s*{([^}]*)}/.exec(css);
  const value = /--docusaurus-highlighted-code-line-bg:\s*([^;]+);/.exec(block?.[1] ?? '')?.[1];
  if (!value) throw new Error(`no --docusaurus-highlighted-code-line-bg in custom.css's ${mode} block`);
  return colord(value);
}

interface TokenColour {
  types: string;
  background: string;
  colour: string;
  ratio: number;
}

/** Each token style's colour (its own, or the block's text colour it inherits, at its opacity) on each background of the block. */
function tokenColours(theme: PrismTheme, highlighted: Colord): TokenColour[] {
  const block = colord(theme.plain.backgroundColor!);
  const backgrounds = {block, 'highlighted line': over(highlighted, block)};
  const styles = [{types: ['plain'], style: theme.plain}, ...theme.styles];
  return styles.flatMap(({types, style}) =>
    Object.entries(backgrounds).map(([name, background]) => {
      const own = colord(style.color ?? theme.plain.color!);
      const colour = over(own.alpha(own.alpha() * (style.opacity === undefined ? 1 : Number(style.opacity))), background);
      return {types: types.join(' '), background: name, colour: colour.toHex(), ratio: Math.round(colour.contrast(background) * 100) / 100};
    }),
  );
}

const failing = (colours: TokenColour[]) => colours.filter((c) => c.ratio < AA_NORMAL_TEXT);

describe('code block colours', () => {
  for (const [mode, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    it(`${mode}: every token colour reaches ${AA_NORMAL_TEXT}:1 on the block and on a highlighted line`, () => {
      const colours = tokenColours(theme, highlightedLineBackground(mode));
      const kinds = colours.map((c) => c.types).join(' ');
      for (const kind of ['comment', 'string', 'keyword', 'function', 'punctuation']) expect(kinds).toContain(kind);
      expect(failing(colours), JSON.stringify(failing(colours))).toEqual([]);
    });
  }

  it('finds the colours the site had to change: the themes as prism-react-renderer ships them fall short', () => {
    // Dracula's comments (3.0:1) and GitHub's strings, among others: what prism-themes.ts corrects.
    const shipped = [...tokenColours(themes.github, highlightedLineBackground('light')), ...tokenColours(themes.dracula, highlightedLineBackground('dark'))];
    const short = failing(shipped).map((c) => c.types);
    expect(short).toContain('comment prolog doctype cdata');
    expect(short.some((types) => types.includes('string'))).toBe(true);
  });

  it('counts an opacity: a token drawn at 70 % of the text colour is paler than the text', () => {
    const [plainOnBlock] = tokenColours(themes.github, highlightedLineBackground('light'));
    const namespace = tokenColours(themes.github, highlightedLineBackground('light')).find((c) => c.types === 'namespace' && c.background === 'block');
    expect(namespace!.ratio).toBeLessThan(plainOnBlock.ratio);
  });
});
