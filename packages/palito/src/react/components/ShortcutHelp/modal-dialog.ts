// A <dialog> shown as a modal while `open`: the focus goes in when it opens and back to where it
// was when it closes; Tab stays inside. Browsers without showModal() get the `open` attribute.

import type React from 'react';
import {useEffect, useRef, type RefObject} from 'react';

/** Opens and closes the dialog with `open`, focusing `first` inside it and then the opener again. */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, first: RefObject<HTMLElement | null>, open: boolean): void {
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      first.current?.focus();
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      const previous = opener.current as HTMLElement | null;
      if (previous?.isConnected) previous.focus();
    }
  }, [open]);
}

/** Keeps Tab inside (a modal <dialog> does this too; this covers browsers without showModal). */
export function keepTabInside(event: React.KeyboardEvent<HTMLElement>): void {
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button, [href], [tabindex]:not([tabindex="-1"])'));
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
