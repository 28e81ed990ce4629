// The search UI's words, in both locales (English in i18n/en/code.json).
import {translate} from '@docusaurus/Translate';

export function resultCount(total: number, query: string): string {
  if (total === 0) return translate({id: 'search.results.none', message: '"{query}"에 대한 검색 결과가 없습니다'}, {query});
  return translate({id: 'search.results.count', message: '"{query}" 검색 결과: 페이지 {count}개'}, {query, count: String(total)});
}

export function loadingMessage(): string {
  return translate({id: 'search.loading', message: '검색 색인을 불러오는 중입니다…'});
}

export function failedMessage(): string {
  return translate({id: 'search.failed', message: '검색 색인을 불러오지 못했습니다. 잠시 뒤 다시 시도해 주세요.'});
}
