import React from 'react';
import clsx from 'clsx';
import type {ShownHit} from './use-search';
import styles from './styles.module.css';

/**
 * A result's text: where it is (page › section) and the snippet with the matches marked. A further
 * section of the page just above (`further`) shows its heading only, indented under the page; its
 * page's title stays in its text for screen readers, who hear each result on its own.
 */
export default function SearchHitContent({hit, further = false}: {hit: ShownHit; further?: boolean}): React.ReactElement {
  const heading = hit.heading !== hit.title;
  return (
    <>
      <span className={clsx(styles.where, further && styles.further)}>
        <span className={clsx(styles.page, further && styles.visuallyHidden)}>{hit.title}</span>
        {heading && (
          <>
            <span aria-hidden="true">{further ? '↳ ' : ' › '}</span>
            <span className={styles.section}>{hit.heading}</span>
          </>
        )}
      </span>
      <span className={clsx(styles.snippet, further && styles.further)}>
        {hit.parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>))}
      </span>
    </>
  );
}
