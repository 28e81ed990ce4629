import React from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import Hero from '@site/src/components/landing/Hero';
import TimeClaim from '@site/src/components/landing/TimeClaim';
import TwoViews from '@site/src/components/landing/TwoViews';
import ApiFlow from '@site/src/components/landing/ApiFlow';
import RelationshipSteps from '@site/src/components/landing/RelationshipSteps';
import DemoSection from '@site/src/components/landing/DemoSection';
import LayoutDemo from '@site/src/components/LayoutDemo';

export default function Home(): React.ReactElement {
  return (
    <Layout
      title={translate({id: 'landing.meta.title', message: '자산 목록에서 네트워크 구성도까지'})}
      description={translate({
        id: 'landing.meta.description',
        message: 'Palito는 CSV·엑셀 자산 목록을 존과 CBS로 묶인 네트워크 구성도로 자동 배치하는 React 컴포넌트입니다.',
      })}>
      <Hero />
      <main>
        <TimeClaim />
        <TwoViews />
        <ApiFlow />
        <RelationshipSteps />
        <DemoSection>
          <LayoutDemo />
        </DemoSection>
      </main>
    </Layout>
  );
}
