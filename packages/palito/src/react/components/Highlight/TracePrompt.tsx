// "Trace to…" waiting for its other end: says which asset the trace starts from and how to pick
// the other (click it, or find it), with a button that cancels (as Esc does).

import React from 'react';
import {t} from '../../../i18n';
import {xmlSafe} from '../../../model';
import {selectNodeById, selectTracingFrom} from '../../../store';
import type {PalitoContextValue} from '../../hooks/context';
import {usePalitoStore} from '../../hooks/use-palito-store';
import styles from './styles.module.css';

export function TracePrompt({context, buttonClassName}: {context: PalitoContextValue; buttonClassName?: string}): React.ReactElement | null {
  const {locale, commands} = context;
  const from = usePalitoStore((s) => {
    const id = selectTracingFrom(s);
    return id ? (selectNodeById(s, id)?.name ?? id) : null;
  });
  if (from === null) return null;
  return (
    <div className={styles.prompt} role="group" aria-label={t(locale, 'trace.prompt.label')} data-testid="palito-trace-prompt">
      <span>{t(locale, 'trace.prompt', {name: xmlSafe(from)})}</span>
      <button type="button" className={buttonClassName} onClick={commands.cancelTrace}>
        {t(locale, 'trace.cancel')}
      </button>
    </div>
  );
}
