/**
 * A code block's inner HTML (./lines-html.ts), except while the page hydrates: then the block
 * takes the HTML the server drew, read from the page, and nothing is highlighted. (React does
 * not write an element's inner HTML when it hydrates it; it is read rather than left blank so
 * that the block is still right if React ever draws it afresh instead.) As long as the code and
 * its theme stay what the server drew with, that HTML stays, so React has nothing to update.
 * When they change (a stored dark mode arriving after hydration, the colour-mode toggle), the
 * block is highlighted and its HTML replaced.
 *
 * The tokenizer, Prism, is not part of the page's first load (./tokenizer.ts): a block that must
 * be drawn before it has arrived shows its code uncoloured, and is highlighted when it comes.
 *
 * The block's <code> carries `data-lines={id}` (a `useId()`, the same on the server and while
 * hydrating) so that its server HTML can be found.
 */
import {useEffect, useMemo, useRef, useSyncExternalStore} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {linesHtml, type LinesHtmlOptions} from './lines-html';
import {loadedTokenizer, loadTokenizer, loadTokenizerOnIntent, subscribeTokenizer} from './tokenizer';

/** What the server's HTML was drawn from; compared on every render until it no longer holds. */
interface Drawn {
  source: string;
  theme: LinesHtmlOptions['theme'];
  html: string;
}

export function useLinesHtml(id: string, options: LinesHtmlOptions): string {
  const {code, language, theme, lineClassNames, lineNumbers} = options;
  // Everything but the theme, which is compared by identity (it is the site config's object).
  const source = JSON.stringify([code, language, lineClassNames, lineNumbers ?? null]);
  // False while hydrating (and on the server), true ever after, client-side navigation included.
  const hydrated = useIsBrowser();
  const drawn = useRef<Drawn | null>(null);
  // Read on the block's first render only. `hydrated` turns true in a transition after hydration
  // (src/plugins/browser-update-in-transition), so an update can come first (a stored dark mode,
  // Prism arriving); the block's HTML is then the browser's own, not the server's.
  const firstRender = useRef(true);
  if (firstRender.current) {
    firstRender.current = false;
    const server = !hydrated && typeof window !== 'undefined' ? document.querySelector(`code[data-lines="${CSS.escape(id)}"]`) : null;
    if (server) drawn.current = {source, theme, html: server.innerHTML};
  }
  const kept = drawn.current !== null && drawn.current.source === source && drawn.current.theme === theme ? drawn.current.html : null;
  if (kept === null) drawn.current = null;
  const tokenize = useSyncExternalStore(subscribeTokenizer, loadedTokenizer, loadedTokenizer);
  useEffect(() => {
    if (kept === null && tokenize === null) void loadTokenizer();
    else loadTokenizerOnIntent();
  }, [kept, tokenize]);
  return useMemo(
    () => kept ?? linesHtml(options, tokenize ?? undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `source` stands for the options but the theme
    [kept, source, theme, tokenize],
  );
}
