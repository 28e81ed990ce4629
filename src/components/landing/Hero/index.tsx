import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import TopologySketch from './TopologySketch';
import styles from './styles.module.css';

export default function Hero(): React.ReactElement {
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <Heading as="h1" className={styles.title}>
            Palito
          </Heading>
          <p className={styles.promise}>
            <Translate id="landing.hero.promise">
              자산 목록 파일 하나로 네트워크 구성도를 자동으로 그립니다. 존, CBS, 자산과 연결까지, 1분이면 충분합니다.
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/intro/">
              <Translate id="landing.hero.learn">배우기</Translate>
            </Link>
            <Link className="button button--secondary button--lg" to="#demo">
              <Translate id="landing.hero.tryDemo">데모 해 보기</Translate>
            </Link>
          </div>
        </div>
        <TopologySketch className={styles.sketch} />
      </div>
    </header>
  );
}
