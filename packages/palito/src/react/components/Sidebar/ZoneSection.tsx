import React, {useId, useMemo} from 'react';
import {selectCurrentProject} from '../../../store';
import {flowIdOf, xmlSafe} from '../../../model';
import {t} from '../../../i18n';
import type {PalitoContextValue} from '../../hooks/context';
import {usePalitoStore} from '../../hooks/use-palito-store';
import styles from './styles.module.css';

export function ZoneSection({context}: {context: PalitoContextValue}): React.ReactElement {
  const {locale, commands} = context;
  const project = usePalitoStore(selectCurrentProject);
  const view = usePalitoStore((s) => s.view);
  const zoneId = usePalitoStore((s) => s.zoneId);
  const titleId = useId();

  const counts = useMemo(() => {
    const byCbs = new Map<string, number>();
    const byZone = new Map<string, number>();
    for (const node of project?.nodes ?? []) {
      byCbs.set(node.cbsId, (byCbs.get(node.cbsId) ?? 0) + 1);
      byZone.set(node.zoneId, (byZone.get(node.zoneId) ?? 0) + 1);
    }
    return {byCbs, byZone};
  }, [project]);
  const cbsById = useMemo(() => new Map((project?.cbs ?? []).map((c) => [c.id, c])), [project]);

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.heading}>
        {t(locale, 'sidebar.zones')}
      </h3>
      {!project ? (
        <p className={styles.muted}>{t(locale, 'sidebar.zones.empty')}</p>
      ) : (
        <ul className={styles.zoneList}>
          {project.zones.map((zone) => {
            const current = zone.id === zoneId;
            const name = xmlSafe(zone.name);
            return (
              <li key={zone.id}>
                <button
                  type="button"
                  className={styles.zoneButton}
                  aria-current={current ? (view === 'zone' ? 'page' : 'true') : undefined}
                  aria-label={`${name}, ${t(locale, 'sidebar.count', {count: counts.byZone.get(zone.id) ?? 0})}. ${t(locale, 'sidebar.zone.open', {name})}`}
                  data-sidebar-zone-id={flowIdOf(zone.id)}
                  onClick={() => commands.setView('zone', zone.id)}>
                  <span className={styles.zoneName}>{name}</span>
                  <span className={styles.count}>{counts.byZone.get(zone.id) ?? 0}</span>
                </button>
                <ul className={styles.cbsList}>
                  {zone.cbsIds.map((id) => (
                    <li key={id} className={styles.cbsItem}>
                      <span className={styles.cbsName}>{xmlSafe(cbsById.get(id)?.name ?? id)}</span>
                      <span className={styles.count}>{t(locale, 'sidebar.count', {count: counts.byCbs.get(id) ?? 0})}</span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
