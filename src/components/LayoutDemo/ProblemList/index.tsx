import React from 'react';
import Translate from '@docusaurus/Translate';
import {formatProblem} from '../../../topology/messages/format-problem';
import type {Problem} from '../../../topology/model/problem';
import styles from './styles.module.css';

interface Props {
  problems: readonly Problem[];
  locale: 'ko' | 'en';
}

/** The engine's problems in the reader's language: errors first, each with its row and column. */
export default function ProblemList({problems, locale}: Props): React.ReactElement | null {
  if (problems.length === 0) return null;
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  return (
    <div className={styles.problems} data-testid="demo-problems">
      {errors.length > 0 && (
        <div role="alert" className={`${styles.block} ${styles.error}`}>
          <strong>
            <Translate id="demo.problems.errors" values={{count: errors.length}}>
              {'오류 {count}건 때문에 구성도를 그리지 않았습니다. 파일을 고친 뒤 다시 올려 주세요.'}
            </Translate>
          </strong>
          <ul>
            {errors.map((p, i) => (
              <li key={i}>{formatProblem(p, locale)}</li>
            ))}
          </ul>
        </div>
      )}
      {warnings.length > 0 && (
        <details className={`${styles.block} ${styles.warning}`} open={errors.length === 0}>
          <summary>
            <Translate id="demo.problems.warnings" values={{count: warnings.length}}>
              {'경고 {count}건: 구성도는 그렸지만 확인이 필요합니다.'}
            </Translate>
          </summary>
          <ul>
            {warnings.map((p, i) => (
              <li key={i}>{formatProblem(p, locale)}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
