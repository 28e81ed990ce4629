import React from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

/**
 * The landing page's demo section. The anchor `#demo` is what the hero's
 * "Try the demo" button points at; the interactive demo mounts inside it.
 */
export default function DemoSection({children}: {children?: React.ReactNode}): React.ReactElement {
  // Tell the build's anchor checker that #demo exists (Heading does this for its own ids).
  useBrokenLinks().collectAnchor('demo');
  return (
    <section id="demo" className={styles.section} aria-labelledby="demo-title">
      <div className="container">
        <Heading as="h2" id="demo-title">
          <Translate id="landing.demo.title">직접 해 보기</Translate>
        </Heading>
        <p>
          <Translate id="landing.demo.lead">
            샘플 자산 목록이나 가지고 있는 CSV·엑셀 파일로 구성도를 그려 보세요. 모든 처리는 브라우저 안에서 끝나고, 파일은 어디에도 올라가지 않습니다.
          </Translate>
        </p>
        <div className={styles.stage}>{children}</div>
      </div>
    </section>
  );
}
