/**
 * The "Copy page" and "View as Markdown" controls at the top of every docs page
 * (src/theme/DocItem/Content): the first copies the page's Markdown file (the page's URL plus
 * `.md`, written by src/plugins/llms-txt) to the clipboard, the second opens that file. What the
 * copy did is said in a live region that is always in the page, so screen readers announce it and
 * its text appearing moves nothing (it is drawn over the page, under the controls).
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {copyMarkdown} from './copy-markdown';
import styles from './styles.module.css';

/** How long the confirmation stays on screen. */
const MESSAGE_MS = 4000;

type Outcome = 'copied' | 'failed';

function message(outcome: Outcome | undefined): string {
  if (outcome === 'copied') return translate({id: 'docs.copyPage.copied', message: '복사했습니다', description: 'Said (and announced) once the page\'s Markdown is on the clipboard'});
  if (outcome === 'failed') {
    return translate({
      id: 'docs.copyPage.failed',
      message: '복사하지 못했습니다. 마크다운으로 보기를 열어 복사해 주세요.',
      description: 'Said (and announced) when the clipboard refused the page\'s Markdown or the file could not be fetched',
    });
  }
  return '';
}

function CopyIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z" />
    </svg>
  );
}

function MarkdownIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M20.6 5H3.4A1.4 1.4 0 0 0 2 6.4v11.2A1.4 1.4 0 0 0 3.4 19h17.2a1.4 1.4 0 0 0 1.4-1.4V6.4A1.4 1.4 0 0 0 20.6 5zM12.5 16h-2v-4.5L8.75 13.7 7 11.5V16H5V8h2l1.75 2.3L10.5 8h2v8zm4.5.25L14 13h2V8h2v5h2l-3 3.25z" />
    </svg>
  );
}

export default function CopyPage({markdownUrl}: {markdownUrl: string}): ReactNode {
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    // Emptied first, so a second copy is announced again.
    setOutcome(undefined);
    setBusy(true);
    let result: Outcome = 'copied';
    try {
      await copyMarkdown(markdownUrl);
    } catch {
      result = 'failed';
    }
    setBusy(false);
    setOutcome(result);
    timer.current = setTimeout(() => setOutcome(undefined), MESSAGE_MS);
  };

  const text = message(outcome);
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.control}
        onClick={copy}
        aria-busy={busy || undefined}
        title={translate({id: 'docs.copyPage.copyTitle', message: '이 페이지를 마크다운으로 클립보드에 복사합니다', description: 'Tooltip of the Copy page button'})}>
        <CopyIcon />
        <Translate id="docs.copyPage.copy" description="The button that copies the docs page as Markdown">
          페이지 복사
        </Translate>
      </button>
      <a className={styles.control} href={markdownUrl} type="text/markdown">
        <MarkdownIcon />
        <Translate id="docs.copyPage.view" description="The link that opens the docs page's Markdown file">
          마크다운으로 보기
        </Translate>
      </a>
      <span role="status" aria-live="polite" className={clsx(styles.status, text && styles.shown, outcome === 'failed' && styles.failed)}>
        {text}
      </span>
    </div>
  );
}
