/**
 * A code block's code as lines of tokens, with the site's Prism (./prism.ts). This module and
 * Prism with it are a chunk of their own in the browser, loaded when the reader points at a link
 * or when a block first needs highlighting (./tokenizer.ts); the server render has it at hand
 * (./tokenizer.server.ts).
 */
import type {Token} from 'prism-react-renderer';
import Prism from './prism';
import {normalizeTokens} from './normalize-tokens';

export type Tokenize = (code: string, language: string) => Token[][];

export const tokenize: Tokenize = (code, language) => {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as unknown[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens as Parameters<typeof normalizeTokens>[0]);
};
