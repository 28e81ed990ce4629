import React, {useEffect, useId, useRef} from 'react';
import {t, type Locale} from '../../../i18n';
import {ShortcutTable} from './ShortcutTable';
import styles from './styles.module.css';

export interface ShortcutHelpProps {
  open: boolean;
  onClose: () => void;
  locale: Locale;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The list of keyboard shortcuts, in a modal <dialog>: the rest of the page is inert while it is
 * open, Tab stays inside it, Escape closes it, and the focus returns to where it was.
 */
export function ShortcutHelp({open, onClose, locale}: ShortcutHelpProps): React.ReactElement {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const introId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      closeButton.current?.focus();
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      const previous = opener.current as HTMLElement | null;
      if (previous?.isConnected) previous.focus();
    }
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // Keep Tab inside (a modal <dialog> does this too; this covers browsers without showModal).
    const focusable = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('button, [href], [tabindex]:not([tabindex="-1"])'),
    );
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
  };

  const mod = isMac() ? '⌘' : 'Ctrl';
  return (
    <dialog
      ref={dialog}
      // Implicit on <dialog>; spelled out for tools and selectors that read the attribute.
      role="dialog"
      aria-modal="true"
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={introId}
      data-testid="palito-shortcut-help"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}>
      <div className={styles.content}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t(locale, 'shortcuts.title')}
          </h2>
          <button ref={closeButton} type="button" className={styles.close} onClick={onClose}>
            {t(locale, 'shortcuts.close')}
          </button>
        </header>
        <p id={introId} className={styles.intro}>
          {t(locale, 'shortcuts.intro')}
        </p>
        <ShortcutTable locale={locale} mod={mod} className={styles.table} kbdClassName={styles.kbd} orClassName={styles.or} />
      </div>
    </dialog>
  );
}
