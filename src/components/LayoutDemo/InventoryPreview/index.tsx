import React, {useMemo} from 'react';
import Papa from 'papaparse';
import Translate from '@docusaurus/Translate';
import type {Inventory} from '../inventory';
import styles from './styles.module.css';

const PREVIEW_ROWS = 6;

/** The first rows of a CSV inventory as a table, so the visitor sees what goes in. */
export default function InventoryPreview({inventory}: {inventory: Inventory}): React.ReactElement {
  const rows = useMemo(() => {
    if (typeof inventory.data !== 'string') return null;
    const text = inventory.data.replace(/^\uFEFF/, '');
    return Papa.parse<string[]>(text, {preview: PREVIEW_ROWS + 1, skipEmptyLines: true}).data;
  }, [inventory]);

  if (!rows) {
    return (
      <p className={styles.note}>
        <Translate id="demo.preview.binary" values={{name: <code>{inventory.name}</code>}}>
          {'{name}: 엑셀 파일은 표 미리 보기 없이 바로 변환합니다.'}
        </Translate>
      </p>
    );
  }
  const [header = [], ...body] = rows;
  return (
    <div className={styles.wrapper} data-testid="demo-preview">
      <table className={styles.table}>
        <caption className={styles.caption}>
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
