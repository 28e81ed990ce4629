/**
 * Next quarter's inventory over the diagram on screen (usePalito().updateInventory): in one click
 * with the sample's next quarter, or with the visitor's own second file, read in the browser as the
 * first. The file input is invisible and out of the Tab order; the "Update inventory…" button opens it.
 */
import React, {useRef} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {ACCEPTED_FILES} from '../inventory';
import {tooLargeMessage} from '../too-large';
import styles from './styles.module.css';

interface Props {
  /** No diagram to update yet, or a layout running. */
  disabled: boolean;
  onSample: () => void;
  onFile: (file: File) => void;
  onRefuse: (message: string) => void;
}

export default function InventoryUpdate({disabled, onSample, onFile, onRefuse}: Props): React.ReactElement {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.update} role="group" aria-label={translate({id: 'demo.update.label', message: '인벤토리 갱신'})}>
      <button type="button" className="button button--sm button--primary" data-testid="demo-update-sample" disabled={disabled} onClick={onSample}>
        <Translate id="demo.update.sample">다음 분기 샘플로 갱신</Translate>
      </button>
      <button type="button" className="button button--sm button--outline button--primary" data-testid="demo-update-open" disabled={disabled} onClick={() => input.current?.click()}>
        <Translate id="demo.update.open">인벤토리 갱신…</Translate>
      </button>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_FILES}
        className={styles.input}
        tabIndex={-1}
        data-testid="demo-update-input"
        aria-label={translate({id: 'demo.update.inputLabel', message: '새 자산 목록 파일(지금 구성도 위에 엽니다)'})}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const tooLarge = tooLargeMessage(file);
          if (tooLarge) onRefuse(tooLarge);
          else onFile(file);
        }}
      />
      <span className={styles.hint}>
        <Translate id="demo.update.hint">바뀌지 않은 자산은 제자리에 두고, 바뀐 것만 표시합니다.</Translate>
      </span>
    </div>
  );
}
