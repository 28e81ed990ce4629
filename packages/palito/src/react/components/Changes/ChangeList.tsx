// The sidebar's list of what the last inventory update changed: counts per kind, then the assets
// grouped by zone (each one selects and centres its asset; a removed one is only named, its ghost
// is on the diagram), then the links. A filter narrows it by name, id, kind, field or zone.

import React, {useId, useMemo, useState} from 'react';
import {listAt} from '../../../engine';
import {type AssetChange, changeLines, type ChangeKind, kindsOf} from '../../../export';
import {t, type Locale} from '../../../i18n';
import {type Project, xmlSafe} from '../../../model';
import {selectCurrentProject, selectInventoryChanges, type InventoryChanges} from '../../../store';
import type {PalitoContextValue} from '../../hooks/context';
import {usePalitoStore} from '../../hooks/use-palito-store';
import own from './styles.module.css';

/** The sidebar's classes (its CSS module), so the list reads as one of its sections: section, heading, subheading, muted, input. */
export type SidebarClasses = Readonly<Record<string, string>>;

interface Entry {
  id: string;
  name: string;
  kinds: ChangeKind[];
  lines: string[];
  /** Whether it is drawn now (a removed asset is not: only its ghost). */
  live: boolean;
  /** Lower-case text the filter searches. */
  text: string;
}

interface ZoneGroup {
  zoneId: string;
  name: string;
  entries: Entry[];
}

