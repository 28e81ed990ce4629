/**
 * The tokenizer (./tokenize.ts, Prism and its languages) in the browser: a chunk of its own, not
 * part of a docs page's first load. A page that opens hydrates its code blocks from the server's
 * HTML and needs no tokenizer (./use-lines-html.ts); it is wanted only for a block drawn in the
 * browser (the next page, a new colour mode), so it is loaded once the page is idle, or, for a
 * reader with data saver on, when a block first needs it, which then shows its code uncoloured
 * until it arrives.
 *
 * The server render replaces this module with ./tokenizer.server.ts (src/plugins/prism-on-demand).
 */
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

const saveData = () => Boolean((navigator as {connection?: {saveData?: boolean}}).connection?.saveData);

/** Loads the tokenizer once the page is idle, unless the reader has data saver on. */
export function loadTokenizerWhenIdle(): void {
  if (scheduled || loading || saveData()) return;
  scheduled = true;
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
  whenIdle(() => void loadTokenizer());
}
