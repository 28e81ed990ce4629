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
        <div className={styles.update}>
          <Heading as="h3" id="time-claim-update">
            <Translate id="landing.time.update.title">다음 분기 목록은 다시 그리지 않습니다</Translate>
          </Heading>
          <p>
            <Translate id="landing.time.update.body">
              새 목록을 지금 구성도 위에 열면 바뀌지 않은 자산은 제자리에 두고, 추가·삭제·변경·이동한 자산과 연결만 구성도와 변경 목록에 표시합니다. 옮겨 둔 자리, 바꾼 상태와 속성도 그대로입니다. 자산 1,000~5,000개 목록의 2~10%를 바꿔 잰 결과, 바뀌지 않은 자산이 원래 자리 8px 안에 남은 비율은 처음부터 다시 배치하면 0%, Palito로 열면 100%였습니다(코드를 보지 않은 사람이 만든 목록 12쌍에서는 44.1%와 93.2%).
            </Translate>
          </p>
        </div>
      </div>
    </section>
  );
}
