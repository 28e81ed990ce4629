/**
 * The landing page's demo, loaded only when it is about to be used.
 *
 * The server renders a light placeholder. In the browser, the heavy part
 * (React Flow, the engine's worker with elkjs) is fetched when the section comes
 * near the viewport or when the visitor asks for it, never with the page's
 * first load.
 */
import React, {lazy, Suspense, useEffect, useRef, useState} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

const Workbench = lazy(() => import('./Workbench'));

/** Start loading a little before the section scrolls into view. */
const PRELOAD_MARGIN = '400px';

function Placeholder({onLoad}: {onLoad?: () => void}): React.ReactElement {
  return (
    <div className={styles.placeholder} data-testid="demo-placeholder">
      <p>
        <Translate id="demo.placeholder.text">데모를 준비하는 중입니다…</Translate>
      </p>
      {onLoad && (
        <button type="button" className="button button--primary" onClick={onLoad}>
          <Translate id="demo.placeholder.load">지금 데모 불러오기</Translate>
        </button>
      )}
    </div>
  );
}

export default function LayoutDemo(): React.ReactElement {
  const anchor = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!element || wanted) return undefined;
    // Someone who followed "Try the demo" (#demo) wants it now.
    if (window.location.hash === '#demo') {
      setWanted(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setWanted(true);
      },
      {rootMargin: PRELOAD_MARGIN},
    );
    observer.observe(element);
    const onHash = () => window.location.hash === '#demo' && setWanted(true);
    window.addEventListener('hashchange', onHash);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHash);
    };
  }, [wanted]);

  return (
    <div ref={anchor} className={styles.demo}>
      {wanted ? (
        <Suspense fallback={<Placeholder />}>
          <Workbench />
        </Suspense>
      ) : (
        <Placeholder onLoad={() => setWanted(true)} />
      )}
    </div>
  );
}
