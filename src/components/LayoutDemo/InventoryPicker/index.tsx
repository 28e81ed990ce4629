import React, {useRef, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ACCEPTED_FILES, readFile, type Inventory} from '../inventory';
import {tooLargeMessage} from '../too-large';
import styles from './styles.module.css';

interface Props {
  onPick: (inventory: Inventory) => void;
  onRefuse: (message: string) => void;
  /** True while a file is being read, then false: Apply waits for it rather than apply the previous file. */
  onReading?: (reading: boolean) => void;
  disabled?: boolean;
}

/** A file input and a drop zone for CSV/XLSX, plus links to download the samples. */
export default function InventoryPicker({onPick, onRefuse, onReading, disabled}: Props): React.ReactElement {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const sampleKo = useBaseUrl('/samples/assets-sample.ko.csv');
  const sampleEn = useBaseUrl('/samples/assets-sample.csv');

  async function take(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    const tooLarge = tooLargeMessage(file);
    if (tooLarge) {
      onRefuse(tooLarge);
      return;
    }
    onReading?.(true);
    try {
      onPick(await readFile(file));
    } catch (error) {
      onRefuse(
        translate({id: 'demo.picker.unreadable', message: '{name} 파일을 읽지 못했습니다: {reason}'}, {name: file.name, reason: String(error)}),
      );
    } finally {
      onReading?.(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div
      className={`${styles.drop} ${dragging ? styles.dragging : ''}`}
      data-testid="demo-dropzone"
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        void take(e.dataTransfer.files);
      }}>
      <p className={styles.hint}>
        <Translate id="demo.picker.hint">CSV나 엑셀(.xlsx) 파일을 여기에 끌어다 놓거나</Translate>{' '}
        <button type="button" className="button button--sm button--outline button--primary" disabled={disabled} onClick={() => input.current?.click()}>
          <Translate id="demo.picker.choose">파일 선택</Translate>
        </button>
      </p>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_FILES}
        className={styles.input}
        // Invisible: Tab would land on nothing visible. The "choose file" button opens it.
        tabIndex={-1}
        data-testid="demo-file-input"
        aria-label={translate({id: 'demo.picker.inputLabel', message: '자산 목록 파일'})}
        onChange={(e) => void take(e.target.files)}
      />
      <p className={styles.samples}>
        <Translate id="demo.picker.samples">샘플 내려받기:</Translate>{' '}
        <a href={sampleKo} download>
          assets-sample.ko.csv
        </a>{' '}
        ·{' '}
        <a href={sampleEn} download>
          assets-sample.csv
        </a>
      </p>
    </div>
  );
}
