/**
 * The navbar's search box, on every page of both locales (the classic theme shows @theme/SearchBar
 * in the navbar). Results appear as the reader types: page, section and a snippet with the match
 * marked. Ctrl+K / ⌘K or / focuses it; arrows move through the results, Enter opens one (or the
 * full results page), Escape closes. On a phone it opens full screen. The index loads the first
 * time the box gets focus (components/Search/use-search.ts).
 */
import React, {useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {DROPDOWN_LIMITS, MAX_QUERY_LENGTH} from '@site/src/search/constants';
import SearchHitContent from '@site/src/components/Search/SearchHitContent';
import {failedMessage, loadingMessage, resultCount} from '@site/src/components/Search/messages';
import {useSearchIndex, useSearchResults} from '@site/src/components/Search/use-search';
import searchStyles from '@site/src/components/Search/styles.module.css';
import styles from './styles.module.css';

/** Whether a key press is the reader typing somewhere (then `/` is a character, not a shortcut). */
function typingIn(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(input|textarea|select)$/i.test(el.tagName));
}

export default function SearchBar(): React.ReactElement {
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const {status, loaded, load} = useSearchIndex();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  // The highlighted result, for the results it was chosen in: new results start with none.
  const [chosen, setChosen] = useState<{query: string; index: number}>({query: '', index: -1});
  const [shortcut, setShortcut] = useState('Ctrl K');
  const results = useSearchResults(loaded, query, DROPDOWN_LIMITS);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const pageUrl = `${searchPage}?q=${encodeURIComponent(query.trim())}`;
  // One option per section shown, page after page: the arrows walk them in that order.
  const hits = results.pages.flatMap((page) => page.hits.map((hit, i) => ({hit, further: i > 0})));
  const active = chosen.query === results.query ? chosen.index : -1;
  const setActive = (next: number | ((current: number) => number)) =>
    setChosen({query: results.query, index: typeof next === 'function' ? next(active) : next});

  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setShortcut('⌘K');
    const onKey = (event: KeyboardEvent) => {
      const ctrlK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      if (ctrlK || (event.key === '/' && !typingIn(event.target) && !event.ctrlKey && !event.metaKey)) {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A click or tap outside closes the list.
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (url: string) => {
    close();
    input.current?.blur();
    history.push(url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!hits.length) return;
      // -1 is the box itself: down from the last result, or up from the first, goes back to it.
      const last = hits.length - 1;
      setActive((current) => (event.key === 'ArrowDown' ? (current >= last ? -1 : current + 1) : current <= -1 ? last : current - 1));
    } else if (event.key === 'Enter') {
      if (!query.trim()) return;
      event.preventDefault();
      go(active >= 0 && hits[active] ? hits[active].hit.url : pageUrl);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      } else input.current?.blur();
    }
  };

  const shown = open && query.trim() !== '';
  const announcement =
    status === 'loading' ? loadingMessage() : status === 'failed' ? failedMessage() : results.query ? resultCount(results.total, results.query) : '';

  return (
    // `open` (focused) is what takes the whole screen on a phone; the list shows once there is a query.
    <div ref={root} className={clsx(styles.search, open && styles.open)} role="search">
      <div className={styles.field}>
        <input
          ref={input}
          type="search"
          className={styles.input}
          role="combobox"
          aria-label={translate({id: 'search.label', message: '문서 검색'})}
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          placeholder={translate({id: 'search.placeholder', message: '검색'})}
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          data-testid="search-input"
          onFocus={() => {
            load();
            setOpen(true);
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        {!shown && (
          <kbd className={styles.shortcut} aria-hidden="true">
            {shortcut}
          </kbd>
        )}
        {open && (
          <button type="button" className={styles.close} onClick={close}>
            {translate({id: 'search.close', message: '닫기'})}
          </button>
        )}
      </div>
      <div className={styles.panel} hidden={!shown} data-testid="search-panel">
        <p className={styles.status}>{shown ? announcement : ''}</p>
        <ul id={listId} role="listbox" className={styles.list} data-query={results.query} aria-label={translate({id: 'search.results.label', message: '검색 결과'})}>
          {shown &&
            hits.map(({hit, further}, i) => (
              // The link itself is the option: an option's content is presentational, so a link
              // inside one would be a control nested in a control (axe's nested-interactive).
              <li key={hit.id} role="presentation" className={clsx(styles.option, !further && i > 0 && styles.nextPage, i === active && styles.active)}>
                <Link to={hit.url} id={optionId(i)} role="option" aria-selected={i === active} tabIndex={-1} onClick={close} onMouseEnter={() => setActive(i)}>
                  <SearchHitContent hit={hit} further={further} />
                </Link>
              </li>
            ))}
        </ul>
        {shown && results.total > 0 && (
          <Link className={styles.all} to={pageUrl} onClick={close}>
            {translate({id: 'search.all', message: '검색 결과 모두 보기 (페이지 {count}개)'}, {count: String(results.total)})}
          </Link>
        )}
      </div>
      <div className={searchStyles.visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {shown ? announcement : ''}
      </div>
    </div>
  );
}
