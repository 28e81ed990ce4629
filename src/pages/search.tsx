/**
 * The full results page: /search?q=... (/en/search?q=...). The query lives in the URL, so a
 * search can be shared or bookmarked; typing here updates it without adding history entries.
 */
import React, {useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {MAX_QUERY_LENGTH, RESULTS_PAGE_LIMITS} from '@site/src/search/constants';
import SearchHitContent from '@site/src/components/Search/SearchHitContent';
import {failedMessage, loadingMessage, resultCount} from '@site/src/components/Search/messages';
import {useSearchIndex, useSearchResults} from '@site/src/components/Search/use-search';
import styles from './search.module.css';

/** The link's query, as much of it as the box takes (and the search reads). */
function queryOf(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
}

export default function SearchPage(): React.ReactElement {
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState(() => queryOf(location.search));
  const {status, loaded, load} = useSearchIndex();
  const results = useSearchResults(loaded, query, RESULTS_PAGE_LIMITS);
  const title = translate({id: 'search.page.title', message: '검색'});

  useEffect(load, [load]);
  // A new ?q= (the navbar's "all results", the back button) replaces what is in the box.
  useEffect(() => setQuery(queryOf(location.search)), [location.search]);

  const onChange = (value: string) => {
    setQuery(value);
    const params = new URLSearchParams(location.search);
    if (value.trim()) params.set('q', value);
    else params.delete('q');
    const search = params.toString();
    history.replace({...location, search: search ? `?${search}` : ''});
  };

  const message =
    status === 'loading' ? loadingMessage() : status === 'failed' ? failedMessage() : results.query ? resultCount(results.total, results.query) : '';

  return (
    <Layout title={title} description={translate({id: 'search.page.description', message: 'Palito 문서, 블로그, 첫 페이지에서 찾습니다.'})}>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <input
          type="search"
          className={styles.input}
          aria-label={translate({id: 'search.label', message: '문서 검색'})}
          placeholder={translate({id: 'search.page.placeholder', message: '찾을 낱말을 입력하세요'})}
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          onChange={(event) => onChange(event.target.value)}
          data-testid="search-page-input"
        />
        <p className={styles.count} role="status" aria-live="polite" data-testid="search-page-status">
          {message}
        </p>
        {results.total > RESULTS_PAGE_LIMITS.pages && (
          <p className={styles.more}>
            {translate({id: 'search.page.limit', message: '앞의 {limit}개 페이지만 보여 줍니다. 낱말을 더 넣어 좁혀 보세요.'}, {limit: String(RESULTS_PAGE_LIMITS.pages)})}
          </p>
        )}
        <ol className={styles.results} data-query={results.query} data-testid="search-page-results">
          {results.pages.map((page) => (
            <li key={page.page} className={styles.result}>
              {page.hits.map((hit, i) => (
                <Link key={hit.id} to={hit.url}>
                  <SearchHitContent hit={hit} further={i > 0} />
                </Link>
              ))}
            </li>
          ))}
        </ol>
      </main>
    </Layout>
  );
}
