/**
 * ./tokenizer.ts for the server render (src/plugins/prism-on-demand points the server bundle here):
 * the page's HTML carries its code blocks highlighted, so the tokenizer is there from the start.
 */
import {tokenize, type Tokenize} from './tokenize';

export const loadedTokenizer = (): Tokenize | null => tokenize;
export const loadTokenizer = (): Promise<Tokenize> => Promise.resolve(tokenize);
export const subscribeTokenizer = (): (() => void) => () => {};
export const loadTokenizerOnIntent = (): void => {};
