import React, {forwardRef, useEffect, useImperativeHandle, useRef, useState} from 'react';
import styles from './styles.module.css';

export interface AnnouncerHandle {
  say(message: string): void;
}

const SHOWN_MS = 3000;

/**
 * A polite live region that is also shown for a moment, so sighted users get the confirmation too.
 * forwardRef, not `ref` as a prop: React 18 does not pass `ref` to function components.
 */
export const Announcer = forwardRef<AnnouncerHandle>(function Announcer(_props, ref): React.ReactElement {
  const [message, setMessage] = useState('');
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useImperativeHandle(ref, () => ({
    say(next: string) {
      // Re-announce the same sentence: clear it first, then set it on the next frame.
      setMessage('');
      requestAnimationFrame(() => setMessage(next));
      setVisible(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setVisible(false), SHOWN_MS);
    },
  }));

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div className={visible && message ? `${styles.toast} ${styles.toastVisible}` : styles.toast} role="status" aria-live="polite" data-testid="palito-announcer">
      {message}
    </div>
  );
});
