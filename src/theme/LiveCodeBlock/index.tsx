/**
 * Wraps the live code block so its editor and in-browser compiler (react-live
 * with sucrase, ~57 KB gzip) load only on pages that have a live block, instead
 * of with every page that has any code block.
 */
import React, {lazy, Suspense} from 'react';
import type {Props} from '@theme/LiveCodeBlock';

const OriginalLiveCodeBlock = lazy(() => import('@theme-original/LiveCodeBlock'));

export default function LiveCodeBlock(props: Props): React.ReactElement {
  return (
    // The server renders the full playground; in the browser React keeps that
    // HTML on screen until the chunk arrives, then hydrates it.
    <Suspense fallback={<pre className="prism-code">{props.children}</pre>}>
      <OriginalLiveCodeBlock {...props} />
    </Suspense>
  );
}
