/**
 * Prism's token tree as lines of flat tokens, each with the stack of types it is nested in: what
 * the theme's CodeBlock/Line draws. A port of prism-react-renderer's normalizeTokens (MIT licence),
 * so that the site's code blocks do not load that package's bundled Prism (./prism.ts).
 */
import type {Token} from 'prism-react-renderer';

type PrismToken = string | {type: string; alias?: string | string[]; content: PrismToken | PrismToken[]};

const NEWLINE = /\r\n|\r|\n/;

/** An empty line still takes a line's height. */
function markEmpty(line: Token[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

function withType(types: string[], type: string | string[]): string[] {
  return types[types.length - 1] === type ? types : types.concat(type);
}

export function normalizeTokens(tokens: PrismToken[]): Token[][] {
  let line: Token[] = [];
  const lines: Token[][] = [line];
  const walk = (list: PrismToken[], types: string[], depth: number): void => {
    for (const token of list) {
      let tokenTypes: string[];
      let content: PrismToken | PrismToken[];
      if (typeof token === 'string') {
        tokenTypes = depth > 0 ? types : ['plain'];
        content = token;
      } else {
        tokenTypes = withType(types, token.type);
        if (token.alias) tokenTypes = withType(tokenTypes, token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        walk(Array.isArray(content) ? content : [content], tokenTypes, depth + 1);
        continue;
      }
      const parts = content.split(NEWLINE);
      line.push({types: tokenTypes, content: parts[0]});
      for (let i = 1; i < parts.length; i++) {
        markEmpty(line);
        lines.push((line = []));
        line.push({types: tokenTypes, content: parts[i]});
      }
    }
  };
  walk(tokens, [], 0);
  markEmpty(line);
  return lines;
}
