import React from 'react';
import Translate from '@docusaurus/Translate';
import {NodeStatus} from 'palito';
import styles from './styles.module.css';

const STATUSES = ['normal', 'warning', 'error', 'offline'] as const;

/** What the node status colours mean: the same badges the nodes wear. */
export default function StatusLegend({locale}: {locale: 'ko' | 'en'}): React.ReactElement {
  return (
    <div className={styles.legend} data-testid="demo-status-legend">
      <span className={styles.title}>
        <Translate id="demo.legend.status">자산 상태</Translate>
      </span>
      <ul className={styles.items}>
        {STATUSES.map((status) => (
          <li key={status}>
            <NodeStatus status={status} locale={locale} />
          </li>
        ))}
      </ul>
    </div>
  );
}
