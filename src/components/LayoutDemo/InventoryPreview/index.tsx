import React, {useEffect, useId, useState} from 'react';
import Translate from '@docusaurus/Translate';
import type {Inventory} from '../inventory';
import {readPreview, type Preview} from './read-preview';
import styles from './styles.module.css';

const PREVIEW_ROWS = 6;

/** The first rows of the inventory (CSV or Excel) as a table, so the visitor sees what goes in. */
export default function InventoryPreview({inventory, locale}: {inventory: Inventory; locale: 'ko' | 'en'}): React.ReactElement {
  const [preview, setPreview] = useState<{of: Inventory; preview: Preview} | null>(null);
  const captionId = useId();

  useEffect(() => {
    let current = true;
    readPreview(inventory, PREVIEW_ROWS, locale)
      .then((result) => current && setPreview({of: inventory, preview: result}))
      .catch((error: unknown) => current && setPreview({of: inventory, preview: {kind: 'problem', message: String(error)}}));
    return () => {
      current = false;
    };
  }, [inventory, locale]);

  const name = <code>{inventory.name}</code>;
  // Until this file's preview is read, keep nothing of the previous file's.
  if (!preview || preview.of !== inventory) {
    return (
      <p className={styles.note} data-testid="demo-preview">
        <Translate id="demo.preview.reading" values={{name}}>
          {'{name} 읽는 중…'}
        </Translate>
      </p>
    );
  }
  const result = preview.preview;
  if (result.kind === 'problem') {
    return (
      <p className={styles.note} data-testid="demo-preview">
        <Translate id="demo.preview.problem" values={{name, reason: result.message}}>
          {'{name} 미리 보기를 만들 수 없습니다: {reason}'}
        </Translate>
      </p>
    );
  }
  const {header, body} = result;
  return (
    // The table scrolls sideways inside its frame: the frame takes the focus so the keyboard can
    // scroll it too, and is named by the table's caption.
    <div className={styles.wrapper} data-testid="demo-preview" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={styles.table}>
        <caption className={styles.caption} id={captionId}>
          <Translate id="demo.preview.caption" values={{name: inventory.name, count: body.length}}>
            {'{name}의 처음 {count}행'}
          </Translate>
        </caption>
        <thead>
          <tr>
            {header.map((cell, i) => (
              <th key={i} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row, r) => (
            <tr key={r}>
              {header.map((_, c) => (
                <td key={c}>{row[c] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
