import React, {useId, useState} from 'react';
import {groupDigits, PROJECT_FILE_LIMITS} from '../../../engine';
import {VersionStorageError} from '../../../store';
import {type Version} from '../../../model';
import {t, type Locale} from '../../../i18n';
import type {PalitoContextValue} from '../../hooks/context';
import {usePalitoStore} from '../../hooks/use-palito-store';
import styles from './styles.module.css';
import {VersionList} from './VersionList';

/** Why a version change was not stored, in the editor's language. */
function refusalMessage(error: VersionStorageError, locale: Locale): string {
  if (error.reason === 'count') return t(locale, 'versions.tooMany', {limit: groupDigits(PROJECT_FILE_LIMITS.versions)});
  if (error.reason === 'budget') return t(locale, 'versions.tooLarge', {size: `${PROJECT_FILE_LIMITS.versionsStorageChars / (1024 * 1024)} MB`});
  return t(locale, 'versions.storageFailed');
}

export function VersionSection({context}: {context: PalitoContextValue}): React.ReactElement {
  const {locale, api, commands} = context;
  const versions = usePalitoStore((s) => s.versions);
  const currentId = usePalitoStore((s) => s.versionId);
  const hasProject = usePalitoStore((s) => s.project !== null);
  const [name, setName] = useState('');
  const [page, setPage] = useState(0);
  const titleId = useId();
  const inputId = useId();

  const [failure, setFailure] = useState<string | null>(null);
  /** Runs a version change; when the storage refuses it, says so and keeps what was typed. */
  const attempt = (change: () => string) => {
    try {
      commands.announce(change());
      setFailure(null);
    } catch (error) {
      setFailure(error instanceof VersionStorageError ? refusalMessage(error, locale) : String(error));
    }
  };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!hasProject) return;
    attempt(() => {
      // An empty name gets Palito's default, "버전 3" / "Version 3", in the editor's language.
      const version = api.setVersion({name});
      setName('');
      setPage(0);
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
        <VersionList
          locale={locale}
          versions={versions}
          currentId={currentId}
          page={page}
          onPage={setPage}
          onRestore={restore}
          onDelete={remove}
        />
      )}
    </section>
  );
}
