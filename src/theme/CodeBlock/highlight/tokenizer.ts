/**
 * The tokenizer (./tokenize.ts, Prism and its languages) in the browser: a chunk of its own, not
 * part of a docs page's first load. A page that opens hydrates its code blocks from the server's
 * HTML and needs no tokenizer (./use-lines-html.ts); it is wanted only for a block drawn in the
 * browser (the next page, a new colour mode), so it is loaded when the reader shows they may go to
 * another page (a pointer or the focus on a link), or when a block first needs it, which then
 * shows its code uncoloured until it arrives. With data saver on, only the latter.
 *
 * The server render replaces this module with ./tokenizer.server.ts (src/plugins/prism-on-demand).
 */
import {saveData} from '@site/src/utils/save-data';
import type {Tokenize} from './tokenize';

let tokenizer: Tokenize | null = null;
let loading: Promise<Tokenize> | null = null;
let scheduled = false;
const listeners = new Set<() => void>();

/** The tokenizer, or null while it has not arrived. */
export function loadedTokenizer(): Tokenize | null {
  return tokenizer;
}

export function loadTokenizer(): Promise<Tokenize> {
  loading ??= import('./tokenize').then((module) => {
    tokenizer = module.tokenize;
    for (const listener of listeners) listener();
    return tokenizer;
  });
  return loading;
}

/** Calls `listener` when the tokenizer arrives (for useSyncExternalStore). */
export function subscribeTokenizer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Loads the tokenizer as soon as the reader points at, touches or tabs to a link (the next page
 * may have code blocks, drawn in the browser), unless data saver is on. Not when the page is
 * idle: evaluating Prism was a 70 ms task under Lighthouse's phone profile, blocking a page still
 * starting up.
 */
export function loadTokenizerOnIntent(): void {
  if (scheduled || loading || saveData()) return;
  scheduled = true;
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    void loadTokenizer();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, {capture: true, passive: true});
}
