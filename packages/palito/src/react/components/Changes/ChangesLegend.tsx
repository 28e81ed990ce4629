import React from 'react';
import {t} from '../../../i18n';
import {selectShownChanges} from '../../../store';
import type {PalitoContextValue} from '../../hooks/context';
import {usePalitoStore} from '../../hooks/use-palito-store';
import {CHANGE_KINDS} from '../../../export';
import styles from './styles.module.css';

/** What the Changes view's colours mean, under the line legend while the view is on. */
export function ChangesLegend({
  context,
  className,
  itemClassName,
}: {
  context: PalitoContextValue;
  className: string;
  itemClassName: string;
}): React.ReactElement | null {
  const {locale} = context;
  const shown = usePalitoStore((s) => selectShownChanges(s) !== null);
  if (!shown) return null;
  return (
    <ul className={className} aria-label={t(locale, 'change.legend')} data-testid="palito-changes-legend">
      {CHANGE_KINDS.map((kind) => (
        <li key={kind} className={`${itemClassName} ${styles[kind]}`}>
          <span className={kind === 'removed' ? `${styles.swatch} ${styles.swatchGhost}` : styles.swatch} aria-hidden="true" />
          {t(locale, `change.${kind}`)}
        </li>
      ))}
    </ul>
  );
}
