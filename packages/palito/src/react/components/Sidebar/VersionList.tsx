import React from 'react';
import {groupDigits} from '../../../engine';
import {flowIdOf, xmlSafe, type Version} from '../../../model';
import {t, type Locale} from '../../../i18n';
import styles from './styles.module.css';

/**
 * Versions per page. A project may hold up to PROJECT_FILE_LIMITS.versions (an opened file more,
 * for the session), each with two buttons: drawing them all at once was a main-thread task of
 * seconds, so the list shows one page, newest first.
 */
export const VERSIONS_PER_PAGE = 20;

/** One formatter per locale: making one takes about a millisecond, and a page of the list formats twenty dates. */
const dateFormats = new Map<Locale, Intl.DateTimeFormat | null>();

function dateFormat(locale: Locale): Intl.DateTimeFormat | null {
  if (!dateFormats.has(locale)) {
    try {
      dateFormats.set(locale, new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'ko-KR', {dateStyle: 'medium', timeStyle: 'short'}));
    } catch {
      dateFormats.set(locale, null);
    }
  }
  return dateFormats.get(locale)!;
}

function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale)?.format(date) ?? date.toISOString();
}

export interface VersionListProps {
  locale: Locale;
  /** Oldest first, as the store keeps them. */
  versions: readonly Version[];
  currentId: string | null;
  /** The page shown, 0 for the newest; past the last page shows the last. */
  page: number;
  onPage(page: number): void;
  onRestore(version: Version): void;
  onDelete(version: Version): void;
}

/** One page of the saved versions, newest first, with the way to the newer and older pages. */
export function VersionList({locale, versions, currentId, page, onPage, onRestore, onDelete}: VersionListProps): React.ReactElement {
  const pages = Math.max(1, Math.ceil(versions.length / VERSIONS_PER_PAGE));
  const shown = Math.min(Math.max(0, page), pages - 1);
  // Newest first: page 0 ends at the end of the list.
  const end = versions.length - shown * VERSIONS_PER_PAGE;
  const start = Math.max(0, end - VERSIONS_PER_PAGE);
  const pageVersions = versions.slice(start, end).reverse();
  return (
    <>
      <ul className={styles.versionList}>
        {pageVersions.map((version) => {
          const current = version.id === currentId;
          return (
            <li key={version.id} className={styles.version} aria-current={current ? 'true' : undefined} data-version-id={flowIdOf(version.id)}>
              <div className={styles.versionInfo}>
                <span className={styles.versionName}>{xmlSafe(version.name)}</span>
                {current && <span className={styles.currentBadge}>{t(locale, 'versions.current')}</span>}
                <time className={styles.muted} dateTime={version.createdAt}>
                  {formatDate(version.createdAt, locale)}
                </time>
              </div>
              <div className={styles.versionActions}>
                <button type="button" className={styles.secondary} aria-label={t(locale, 'versions.restoreNamed', {name: version.name})} onClick={() => onRestore(version)}>
                  {t(locale, 'versions.restore')}
                </button>
                <button type="button" className={styles.danger} aria-label={t(locale, 'versions.deleteNamed', {name: version.name})} onClick={() => onDelete(version)}>
                  {t(locale, 'versions.delete')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <nav className={styles.versionPages} aria-label={t(locale, 'versions.pages')} data-testid="palito-version-pages">
          <button type="button" className={styles.secondary} disabled={shown === 0} onClick={() => onPage(shown - 1)}>
            {t(locale, 'versions.newer')}
          </button>
          <span className={styles.muted} aria-live="polite">
            {t(locale, 'versions.range', {
              from: groupDigits(shown * VERSIONS_PER_PAGE + 1),
              to: groupDigits(shown * VERSIONS_PER_PAGE + pageVersions.length),
              total: groupDigits(versions.length),
            })}
          </span>
          <button type="button" className={styles.secondary} disabled={shown === pages - 1} onClick={() => onPage(shown + 1)}>
            {t(locale, 'versions.older')}
          </button>
        </nav>
      )}
    </>
  );
}
