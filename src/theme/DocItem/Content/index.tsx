/**
 * The docs page's content with the Copy page controls before it (src/components/CopyPage): a
 * wrapper of the theme's DocItem/Content, which stays as it is. Registered in
 * src/plugins/docusaurus-couplings/registry.ts: swizzle calls wrapping this component unsafe.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import {markdownPathOf} from '@site/src/utils/markdown-url';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPage markdownUrl={markdownPathOf(metadata.permalink)} />
      <Content {...props} />
    </>
  );
}
