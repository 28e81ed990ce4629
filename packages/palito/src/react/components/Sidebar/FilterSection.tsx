// The sidebar's filter: statuses, asset types and the values of one property column, as check
// boxes with how many assets have each; the assets that do not pass are dimmed on the diagram
// (usePalito().setFilter). Values are counted with the edits, as the filter reads them.

import React, {useId, useMemo, useState} from 'react';
import {NODE_STATUSES} from '../../../engine';
import {t} from '../../../i18n';
import {type AssetFilter, type Project, xmlSafe} from '../../../model';
import {selectCurrentProject, selectFilterMatches} from '../../../store';
import type {PalitoContextValue} from '../../hooks/context';
import {usePalitoStore} from '../../hooks/use-palito-store';
import {typeLabelOf} from '../Node/type-label';
import styles from './styles.module.css';

/** Values of a property column offered at once: the most common ones. */
const VALUES_SHOWN = 30;
const NO_FILTER: AssetFilter = {statuses: [], types: [], properties: {}};

export function FilterSection({context}: {context: PalitoContextValue}): React.ReactElement | null {
  const {locale, api} = context;
  const project = usePalitoStore(selectCurrentProject);
  const filter = usePalitoStore((s) => s.filter) ?? NO_FILTER;
  const kept = usePalitoStore(selectFilterMatches);
  const counts = useMemo(() => countsOf(project), [project]);
  const [column, setColumn] = useState('');
  const titleId = useId();
  if (!project) return null;
  const shownColumn = column || Object.keys(filter.properties)[0] || '';

  const toggle = (list: readonly string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
  const apply = (next: Partial<AssetFilter>) => api.setFilter({...filter, ...next});
  const values = counts.properties.get(shownColumn);

  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="palito-filter">
      <h3 id={titleId} className={styles.heading}>
        {t(locale, 'filter.title')}
      </h3>
      <Choices legend={t(locale, 'filter.status')} entries={NODE_STATUSES.map((s) => [s, t(locale, `status.${s}`), counts.statuses.get(s) ?? 0])} chosen={filter.statuses} onToggle={(s) => apply({statuses: toggle(filter.statuses, s) as AssetFilter['statuses']})} />
      <Choices legend={t(locale, 'filter.type')} entries={[...counts.types].map(([type, n]) => [type, typeLabelOf(type, locale), n])} chosen={filter.types} onToggle={(type) => apply({types: toggle(filter.types, type)})} />
      {counts.properties.size > 0 && (
        <>
          <label className={styles.subheading}>
            {t(locale, 'filter.property')}{' '}
            <select className={styles.input} value={shownColumn} onChange={(event) => setColumn(event.target.value)} data-testid="palito-filter-column">
              <option value="">{t(locale, 'filter.pickColumn')}</option>
              {[...counts.properties.keys()].map((key) => (
                <option key={key} value={key}>
                  {xmlSafe(key)}
                </option>
              ))}
            </select>
          </label>
          {values && (
            <Choices
              legend={xmlSafe(shownColumn)}
              entries={[...values].slice(0, VALUES_SHOWN).map(([value, n]) => [value, xmlSafe(value), n])}
              chosen={filter.properties[shownColumn] ?? []}
              onToggle={(value) => apply({properties: {...filter.properties, [shownColumn]: toggle(filter.properties[shownColumn] ?? [], value)}})}
            />
          )}
        </>
      )}
      {kept && (
        <p className={styles.muted} data-testid="palito-filter-summary" data-kept={kept.size}>
          {t(locale, 'filter.summary', {kept: kept.size, total: project.nodes.length})}{' '}
          <button type="button" className={styles.linkButton} onClick={() => api.setFilter(null)}>
            {t(locale, 'filter.clear')}
          </button>
        </p>
      )}
    </section>
  );
}

function Choices({legend, entries, chosen, onToggle}: {legend: string; entries: [string, string, number][]; chosen: readonly string[]; onToggle: (value: string) => void}) {
  if (!entries.length) return null;
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.subheading}>{legend}</legend>
      {entries.map(([value, label, count]) => (
        <label key={value} className={styles.choice}>
          <input type="checkbox" checked={chosen.includes(value)} onChange={() => onToggle(value)} data-filter-value={value} />
          {label} <span className={styles.count}>{count}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** How many assets have each status, type and property value, most common first. */
function countsOf(project: Project | null) {
  const statuses = new Map<string, number>();
  const types = new Map<string, number>();
  const properties = new Map<string, Map<string, number>>();
  for (const node of project?.nodes ?? []) {
    statuses.set(node.status, (statuses.get(node.status) ?? 0) + 1);
    types.set(node.type, (types.get(node.type) ?? 0) + 1);
    for (const key in node.properties) {
      const value = node.properties[key];
      if (!value) continue;
      let column = properties.get(key);
      if (!column) properties.set(key, (column = new Map()));
      column.set(value, (column.get(value) ?? 0) + 1);
    }
  }
  const byCount = (map: Map<string, number>) => new Map([...map].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)));
  return {statuses, types: byCount(types), properties: new Map([...properties].map(([key, column]) => [key, byCount(column)]))};
}
