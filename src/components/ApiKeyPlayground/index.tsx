/**
 * The live example of the API key page: the same <Palito>, told to convert on a conversion
 * server (`endpoint` + `apiKey`) instead of in the browser. Loaded only when it scrolls near,
 * so the page's first load stays light.
 */
import React, {lazy} from 'react';
import Translate from '@docusaurus/Translate';
import LoadWhenVisible from '../LoadWhenVisible';

const Playground = lazy(() => import('./Playground'));

export default function ApiKeyPlayground(): React.ReactElement {
  return (
    <LoadWhenVisible testId="apikey-placeholder" label={<Translate id="apikey.placeholder">예제를 준비하는 중입니다…</Translate>}>
      <Playground />
    </LoadWhenVisible>
  );
}
