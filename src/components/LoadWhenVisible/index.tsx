/**
 * Renders a heavy, lazily imported part of a page only when it is about to be used: when it
 * comes near the viewport, when the visitor presses the placeholder's button, or when the page
 * was opened at its anchor. The server and the first load only ever see the light placeholder.
 */
import React, {Suspense, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';
import {useWantedWhenNear} from './use-wanted-when-near';

interface Props {
  /** The lazy part, e.g. `<Workbench />` with `const Workbench = lazy(() => import('./Workbench'))`. */
  children: ReactNode;
  /** Loads at once when the page's hash is `#${anchor}` (a "Try it" link). */
  anchor?: string;
  /** What the placeholder says while nothing is loaded. */
  label: ReactNode;
  testId?: string;
}

function Placeholder({label, onLoad, testId}: {label: ReactNode; onLoad?: () => void; testId?: string}): React.ReactElement {
  return (
    <div className={styles.placeholder} data-testid={testId}>
      <p>{label}</p>
      {onLoad && (
        <button type="button" className="button button--primary" onClick={onLoad}>
          <Translate id="lazy.placeholder.load">지금 불러오기</Translate>
        </button>
      )}
    </div>
  );
}

export default function LoadWhenVisible({children, anchor, label, testId}: Props): React.ReactElement {
  const {ref, wanted, want} = useWantedWhenNear<HTMLDivElement>({anchor});

  return (
    <div ref={ref} className={styles.root}>
      {wanted ? (
        <Suspense fallback={<Placeholder label={label} testId={testId} />}>{children}</Suspense>
      ) : (
        <Placeholder label={label} testId={testId} onLoad={want} />
      )}
    </div>
  );
}
