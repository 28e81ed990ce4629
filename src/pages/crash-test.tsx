/**
 * An unlisted page that crashes on demand, so the crash page ("This page
 * crashed." + the error and its cause chain + "Try again") can be seen and
 * tested for real. Left out of the sitemap and marked noindex.
 */
import React, {useState} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';

function Bomb(): React.ReactElement {
  throw new Error(
    translate({id: 'crashTest.error', message: '시험용 렌더링 오류입니다.'}),
    {cause: new Error(translate({id: 'crashTest.cause', message: '원인: 사용자가 오류 버튼을 눌렀습니다.'}))},
  );
}

// Lives inside the Layout's error boundary, so "Try again" remounts it unarmed.
function CrashButton(): React.ReactElement {
  const [armed, setArmed] = useState(false);
  return (
    <>
      <button type="button" className="button button--danger" onClick={() => setArmed(true)}>
        <Translate id="crashTest.button">이 페이지에서 오류 일으키기</Translate>
      </button>
      {armed && <Bomb />}
    </>
  );
}

export default function CrashTest(): React.ReactElement {
  return (
    <Layout
      title={translate({id: 'crashTest.title', message: '오류 화면 시험'})}>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--xl">
        <Heading as="h1">
          <Translate id="crashTest.title">오류 화면 시험</Translate>
        </Heading>
        <p>
          <Translate id="crashTest.body">
            이 페이지는 목록에 없는 시험용 페이지입니다. 아래 버튼을 누르면 렌더링 중에 오류를 일으켜 사이트의 오류 화면을 보여 줍니다.
          </Translate>
        </p>
        <CrashButton />
      </main>
    </Layout>
  );
}
