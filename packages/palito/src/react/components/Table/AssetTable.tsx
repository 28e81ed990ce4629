// The Table view: the assets and their links as a sortable data table, the text alternative to the
// canvas (WCAG 1.1.1) and a list for whoever wants one. It follows the diagram: the selected asset's
// row is selected (and its page shown), rows are marked as the highlight or the filter marks their
// assets, and choosing a row's asset selects it on the diagram. A hundred rows a page, so 20,000
// assets cost what a hundred do.

import React, {useEffect, useId, useMemo, useState} from 'react';
import {t} from '../../../i18n';
import {type NodeStatus, xmlSafe} from '../../../model';
import {selectCurrentProject, selectOverlayMarks} from '../../../store';
import type {PalitoContextValue} from '../../hooks/context';
import {usePalitoStore} from '../../hooks/use-palito-store';
import {typeLabelOf} from '../Node/type-label';
import {markOf, sortRows, TABLE_COLUMNS, tableRows, type TableColumn} from './table-rows';
import styles from './styles.module.css';

const PAGE_SIZE = 100;
/** Linked assets named in a row before "+N". */
const LINKS_NAMED = 3;

export function AssetTable({context}: {context: PalitoContextValue}): React.ReactElement | null {
  const {locale, store, commands} = context;
  const shownNow = usePalitoStore((s) => s.tableShown);
  const project = usePalitoStore(selectCurrentProject);
  const selection = usePalitoStore((s) => s.selection);
  const marks = usePalitoStore(selectOverlayMarks);
  const [sort, setSort] = useState<{column: TableColumn; direction: 'ascending' | 'descending'}>({column: 'name', direction: 'ascending'});
  const [page, setPage] = useState(0);
  const captionId = useId();
  const rows = useMemo(() => (project && shownNow ? tableRows(project) : []), [project, shownNow]);
  const words = useMemo(() => ({type: (type: string) => typeLabelOf(type, locale), status: (status: string) => t(locale, `status.${status as NodeStatus}`)}), [locale]);
  const sorted = useMemo(() => sortRows(rows, sort.column, sort.direction, locale, words), [rows, sort, locale, words]);
  const names = useMemo(() => new Map(rows.map((row) => [row.node.id, row.node.name])), [rows]);
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));

  // A selection made elsewhere (the diagram, the find box) brings its row's page into view.
  const selected = selection[0];
  useEffect(() => {
    const index = selected === undefined ? -1 : sorted.findIndex((row) => row.node.id === selected);
    setPage(index >= 0 ? Math.floor(index / PAGE_SIZE) : 0);
  }, [selected, sorted]);

  if (!project || !shownNow) return null;
  const first = Math.min(page, pages - 1) * PAGE_SIZE;
  const shown = sorted.slice(first, first + PAGE_SIZE);
  const sortBy = (column: TableColumn) =>
    setSort((now) => ({column, direction: now.column === column && now.direction === 'ascending' ? 'descending' : 'ascending'}));

  return (
    // nowheel, nopan: scrolling and dragging in the table are the table's, not the canvas's.
    <div className={`${styles.table} nowheel nopan nodrag`} data-testid="palito-table">
      <div className={styles.head}>
        <p id={captionId} className={styles.caption}>
          {t(locale, 'table.caption', {count: rows.length})}
        </p>
        <button type="button" className={styles.button} onClick={() => store.getState().showTable(false)} data-testid="palito-table-close">
          {t(locale, 'table.close')}
        </button>
      </div>
      <div className={styles.scroll}>
        <table aria-labelledby={captionId}>
          <thead>
            <tr>
              {TABLE_COLUMNS.map((column) => (
                <th key={column} scope="col" aria-sort={sort.column === column ? sort.direction : undefined}>
                  <button type="button" className={styles.sort} onClick={() => sortBy(column)} data-column={column}>
                    {t(locale, `table.${column}`)}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const id = row.node.id;
              const isSelected = selection.includes(id);
              return (
                <tr key={id} data-selected={isSelected || undefined} data-asset-id={id} data-mark={markOf(id, marks) || undefined}>
                  <th scope="row">
                    <button type="button" className={styles.pick} aria-pressed={isSelected} onClick={() => commands.focusNode(id)}>
                      {xmlSafe(row.node.name)}
                    </button>
                  </th>
                  <td className={styles.mono}>{xmlSafe(id)}</td>
                  <td>{typeLabelOf(row.node.type, locale)}</td>
                  <td className={styles.mono}>{row.node.ip ? xmlSafe(row.node.ip) : ''}</td>
                  <td>{xmlSafe(row.zone)}</td>
                  <td>{xmlSafe(row.cbs)}</td>
                  <td>{t(locale, `status.${row.node.status}`)}</td>
                  <td>
                    {row.links.length}
                    {row.links.length > 0 && (
                      <span className={styles.links}>
                        {' '}
                        ({row.links.slice(0, LINKS_NAMED).map((link) => xmlSafe(names.get(link) ?? link)).join(', ')}
                        {row.links.length > LINKS_NAMED ? ` +${row.links.length - LINKS_NAMED}` : ''})
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <nav className={styles.pages} aria-label={t(locale, 'table.pages')}>
        <button type="button" className={styles.button} disabled={first === 0} onClick={() => setPage(first / PAGE_SIZE - 1)}>
          {t(locale, 'table.previous')}
        </button>
        <span data-testid="palito-table-page">
          {t(locale, 'table.range', {from: shown.length ? first + 1 : 0, to: first + shown.length, total: sorted.length})}
        </span>
        <button type="button" className={styles.button} disabled={first / PAGE_SIZE >= pages - 1} onClick={() => setPage(first / PAGE_SIZE + 1)}>
          {t(locale, 'table.next')}
        </button>
      </nav>
    </div>
  );
}
