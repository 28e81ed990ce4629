// The words of llms.txt and llms-full.txt in each locale. The sidebars are named as in the navbar.

export type LlmsTexts = {
  sidebars: Record<string, string>;
  /** The paragraph under the summary: what the files hold, and where the other language is. */
  about: (links: {full: string; otherIndex: string; otherFull: string}) => string;
  source: string;
  shownOnPage: (url: string) => string;
  admonitions: Record<string, string>;
};

const ko: LlmsTexts = {
  sidebars: {intro: '배우기', api: 'API 레퍼런스'},
  about: ({full, otherIndex, otherFull}) =>
    `Palito 문서 사이트(한국어)의 모든 문서를 사이드바 순서대로 모은 목록입니다. 각 링크는 문서의 마크다운 파일(페이지 주소 뒤에 .md를 붙인 주소)입니다. 문서 전체 본문은 [llms-full.txt](${full})에 있습니다. 영어판: [llms.txt](${otherIndex}), [llms-full.txt](${otherFull}).`,
  source: '원문',
  shownOnPage: (url) => `_(이 부분은 사이트의 페이지에서 볼 수 있습니다: ${url})_`,
  admonitions: {note: '참고', tip: '팁', info: '정보', warning: '주의', danger: '위험'},
};

const en: LlmsTexts = {
  sidebars: {intro: 'Learn', api: 'API Reference'},
  about: ({full, otherIndex, otherFull}) =>
    `Every page of the Palito documentation (English), in sidebar order. Each link is the page as Markdown (its address with .md appended). The full text of all of them is in [llms-full.txt](${full}). In Korean: [llms.txt](${otherIndex}), [llms-full.txt](${otherFull}).`,
  source: 'Source',
  shownOnPage: (url) => `_(This part is shown on the page on the site: ${url})_`,
  admonitions: {note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger'},
};

export function llmsTexts(locale: string): LlmsTexts {
  return locale === 'en' ? en : ko;
}
