import React from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export default function RelationshipSteps(): React.ReactElement {
  return (
    <section className={styles.section} aria-labelledby="relationship-title">
      <div className="container">
        <Heading as="h2" id="relationship-title">
          <Translate id="landing.relations.title">관계 분석은 세 단계로</Translate>
        </Heading>
        <p>
          <Translate id="landing.relations.lead">
            연결은 방향 없이 한 번만 셉니다. 가까운 관계부터 먼 관계 순서로 분류하고, 종류마다 다른 선으로 그립니다.
          </Translate>
        </p>
        <ol className={styles.steps}>
          <li data-kind="intra-cbs">
            <strong>
              <Translate id="landing.relations.step1.title">같은 CBS 안의 연결</Translate>
            </strong>
            <span>
              <Translate id="landing.relations.step1.body">같은 CBS 그룹에 속한 자산끼리의 연결을 먼저 찾습니다.</Translate>
            </span>
          </li>
          <li data-kind="inter-cbs">
            <strong>
              <Translate id="landing.relations.step2.title">같은 존의 다른 CBS로 가는 연결</Translate>
            </strong>
            <span>
              <Translate id="landing.relations.step2.body">존 안에서 CBS 그룹 사이를 잇는 연결을 찾습니다.</Translate>
            </span>
          </li>
          <li data-kind="inter-zone">
            <strong>
              <Translate id="landing.relations.step3.title">다른 존으로 가는 연결</Translate>
            </strong>
            <span>
              <Translate id="landing.relations.step3.body">마지막으로 존 경계를 넘는 연결을 찾습니다. 방화벽 정책을 검토할 때 가장 먼저 볼 부분입니다.</Translate>
            </span>
          </li>
        </ol>
      </div>
    </section>
  );
}
