import React, {type CSSProperties} from 'react';
import {selectCounts, selectCurrentVersion, selectCurrentZone} from '../../../store';
import {EDGE_KINDS, xmlSafe} from '../../../model';
import {formatDuration, t} from '../../../i18n';
import {usePalitoContext} from '../../hooks/use-palito-context';
import {usePalitoStore} from '../../hooks/use-palito-store';
import styles from './styles.module.css';

export interface FooterProps {
  className?: string;
  style?: CSSProperties;
}

/**
 * The status bar of `<Palito>`; render it as a child of `<Palito>`. It counts the assets (and
 * how many are hidden), the connections by kind (same CBS, other CBS in the zone, other zone),
 * the zones and CBS groups, and shows the current view (and zone), the current version and how
 * long the last layout took.
 *
 * @example
 * <Palito data={file}>
 *   <Footer />
 * </Palito>
 */
export function Footer({className, style}: FooterProps): React.ReactElement {
  const context = usePalitoContext('Footer');
  const {locale} = context;
  const counts = usePalitoStore(selectCounts);
  const view = usePalitoStore((s) => s.view);
  const zone = usePalitoStore(selectCurrentZone);
  const version = usePalitoStore(selectCurrentVersion);
  const lastLayout = usePalitoStore((s) => s.lastLayout);
  const colors = usePalitoStore((s) => s.graphStyle.edgeColors);
  const totalEdges = EDGE_KINDS.reduce((sum, kind) => sum + counts.edges[kind], 0);

  return (
    <footer
      className={className ? `${styles.footer} ${className}` : styles.footer}
      style={style}
      data-palito-slot="footer"
      data-testid="palito-footer"
      aria-label={t(locale, 'footer.label')}>
      <dl className={styles.stats}>
        <div className={styles.stat} data-stat="assets">
          <dt>{t(locale, 'footer.assets')}</dt>
          <dd>
            {counts.assets}
            {counts.hidden > 0 && (
              <span className={styles.detail}>
                {' '}
                ({t(locale, 'footer.hidden')} {counts.hidden})
              </span>
            )}
          </dd>
        </div>
        <div className={styles.stat} data-stat="edges">
          <dt>{t(locale, 'footer.edges')}</dt>
          <dd>
            {totalEdges}
            <span className={styles.kinds}>
              {EDGE_KINDS.map((kind) => (
                <span key={kind} className={styles.kind} data-kind={kind}>
                  <span className={styles.swatch} style={{borderTopColor: colors[kind]}} aria-hidden="true" />
                  {t(locale, `edge.${kind}`)} {counts.edges[kind]}
                </span>
              ))}
            </span>
          </dd>
        </div>
        <div className={styles.stat} data-stat="zones">
          <dt>{t(locale, 'footer.zones')}</dt>
          <dd>{counts.zones}</dd>
        </div>
        <div className={styles.stat} data-stat="cbs">
          <dt>{t(locale, 'footer.cbs')}</dt>
          <dd>{counts.cbs}</dd>
        </div>
        <div className={styles.stat} data-stat="view">
          <dt>{t(locale, 'footer.view')}</dt>
          <dd>{view === 'zone' && zone ? t(locale, 'view.zoneOf', {name: zone.name}) : t(locale, view === 'zone' ? 'view.zone' : 'view.all')}</dd>
        </div>
        <div className={styles.stat} data-stat="version">
          <dt>{t(locale, 'footer.version')}</dt>
          <dd>{version ? xmlSafe(version.name) : t(locale, 'footer.version.none')}</dd>
        </div>
        <div className={styles.stat} data-stat="layout-time">
          <dt>{t(locale, 'footer.layoutTime')}</dt>
          <dd>{lastLayout ? formatDuration(locale, lastLayout.ms) : t(locale, 'footer.notYet')}</dd>
        </div>
      </dl>
    </footer>
  );
}
