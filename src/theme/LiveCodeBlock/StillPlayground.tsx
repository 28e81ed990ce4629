/**
 * A live example before it runs: laid out as the playground is (the theme's container and
 * headers), with the code highlighted as a plain code block and, where the result goes, a Run
 * button. Rendered by the server too, so the code is readable before any script runs.
 */
import React from 'react';
import Translate from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import PlaygroundContainer from '@theme/Playground/Container';
import PlaygroundHeader from '@theme/Playground/Header';
import styles from './styles.module.css';

interface Props {
  code: string;
  /** The block's `language-…` class. */
  className?: string;
  /** Starts the example; absent while it is already starting (its chunk is on the way). */
  onRun?: () => void;
}

export default function StillPlayground({code, className, onRun}: Props): React.ReactElement {
  return (
    <PlaygroundContainer>
      <PlaygroundHeader>
        <Translate id="theme.Playground.liveEditor">Live Editor</Translate>
      </PlaygroundHeader>
      <CodeBlock className={className}>{code.replace(/\n$/, '')}</CodeBlock>
      <PlaygroundHeader>
        <Translate id="theme.Playground.result">Result</Translate>
      </PlaygroundHeader>
      <div className={styles.stillResult} data-testid="live-still">
        {onRun ? (
          <>
            <p>
              <Translate id="live.still.hint">스크롤해서 예제에 다가가면 실행됩니다. 바로 보려면 실행을 누르세요.</Translate>
            </p>
            <button type="button" className="button button--primary" onClick={onRun} data-testid="live-run">
              <Translate id="live.still.run">실행</Translate>
            </button>
          </>
        ) : (
          <p role="status">
            <Translate id="live.still.starting">예제를 준비하고 있습니다…</Translate>
          </p>
        )}
      </div>
    </PlaygroundContainer>
  );
}
