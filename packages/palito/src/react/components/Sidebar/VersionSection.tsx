import React, {useId} from 'react';
import {t} from '../../../i18n';
import type {PalitoContextValue} from '../../hooks/context';
import {usePalitoStore} from '../../hooks/use-palito-store';
import styles from './styles.module.css';
import {useVersionChanges} from './use-version-changes';
import {VersionList} from './VersionList';

export function VersionSection({context}: {context: PalitoContextValue}): React.ReactElement {
  const {locale} = context;
  const versions = usePalitoStore((s) => s.versions);
  const currentId = usePalitoStore((s) => s.versionId);
  const hasProject = usePalitoStore((s) => s.project !== null);
  const {name, setName, page, setPage, failure, notice, save, restore, remove} = useVersionChanges(context, hasProject);
  const titleId = useId();
  const inputId = useId();

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
        {notice && (
          <p className={styles.muted} role="status" data-testid="palito-versions-notice">
            {notice}
          </p>
        )}
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
