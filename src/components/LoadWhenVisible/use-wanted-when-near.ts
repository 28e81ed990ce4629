/**
 * Whether a heavy part of a page is wanted yet: once it comes near the viewport, or when the page
 * was opened at its anchor, or when `want()` is called (a button). Shared by <LoadWhenVisible>
 * (the landing demo, the API key playground) and the docs' live code blocks.
 */
import {useEffect, useRef, useState, type RefObject} from 'react';

/** Start a little before the part scrolls into view. */
const PRELOAD_MARGIN = '400px';

export interface WantedWhenNearOptions {
  /** Wanted at once when the page's hash is `#${anchor}` (a "Try it" link). */
  anchor?: string;
  /**
   * Only once the reader has scrolled: a part already on screen when the page opens then waits
   * for `want()` instead of starting while the page loads (the docs' live examples: a page that
   * opens on one stays light, and its reader presses Run).
   */
  afterScroll?: boolean;
}

export function useWantedWhenNear<T extends Element>({anchor, afterScroll = false}: WantedWhenNearOptions = {}): {
  ref: RefObject<T | null>;
  wanted: boolean;
  want: () => void;
} {
  const ref = useRef<T>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || wanted) return undefined;
    const atAnchor = () => anchor !== undefined && window.location.hash === `#${anchor}`;
    if (atAnchor()) {
      setWanted(true);
      return undefined;
    }
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      window.removeEventListener('scroll', observe);
      observer ??= new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setWanted(true), {
        rootMargin: PRELOAD_MARGIN,
      });
      observer.observe(element);
    };
    if (afterScroll) window.addEventListener('scroll', observe, {passive: true});
    else observe();
    const onHash = () => atAnchor() && setWanted(true);
    window.addEventListener('hashchange', onHash);
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', observe);
      window.removeEventListener('hashchange', onHash);
    };
  }, [wanted, anchor, afterScroll]);

  return {ref, wanted, want: () => setWanted(true)};
}
