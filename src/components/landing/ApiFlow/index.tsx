import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Step = {id: string; title: string; body: string; actor: 'client' | 'server'};

// The order is the product's: request, key check, three processing stages, response.
function useSteps(): Step[] {
  return [
    {
      id: 'request',
      actor: 'client',
      title: translate({id: 'landing.api.request.title', message: 'API 요청'}),
      body: translate({id: 'landing.api.request.body', message: '클라이언트가 자산 파일과 API 키를 보냅니다.'}),
    },
    {
      id: 'key',
      actor: 'server',
      title: translate({id: 'landing.api.key.title', message: 'API 키 검증'}),
      body: translate({id: 'landing.api.key.body', message: '서버가 키를 확인하고, 잘못된 키는 401로 돌려보냅니다.'}),
    },
    {
      id: 'parse',
      actor: 'server',
      title: translate({id: 'landing.api.parse.title', message: 'CSV 파싱'}),
      body: translate({id: 'landing.api.parse.body', message: '헤더를 맞추고 행마다 값을 검사합니다.'}),
    },
    {
      id: 'convert',
      actor: 'server',
      title: translate({id: 'landing.api.convert.title', message: '노드 변환'}),
      body: translate({id: 'landing.api.convert.body', message: '자산을 존, CBS, 노드로 묶습니다.'}),
    },
    {
      id: 'analyze',
      actor: 'server',
      title: translate({id: 'landing.api.analyze.title', message: '관계 분석'}),
      body: translate({id: 'landing.api.analyze.body', message: '연결을 같은 CBS, 같은 존, 다른 존 순서로 분류합니다.'}),
    },
    {
      id: 'response',
      actor: 'client',
      title: translate({id: 'landing.api.response.title', message: '응답'}),
      body: translate({id: 'landing.api.response.body', message: '배치까지 끝난 프로젝트를 받아 바로 그립니다.'}),
    },
  ];
}

export default function ApiFlow(): React.ReactElement {
  const steps = useSteps();
  return (
    <section className={styles.section} aria-labelledby="api-flow-title">
      <div className="container">
        <Heading as="h2" id="api-flow-title">
          <Translate id="landing.api.title">API 흐름</Translate>
        </Heading>
        <p>
          <Translate id="landing.api.lead">
            브라우저 안에서 바로 변환할 수도 있고, API 키로 변환 서버에 맡길 수도 있습니다. 서버를 쓰면 요청은 다음 순서로 처리됩니다.
          </Translate>
        </p>
        <ol className={styles.flow}>
          {steps.map((step, index) => (
            <li key={step.id} className={styles.step} data-actor={step.actor}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <strong className={styles.stepTitle}>{step.title}</strong>
              <span className={styles.stepBody}>{step.body}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
