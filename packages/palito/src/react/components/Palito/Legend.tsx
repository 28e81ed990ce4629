import React from 'react';
import {EDGE_KINDS, type EdgeKind} from '../../../model';
import {t} from '../../../i18n';
import type {PalitoContextValue} from '../../hooks/context';
import {usePalitoStore} from '../../hooks/use-palito-store';
import {ChangesLegend} from '../Changes/ChangesLegend';
import styles from './styles.module.css';

const DASHES: Record<EdgeKind, string | undefined> = {'intra-cbs': undefined, 'inter-cbs': '7 5', 'inter-zone': '1.5 5'};

/** What the three line styles mean (colours follow the graph style), what a line's width means in the overview, and the Changes view's colours while it is on. */
export function Legend({context, overview = false}: {context: PalitoContextValue; overview?: boolean}): React.ReactElement | null {
  const {locale} = context;
  const colors = usePalitoStore((s) => s.graphStyle.edgeColors);
  const hasProject = usePalitoStore((s) => s.project !== null);
  if (!hasProject) return null;
  return (
    <>
      <ul className={styles.legend} aria-label={t(locale, 'footer.edges')}>
        {EDGE_KINDS.map((kind) => (
          <li key={kind} className={styles.legendItem}>
            <svg width="28" height="8" aria-hidden="true" focusable="false">
              <line
                x1="1"
                y1="4"
                x2="27"
                y2="4"
                style={{stroke: colors[kind]}}
                strokeWidth="2"
                strokeDasharray={DASHES[kind]}
                strokeLinecap={kind === 'inter-zone' ? 'round' : undefined}
              />
            </svg>
            {t(locale, `edge.${kind}`)}
          </li>
        ))}
        {overview && (
          <li className={styles.legendItem} data-testid="palito-legend-overview">
            <svg width="28" height="8" aria-hidden="true" focusable="false">
              <line x1="1" y1="4" x2="27" y2="4" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
            </svg>
            {t(locale, 'overview.legend')}
          </li>
        )}
      </ul>
      <ChangesLegend context={context} className={styles.legend} itemClassName={styles.legendItem} />
    </>
  );
}
