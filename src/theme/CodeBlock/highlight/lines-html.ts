/**
 * A code block's lines as HTML: the markup the theme's CodeBlock/Line and Line/Token components
 * draw from prism-react-renderer's render props (a `div.token-line` per line, a `span.token` per
 * token with the theme's inline colours, a `<br>` at the end of each line), written as one string.
 *
 * The block's <code> takes it as its inner HTML (../Content), so React keeps one element per block
 * instead of one per line and token: on a docs page that is a thousand or more fewer elements to
 * hydrate, and the highlighting need not run at all while the page hydrates (the server's HTML is
 * kept). The tokenizer is passed in, as the browser loads it on demand (./tokenizer.ts).
 * tests/unit/site/code-highlighting.test.ts checks the string against what the theme's
 * components draw with prism-react-renderer, for every fence of both locales.
 */
import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';
import {normalizeTokens} from './normalize-tokens';
import type {Tokenize} from './tokenize';
import {styleDictionary, tokenStyle} from './style-dictionary';

/** Class names of the theme's Line CSS module, for numbered lines. */
export interface LineNumberClasses {
  codeLine: string;
  codeLineNumber: string;
  codeLineContent: string;
}

export interface LinesHtmlOptions {
  code: string;
  language: string;
  theme: PrismTheme;
  /** Extra classes by line index (highlighted lines, from magic comments or the metastring). */
  lineClassNames: Record<number, string[]>;
  /** Set when the block shows line numbers. */
  lineNumbers?: LineNumberClasses;
}

/** Every line as one plain token: how a block is drawn before the tokenizer has arrived. */
const plainTokens: Tokenize = (code) => normalizeTokens([code]);

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;'};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** A React style object as a style attribute (Prism themes hold colours and keywords only). */
function styleAttribute(style: CSSProperties | undefined): string {
  if (!style) return '';
  const declarations = Object.entries(style)
    .filter(([, value]) => value != null && value !== '')
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value)}`);
  return declarations.length ? ` style="${escapeHtml(declarations.join(';'))}"` : '';
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The lines of `code`, tokenized by `tokenize` (./tokenize.ts), or uncoloured without it. */
export function linesHtml({code, language: anyCase, theme, lineClassNames, lineNumbers}: LinesHtmlOptions, tokenize: Tokenize = plainTokens): string {
  const language = anyCase.toLowerCase();
  const styles = styleDictionary(theme, language);
  const lineStyle = styleAttribute(styles.plain);
  return tokenize(code, language)
    .map((tokens, i) => {
      // As the theme's Line does: a line holding only its line break draws empty (the <br> is its break).
      const line = tokens.length === 1 && tokens[0].content === '\n' ? [{...tokens[0], content: ''}] : tokens;
      const spans = line
        .map(({types, content, empty}) => `<span class="${escapeHtml(classes('token', ...types))}"${styleAttribute(tokenStyle(styles, types, empty))}>${escapeHtml(content)}</span>`)
        .join('');
      const lineClass = classes('token-line', ...(lineClassNames[i] ?? []), lineNumbers?.codeLine);
      const inner = lineNumbers
        ? `<span class="${lineNumbers.codeLineNumber}"></span><span class="${lineNumbers.codeLineContent}">${spans}</span>`
        : spans;
      return `<div class="${escapeHtml(lineClass)}"${lineStyle}>${inner}<br/></div>`;
    })
    .join('');
}
