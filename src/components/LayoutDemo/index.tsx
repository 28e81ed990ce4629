/**
 * The landing page's demo, loaded only when it is about to be used: the heavy part (React Flow,
 * the engine's worker with elkjs) is fetched when the section comes near the viewport, when the
 * visitor asks for it, or when the page is opened at #demo; never with the page's first load.
 */
import React, {lazy} from 'react';
import Translate from '@docusaurus/Translate';
import LoadWhenVisible from '../LoadWhenVisible';

const Workbench = lazy(() => import('./Workbench'));

export default function LayoutDemo(): React.ReactElement {
  return (
    <LoadWhenVisible anchor="demo" testId="demo-placeholder" label={<Translate id="demo.placeholder.text">데모를 준비하는 중입니다…</Translate>}>
      <Workbench />
    </LoadWhenVisible>
  );
}
