/**
 * The theme's CodeBlockContent (ejected from @docusaurus/theme-classic 3.10, MIT licence), drawn
 * from one HTML string instead of a React element per line and token: the site's Prism highlights
 * the code (../highlight/prism.ts, the languages the docs use), ../highlight/lines-html.ts writes
 * the same markup the theme's Line and Token components would, and while the page hydrates the
 * block keeps the server's HTML without highlighting anything (../highlight/use-lines-html.ts).
 *
 * On a docs page the theme's way meant hydrating one React element per token, a thousand and more,
 * after tokenizing every block again in the browser: the largest share of the page's start-up
 * work on a phone. tests/e2e/code-blocks.spec.ts checks the server's tokens survive hydration and
 * the colours follow the mode; tests/unit/site/code-highlighting.test.ts checks the markup.
 */
import React, {useId, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock/Content';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {useLinesHtml} from '../highlight/use-lines-html';

import styles from './styles.module.css';

// TODO Docusaurus v4: remove useless forwardRef
const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>(
  (props, ref) => {
    return (
      <pre
        ref={ref}
        /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
        tabIndex={0}
        {...props}
        className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
      />
    );
  },
);

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined &&
          styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

/** The theme's Line module's classes, for numbered lines. */
const LINE_NUMBER_CLASSES = {
  codeLine: lineStyles.codeLine,
  codeLineNumber: lineStyles.codeLineNumber,
  codeLineContent: lineStyles.codeLineContent,
};

export default function CodeBlockContent({
  className: classNameProp,
}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const theme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const id = useId();
  const html = useLinesHtml(id, {
    code,
    language,
    theme,
    lineClassNames,
    lineNumbers: lineNumbersStart === undefined ? undefined : LINE_NUMBER_CLASSES,
  });
  return (
    <Pre
      ref={wordWrap.codeBlockRef}
      className={clsx(classNameProp, `prism-code language-${language.toLowerCase()}`)}
      style={theme.plain}>
      <Code data-lines={id} dangerouslySetInnerHTML={{__html: html}} />
    </Pre>
  );
}
