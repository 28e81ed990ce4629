/**
 * The docs' live code blocks, light until the reader gets to them. A page first shows each
 * example's code and a Run button (`StillPlayground`); the playground itself (react-live with the
 * sucrase compiler, and Palito with its workers, loaded as one lazy chunk) starts when the reader
 * scrolls it near or presses Run. So a page that opens on an example does no compiling or layout
 * while it loads.
 */
import React, {lazy, Suspense} from 'react';
import type {Props} from '@theme/LiveCodeBlock';
import {useWantedWhenNear} from '@site/src/components/LoadWhenVisible/use-wanted-when-near';
import StillPlayground from './StillPlayground';

const OriginalLiveCodeBlock = lazy(() => import('@theme-original/LiveCodeBlock'));

export default function LiveCodeBlock(props: Props): React.ReactElement {
  const {ref, wanted, want} = useWantedWhenNear<HTMLDivElement>({afterScroll: true});
  const still = <StillPlayground code={String(props.children ?? '')} className={props.className} onRun={wanted ? undefined : want} />;
  return <div ref={ref}>{wanted ? <Suspense fallback={still}><OriginalLiveCodeBlock {...props} /></Suspense> : still}</div>;
}
