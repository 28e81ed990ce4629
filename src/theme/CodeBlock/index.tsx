/**
 * The theme's CodeBlock without its remount after hydration.
 *
 * Stock Docusaurus gives the block `key={String(useIsBrowser())}`, so every code block on a page
 * is thrown away and drawn again once the page hydrates: on a post with a few hundred highlighted
 * lines that deletion and re-creation was a single main-thread task of 1.5 s under Lighthouse
 * (7 s of Total Blocking Time on the mobile profile). The remount is not needed here: the colour
 * mode the Prism theme follows lags behind on purpose (`useColorMode()` is the default mode
 * while hydrating, the stored one after), so hydration sees the server's markup exactly and a
 * stored dark mode then arrives as an ordinary update of the tokens' style attributes.
 * tests/e2e/code-blocks.spec.ts checks both: the server's block survives hydration, and the
 * tokens carry the dark theme's colours when the page opens in dark mode.
 *
 * Its blocks highlight with the site's own Prism (./highlight), which has only the languages the
 * docs use; the theme's prism-react-renderer bundles thirty (src/plugins/prism-on-demand).
 *
 * Swizzling CodeBlock replaces the whole chain, theme-live-codeblock's wrapper included (it sends
 * ```` ```jsx live ```` blocks to LiveCodeBlock and the rest to the classic CodeBlock, remount and
 * all), so the live check is made here too. routes.spec.ts runs every API page's live example.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import LiveCodeBlock from '@theme/LiveCodeBlock';
import type {Props} from '@theme/CodeBlock';

/** The code as one string when it is only text (so it can be copied), as the theme does. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/** A ```` ```jsx live ```` block, as theme-live-codeblock tells them apart. */
function isLiveCodeBlock(props: Props): boolean {
  return Boolean((props as {live?: boolean}).live) && (props.children === undefined || typeof props.children === 'string');
}

export default function CodeBlock(allProps: Props): ReactNode {
  if (isLiveCodeBlock(allProps)) return <LiveCodeBlock {...(allProps as React.ComponentProps<typeof LiveCodeBlock>)} />;
  const {children: rawChildren, ...props} = allProps;
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
