// The editor's find box (Ctrl+F, ⌘F or / inside the editor): assets found as one types, by id,
// name, IP, type, any property value, Korean initial consonants or with one letter wrong
// (palito/engine's findAssets). Arrow keys move through the results and Enter takes one: the asset
// is selected, brought into view where it is drawn as a component, and announced. A combobox in
// the ARIA pattern: the list is its listbox, the active result its aria-activedescendant.

import React, {useId, useMemo, useState} from 'react';
import {findAssets} from '../../../engine';
import {selectCurrentProject} from '../../../store';
import {t} from '../../../i18n';
import type {PalitoContextValue} from '../../hooks/context';
import {usePalitoStore} from '../../hooks/use-palito-store';
import {describeAsset, nameOf} from './describe-asset';
import styles from './styles.module.css';

/** Results listed at once: a few lines under the toolbar, the rest reached by typing more. */
const SHOWN = 8;

export function FindBox({context}: {context: PalitoContextValue}): React.ReactElement | null {
  const {locale, commands} = context;
  const project = usePalitoStore(selectCurrentProject);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const results = useMemo(() => (project && query.trim() ? findAssets(project, query, {limit: SHOWN}) : []), [project, query]);
  const nodes = useMemo(() => new Map((project?.nodes ?? []).map((n) => [n.id, n])), [project]);
  if (!project) return null;
  const expanded = open && query.trim() !== '';
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (id: string) => {
    const node = nodes.get(id);
    if (!node) return;
    commands.focusNode(id);
    commands.announce(describeAsset(node, project, locale));
    setOpen(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!results.length) return;
      setOpen(true);
      setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : results.length - 1)) % results.length);
    } else if (event.key === 'Enter') {
      if (results[active]) choose(results[active]);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
    } else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className={styles.find}>
      <input
        type="search"
        className={styles.findInput}
        role="combobox"
        aria-label={t(locale, 'find.label')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && results.length ? optionId(active) : undefined}
        placeholder={t(locale, 'find.placeholder')}
        value={query}
        data-testid="palito-find-input"
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={t(locale, 'find.results')} className={styles.findList} hidden={!expanded} data-testid="palito-find-results">
        {results.map((id, index) => {
          const node = nodes.get(id)!;
          return (
            <li
              key={id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.findOption}
              data-asset-id={id}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(id);
              }}>
              {t(locale, 'find.option', {name: node.name, id, zone: nameOf(project.zones, node.zoneId), cbs: nameOf(project.cbs, node.cbsId)})}
            </li>
          );
        })}
        {expanded && !results.length && <li className={styles.findNone}>{t(locale, 'find.none')}</li>}
      </ul>
    </div>
  );
}
