import React, {useContext} from 'react';
import type {NodeStatus as NodeStatusValue} from '../../../model';
import {isNodeStatus} from '../../../engine';
import {t, type Locale} from '../../../i18n';
import {PalitoContext} from '../../hooks/context';
import styles from './styles.module.css';


export interface NodeStatusProps {
  /** `'normal'`, `'warning'`, `'error'` or `'offline'`; anything else is shown as normal. */
  status: NodeStatusValue;
  /** Label language. Inside `<Palito>` it defaults to Palito's `locale`, elsewhere to `'ko'`. */
  locale?: Locale;
  className?: string;
}

/**
 * An asset's status as a badge: a coloured mark AND a text label (정상 / 경고 / 장애 / 오프라인,
 * or Normal / Warning / Error / Offline), so it reads without colour too. The colours are the
 * theme's `--palito-status-*` tokens.
 *
 * @example
 * <NodeStatus status="error" locale="en" />
 */
export function NodeStatus({status, locale, className}: NodeStatusProps): React.ReactElement {
  const context = useContext(PalitoContext);
  const language = locale ?? context?.locale ?? 'ko';
  const value = isNodeStatus(status) ? status : 'normal';
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge} data-status={value}>
      <span className={styles.mark} aria-hidden="true" />
      {t(language, `status.${value}`)}
    </span>
  );
}
