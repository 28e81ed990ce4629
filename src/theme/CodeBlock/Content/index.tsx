/**
 * The theme's CodeBlockContent (ejected from @docusaurus/theme-classic 3.10, MIT licence), changed
 * in two places: it highlights with the site's Prism (../highlight), and the lines are a memoised
 * component (CodeLines) that draws again only when the code, its highlighting theme or its line
 * classes change.
 *
 * The theme's block renders again after hydration on a phone (the word-wrap button appears once
 * the code is found wider than the screen), and prism-react-renderer hands out new getLineProps /
 * getTokenProps functions on every render, so every line and token of every block was drawn
 * again in one task. Those functions depend only on the theme and the language, which CodeLines
 * compares instead. tests/e2e/code-blocks.spec.ts checks the colours still follow the mode.
 */
import React, {memo, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {PrismTheme, RenderProps} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {Highlight} from '../highlight/Highlight';

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

interface CodeLinesProps {
  lines: RenderProps['tokens'];
  getLineProps: RenderProps['getLineProps'];
  getTokenProps: RenderProps['getTokenProps'];
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
  /** What getLineProps and getTokenProps depend on: compared in their place. */
  theme: PrismTheme;
  language: string;
}

function CodeLinesUnmemoised({lines, getLineProps, getTokenProps, lineClassNames, showLineNumbers}: CodeLinesProps) {
  return (
    <>
      {lines.map((line, i) => (
        <Line
          key={i}
          line={line}
          getLineProps={getLineProps}
          getTokenProps={getTokenProps}
          classNames={lineClassNames[i]}
          showLineNumbers={showLineNumbers}
        />
      ))}
    </>
  );
}

const CodeLines = memo(
  CodeLinesUnmemoised,
  (before, after) =>
    before.lines === after.lines &&
    before.theme === after.theme &&
    before.language === after.language &&
    before.showLineNumbers === after.showLineNumbers &&
    // Parsed again from the code on every render: equal by value.
    JSON.stringify(before.lineClassNames) === JSON.stringify(after.lineClassNames),
);

export default function CodeBlockContent({
  className: classNameProp,
}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre
          ref={wordWrap.codeBlockRef}
          className={clsx(classNameProp, className)}
          style={style}>
          <Code>
            <CodeLines
              lines={lines}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              lineClassNames={lineClassNames}
              showLineNumbers={lineNumbersStart !== undefined}
              theme={prismTheme}
              language={language}
            />
          </Code>
        </Pre>
      )}
    </Highlight>
  );
}
