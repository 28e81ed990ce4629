import React, {useId, useState} from 'react';
import {flowIdOf, VersionStorageError, xmlSafe, type Version} from '../../core';
import {t, type Locale} from '../../i18n';
import type {PalitoContextValue} from '../../react/context';
import {usePalitoStore} from '../../react/use-palito-store';
import styles from './styles.module.css';

function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'ko-KR', {dateStyle: 'medium', timeStyle: 'short'}).format(date);
  } catch {
    return date.toISOString();
  }
}

export function VersionSection({context}: {context: PalitoContextValue}): React.ReactElement {
  const {locale, api, commands} = context;
  const versions = usePalitoStore((s) => s.versions);
  const currentId = usePalitoStore((s) => s.versionId);
  const hasProject = usePalitoStore((s) => s.project !== null);
  const [name, setName] = useState('');
  const titleId = useId();
  const inputId = useId();

  const [failure, setFailure] = useState<string | null>(null);
  /** Runs a version change; when the storage refuses it, says so and keeps what was typed. */
  const attempt = (change: () => string) => {
    try {
      commands.announce(change());
      setFailure(null);
    } catch (error) {
      setFailure(error instanceof VersionStorageError ? t(locale, 'versions.storageFailed') : String(error));
    }
  };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!hasProject) return;
    attempt(() => {
      // An empty name gets Palito's default, "버전 3" / "Version 3", in the editor's language.
      const version = api.setVersion({name});
      setName('');
      return t(locale, 'versions.saved', {name: version.name});
    });
  };
  const restore = (version: Version) =>
    attempt(() => {
      api.setVersion(version.id);
      return t(locale, 'versions.restored', {name: version.name});
    });
  const remove = (version: Version) =>
    attempt(() => {
      api.deleteVersion(version.id);
      return t(locale, 'versions.deleted', {name: version.name});
    });

  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="palito-versions">
      <h3 id={titleId} className={styles.heading}>
        {t(locale, 'versions.title')}
      </h3>
      <form className={styles.versionForm} onSubmit={save}>
        <label htmlFor={inputId} className={styles.label}>
          {t(locale, 'versions.name')}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            value={name}
            maxLength={80}
            placeholder={t(locale, 'versions.placeholder')}
            disabled={!hasProject}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className={styles.primary} disabled={!hasProject}>
            {t(locale, 'versions.save')}
          </button>
        </div>
        {!hasProject && <p className={styles.muted}>{t(locale, 'versions.needProject')}</p>}
        {failure && (
          <p className={styles.error} role="alert" data-testid="palito-versions-error">
            {failure}
          </p>
        )}
      </form>
      {versions.length === 0 ? (
        hasProject && <p className={styles.muted}>{t(locale, 'versions.empty')}</p>
      ) : (
        <ul className={styles.versionList}>
          {[...versions].reverse().map((version) => {
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
                  <button type="button" className={styles.secondary} aria-label={t(locale, 'versions.restoreNamed', {name: version.name})} onClick={() => restore(version)}>
                    {t(locale, 'versions.restore')}
                  </button>
                  <button type="button" className={styles.danger} aria-label={t(locale, 'versions.deleteNamed', {name: version.name})} onClick={() => remove(version)}>
                    {t(locale, 'versions.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
