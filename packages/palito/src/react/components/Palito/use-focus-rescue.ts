// Keeps the keyboard focus inside Palito when the element holding it disappears (a hidden asset,
// a view or zone switch that re-renders the canvas): the same asset if it is still drawn,
// otherwise the canvas region. Without this the focus falls to <body> and the shortcuts stop.

import {useEffect, type RefObject} from 'react';
import type {PalitoStoreApi} from '../../../store';

function cssEscape(value: string): string {
  return typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(value) : value.replace(/["\\]/g, '\\$&');
}

export function useFocusRescue(root: RefObject<HTMLElement | null>, store: PalitoStoreApi): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    let last: HTMLElement | null = null;
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      last = event.target as HTMLElement;
    };
    const check = () => {
      frame = 0;
      const active = document.activeElement;
      if (!last || last.isConnected || (active && active !== document.body)) return;
      const nodeId = last.getAttribute('data-id');
      const again = nodeId ? element.querySelector<HTMLElement>(`.react-flow__node[data-id="${cssEscape(nodeId)}"]`) : null;
      const target = again ?? element.querySelector<HTMLElement>('[data-testid="palito-canvas"]');
      target?.focus({preventScroll: true});
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(() => requestAnimationFrame(check));
    };
    element.addEventListener('focusin', onFocusIn);
    const unsubscribe = store.subscribe(schedule);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [root, store]);
}