export function ChangeList({context, styles}: {context: PalitoContextValue; styles: SidebarClasses}): React.ReactElement | null {
  const {locale, commands} = context;
  const changes = usePalitoStore(selectInventoryChanges);
  const project = usePalitoStore(selectCurrentProject);
  const [filter, setFilter] = useState('');
  const titleId = useId();
  const groups = useMemo(() => (changes && project ? zoneGroups(changes, project, locale) : []), [changes, project, locale]);
  const links = useMemo(() => (changes && project ? linkEntries(changes, project, locale) : []), [changes, project, locale]);
  if (!changes || !project) return null;

  const needle = filter.trim().toLowerCase();
  const matches = (entry: Entry) => needle === '' || entry.text.includes(needle);
  const shownGroups = groups.map((group) => ({...group, entries: group.entries.filter(matches)})).filter((group) => group.entries.length > 0);
  const shownLinks = links.filter(matches);
  const counts = countsOf(changes);
  const nothing = Object.values(counts).every((n) => n === 0);

  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="palito-change-list">
      <h3 id={titleId} className={styles.heading}>
        {t(locale, 'change.list')}
      </h3>
      <ul className={own.counts} data-testid="palito-change-counts">
        {(Object.keys(counts) as (keyof typeof counts)[]).map((key) => (
          <li key={key} data-count={key}>
            {t(locale, key === 'linksAdded' ? 'change.linksAdded' : key === 'linksRemoved' ? 'change.linksRemoved' : `change.${key}`)}{' '}
            <strong>{counts[key]}</strong>
          </li>
        ))}
      </ul>
      {nothing ? (
        <p className={styles.muted}>{t(locale, 'change.none')}</p>
      ) : (
        <>
          <input
            type="search"
            className={styles.input}
            value={filter}
            aria-label={t(locale, 'change.filter')}
            placeholder={t(locale, 'change.filter')}
            onChange={(event) => setFilter(event.target.value)}
          />
          {shownGroups.length === 0 && shownLinks.length === 0 && <p className={styles.muted}>{t(locale, 'change.noMatch')}</p>}
          {shownGroups.map((group) => (
            <div key={group.zoneId}>
              <h4 className={styles.subheading}>{group.name}</h4>
              <ul className={own.list}>
                {group.entries.map((entry) => (
                  <EntryItem key={entry.id} entry={entry} locale={locale} onPick={entry.live ? () => commands.focusNode(entry.id) : undefined} />
                ))}
              </ul>
            </div>
          ))}
          {shownLinks.length > 0 && (
            <div>
              <h4 className={styles.subheading}>{t(locale, 'change.links')}</h4>
              <ul className={own.list}>
                {shownLinks.map((entry) => (
                  <EntryItem key={entry.id} entry={entry} locale={locale} />
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function EntryItem({entry, locale, onPick}: {entry: Entry; locale: Locale; onPick?: () => void}): React.ReactElement {
  const kindText = entry.kinds.map((kind) => t(locale, `change.${kind}`)).join(', ');
  const body = (
    <>
      <span>{entry.name}</span> <span className={`${own.kindWord} ${own[entry.kinds[0]]}`}>{kindText}</span>
      {entry.lines.map((line) => (
        <span key={line} className={own.detail}>
          {line}
        </span>
      ))}
    </>
  );
  return (
    <li className={own.entry} data-change-entry={entry.kinds.join(' ')}>
      {onPick ? (
        <button type="button" onClick={onPick} title={t(locale, 'sidebar.analysis.select', {name: entry.name})}>
          {body}
        </button>
      ) : (
        <div>{body}</div>
      )}
    </li>
  );
}

function countsOf(changes: InventoryChanges) {
  const {assets, links} = changes.diff;
  return {
    added: assets.added.length,
    removed: assets.removed.length,
    changed: assets.changed.length,
    moved: assets.moved.length,
    linksAdded: links.added.length,
    linksRemoved: links.removed.length,
  };
}

/** Detail lines beyond the kind itself: where it moved from, each field. */
function detailLines(change: AssetChange, locale: Locale): string[] {
  const lines = changeLines(change, locale);
  return change.added ? lines.slice(1) : lines;
}

function zoneGroups(changes: InventoryChanges, project: Project, locale: Locale): ZoneGroup[] {
  const nodes = new Map(project.nodes.map((node) => [node.id, node]));
  const previousNodes = new Map(changes.previous.nodes.map((node) => [node.id, node]));
  const zoneNames = new Map([...changes.previous.zones, ...project.zones].map((zone) => [zone.id, xmlSafe(zone.name)]));
  const groups = new Map<string, Entry[]>();
  const add = (zoneId: string, entry: Entry) => listAt(groups, zoneId).push(entry);
  const textOf = (parts: string[]) => parts.join(' ').toLowerCase();
  for (const change of changes.assets.values()) {
    const node = nodes.get(change.id);
    const kinds = kindsOf(change);
    if (!node || kinds.length === 0) continue;
    const name = xmlSafe(node.name);
    const lines = detailLines(change, locale);
    const kindWords = kinds.map((kind) => t(locale, `change.${kind}`));
    add(node.zoneId, {
      id: change.id,
      name,
      kinds,
      lines,
      live: true,
      text: textOf([name, change.id, ...kindWords, ...lines, zoneNames.get(node.zoneId) ?? '']),
    });
  }
  for (const id of changes.diff.assets.removed) {
    const node = previousNodes.get(id);
    if (!node) continue;
    const name = xmlSafe(node.name);
    add(node.zoneId, {
      id,
      name,
      kinds: ['removed'],
      lines: [],
      live: false,
      text: textOf([name, id, t(locale, 'change.removed'), zoneNames.get(node.zoneId) ?? '']),
    });
  }
  const order = [...project.zones.map((zone) => zone.id), ...changes.previous.zones.map((zone) => zone.id)];
  return [...new Set(order)]
    .filter((zoneId) => groups.has(zoneId))
    .map((zoneId) => ({
      zoneId,
      name: zoneNames.get(zoneId) ?? zoneId,
      entries: groups.get(zoneId)!.sort((a, b) => a.name.localeCompare(b.name)),
    }));
}

function linkEntries(changes: InventoryChanges, project: Project, locale: Locale): Entry[] {
  const names = new Map([...changes.previous.nodes, ...project.nodes].map((node) => [node.id, xmlSafe(node.name)]));
  const entries: Entry[] = [];
  for (const [kind, pairs] of [
    ['added', changes.diff.links.added],
    ['removed', changes.diff.links.removed],
  ] as const) {
    for (const [a, b] of pairs) {
      const name = t(locale, 'change.link', {
        from: names.get(a) ?? a,
        to: names.get(b) ?? b,
      });
      const kindWord = t(locale, `change.${kind}`);
      entries.push({
        id: `${kind} ${JSON.stringify([a, b])}`,
        name,
        kinds: [kind],
        lines: [],
        live: false,
        text: `${name} ${a} ${b} ${kindWord}`.toLowerCase(),
      });
    }
  }
  return entries;
}
