import React, {useId, useRef} from 'react';
import {t, type Locale} from '../../../i18n';
import {keepTabInside, useModalDialog} from './modal-dialog';
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
  const titleId = useId();
  const introId = useId();
  useModalDialog(dialog, closeButton, open);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab') keepTabInside(event);
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
