import React from 'react';
import type {ShownHit} from './use-search';
import styles from './styles.module.css';

/** A result's text: where it is (page › section) and the snippet with the matches marked. */
export default function SearchHitContent({hit}: {hit: ShownHit}): React.ReactElement {
  return (
    <>
      <span className={styles.where}>
        <span className={styles.page}>{hit.title}</span>
        {hit.heading !== hit.title && (
          <>
            <span aria-hidden="true"> › </span>
            <span className={styles.section}>{hit.heading}</span>
          </>
        )}
      </span>
      <span className={styles.snippet}>
        {hit.parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>))}
      </span>
    </>
  );
}
