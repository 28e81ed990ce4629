import {Panel} from '@xyflow/react';
import React, {useState} from 'react';
import {formatProblem} from '../../../engine';
import {xmlSafe, type Problem} from '../../../model';
import {t, type Locale} from '../../../i18n';
import type {PalitoState} from '../../../store';
import type {PalitoContextValue} from '../../hooks/context';
import {usePalitoStore} from '../../hooks/use-palito-store';
import {describeError} from './describe-error';
import styles from './styles.module.css';

/** Progress, problems, failures and the empty state, over the canvas. */
export function StatusOverlay({context}: {context: PalitoContextValue}): React.ReactElement | null {
  const {locale} = context;
  const status = usePalitoStore((s) => s.status);
  const progress = usePalitoStore((s) => s.progress);
  const problems = usePalitoStore((s) => s.problems);
  const error = usePalitoStore((s) => s.error);
  const hasProject = usePalitoStore((s) => s.project !== null);
  const [dismissed, setDismissed] = useState<unknown>(null);

  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  const line = (problem: Problem, index: number) => (
    <li key={index} data-severity={problem.severity}>
      {xmlSafe(formatProblem(problem, locale))}
    </li>
  );
  const dismissButton = (what: unknown) => (
    <button type="button" className={styles.dismiss} onClick={() => setDismissed(what)}>
      {t(locale, 'problems.dismiss')}
    </button>
  );

  let panel: React.ReactNode = null;
  if (status === 'loading') {
    panel = progressPanel(progress, locale);
  } else if (status === 'error' && errors.length > 0 && dismissed !== problems) {
    panel = (
      <section className={`${styles.notice} ${styles.noticeError}`} role="alert" data-testid="palito-problems">
        <p className={styles.noticeTitle}>
          {t(locale, 'problems.errors')} {hasProject && t(locale, 'problems.keptPrevious')}
        </p>
        <ul className={styles.problemList}>{[...errors, ...warnings].map(line)}</ul>
        {dismissButton(problems)}
      </section>
    );
  } else if (status === 'error' && error && dismissed !== error) {
    panel = (
      <section className={`${styles.notice} ${styles.noticeError}`} role="alert" data-testid="palito-error">
        <p className={styles.noticeTitle}>{describeError(error, locale)}</p>
        {hasProject && <p>{t(locale, 'problems.keptPrevious')}</p>}
        {dismissButton(error)}
      </section>
    );
  } else if (warnings.length > 0 && dismissed !== problems) {
    panel = (
      <details className={`${styles.notice} ${styles.noticeWarning}`} data-testid="palito-warnings">
        <summary>
          {t(locale, 'problems.warnings', {count: warnings.length})}
          <span className="palito-visually-hidden"> {t(locale, 'problems.warningsHint')}</span>
        </summary>
        <p>{t(locale, 'problems.warningsHint')}</p>
        <ul className={styles.problemList}>{warnings.map(line)}</ul>
        {dismissButton(problems)}
      </details>
    );
  }

  return (
    <>
      {panel && (
        <Panel position="top-center" className={styles.statusPanel}>
          {panel}
        </Panel>
      )}
      {!hasProject && status !== 'loading' && !(status === 'error') && emptyState(locale)}
    </>
  );
}

/** Which stage of the conversion or layout runs, and how far the whole has come. */
function progressPanel(progress: PalitoState['progress'], locale: Locale): React.ReactElement {
  const overall = progress ? (progress.step - 1 + progress.fraction) / progress.steps : 0;
  const label = progress
    ? t(locale, 'progress.label', {step: progress.step, steps: progress.steps, stage: t(locale, `stage.${progress.stage}`)})
    : t(locale, 'progress.label', {step: 1, steps: 5, stage: t(locale, 'stage.read')});
  return (
    <div className={styles.progress} role="status" data-testid="palito-progress">
      <span>{label}</span>
      <progress max={1} value={overall} aria-label={label} />
    </div>
  );
}

/** Before a project is loaded: what to do first. */
function emptyState(locale: Locale): React.ReactElement {
  return (
    <div className={styles.empty} data-testid="palito-empty">
      <p className={styles.emptyTitle}>{t(locale, 'empty.title')}</p>
      <p>{t(locale, 'empty.hint')}</p>
    </div>
  );
}
