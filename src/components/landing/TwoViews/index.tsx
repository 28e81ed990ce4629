import React from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

function AllViewPicture(): React.ReactElement {
  return (
    <svg viewBox="0 0 200 110" className={styles.picture} aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect x={8 + i * 48} y={10} width={42} height={90} rx={6} fill="var(--palito-zone-fill)" stroke="var(--palito-zone-stroke)" />
          <rect x={14 + i * 48} y={22} width={30} height={30} rx={4} fill="var(--palito-cbs-fill)" stroke="var(--palito-cbs-stroke)" />
          <rect x={14 + i * 48} y={60} width={30} height={30} rx={4} fill="var(--palito-cbs-fill)" stroke="var(--palito-cbs-stroke)" />
        </g>
      ))}
    </svg>
  );
}

function ZoneViewPicture(): React.ReactElement {
  return (
    <svg viewBox="0 0 200 110" className={styles.picture} aria-hidden="true">
      <rect x={20} y={8} width={160} height={94} rx={8} fill="var(--palito-zone-fill)" stroke="var(--palito-zone-stroke)" />
      {[0, 1].map((i) => (
        <rect key={i} x={32 + i * 76} y={22} width={64} height={66} rx={5} fill="var(--palito-cbs-fill)" stroke="var(--palito-cbs-stroke)" />
      ))}
      {[[50, 40], [78, 40], [50, 70], [126, 40], [154, 55], [126, 70]].map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={6} fill="var(--ifm-background-surface-color)" stroke="var(--ifm-color-primary)" strokeWidth={1.5} />
      ))}
      <line x1={160} y1={55} x2={194} y2={55} stroke="var(--palito-edge)" strokeDasharray="3 2" />
      <line x1={6} y1={40} x2={44} y2={40} stroke="var(--palito-edge)" strokeDasharray="3 2" />
    </svg>
  );
}

export default function TwoViews(): React.ReactElement {
  return (
    <section className={styles.section} aria-labelledby="two-views-title">
      <div className="container">
        <Heading as="h2" id="two-views-title">
          <Translate id="landing.views.title">전체를 보거나, 한 존을 자세히 보거나</Translate>
        </Heading>
        <div className={styles.grid}>
          <article className={styles.view}>
            <AllViewPicture />
            <Heading as="h3">All View</Heading>
            <p>
              <Translate id="landing.views.all.body">
                모든 존을 한 화면에 보여 줍니다. 존과 존 사이가 어떻게 이어지는지 전체 구조를 한눈에 확인할 때 씁니다.
              </Translate>
            </p>
          </article>
          <article className={styles.view}>
            <ZoneViewPicture />
            <Heading as="h3">Zone View</Heading>
            <p>
              <Translate id="landing.views.zone.body">
                존을 하나씩 따로 펼쳐 자세히 보여 줍니다. 다른 존으로 가는 연결은 존 경계에 짧은 선으로 표시됩니다.
              </Translate>
            </p>
          </article>
        </div>
      </div>
    </section>
  );
}
