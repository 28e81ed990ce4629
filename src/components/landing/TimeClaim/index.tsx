import React from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export default function TimeClaim(): React.ReactElement {
  return (
    <section className={styles.section} aria-labelledby="time-claim-title">
      <div className="container">
        <Heading as="h2" id="time-claim-title">
          <Translate id="landing.time.title">8~10시간 걸리던 일을 1분 안에</Translate>
        </Heading>
        <div className={styles.compare}>
          <div className={styles.card}>
            <p className={styles.label}>
              <Translate id="landing.time.manual.label">손으로 그릴 때</Translate>
            </p>
            <p className={styles.figure}>
              <Translate id="landing.time.manual.figure">8~10시간</Translate>
            </p>
            <p>
              <Translate id="landing.time.manual.body">
                자산 목록을 한 줄씩 보며 장비를 배치하고 연결선을 긋습니다. 목록이 바뀌면 처음부터 다시 그려야 합니다.
              </Translate>
            </p>
            <div className={styles.bar} style={{width: '100%'}} aria-hidden="true" />
          </div>
          <div className={`${styles.card} ${styles.fast}`}>
            <p className={styles.label}>
              <Translate id="landing.time.palito.label">Palito로</Translate>
            </p>
            <p className={styles.figure}>
              <Translate id="landing.time.palito.figure">1분 미만</Translate>
            </p>
            <p>
              <Translate id="landing.time.palito.body">
                CSV나 엑셀 파일을 넣으면 존과 CBS별로 묶고, 관계를 분석하고, 자동으로 배치합니다. 남은 시간은 검토에 쓰세요.
              </Translate>
            </p>
            <div className={styles.bar} style={{width: '2%'}} aria-hidden="true" />
          </div>
        </div>
      </div>
    </section>
  );
}
