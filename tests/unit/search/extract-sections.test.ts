import {describe, expect, it} from 'vitest';
import {extractSections} from '../../../src/plugins/search-index/extract-sections';
import {createIndex, pagesOf, searchPages} from '../../../src/search/search-index';

// The shape Docusaurus 3.10 writes (classes on <html>, the doc's Markdown container, heading
// anchors with a zero-width space and an aria-label), unquoted attributes as the Rspack build has them.
const docPage = `<!doctype html><html lang=ko-KR class="docs-wrapper docs-doc-page"><head><title>설치 | Palito</title></head>
<body><nav>메뉴 검색</nav><article><div class="theme-doc-markdown markdown"><header><h1>설치</h1></header>
<p>이 페이지에서는 <code>palito</code>를 설치합니다.</p>
<h2 id=요구-사항>요구 사항<a href=#요구-사항 class=hash-link aria-label="요구 사항에 대한 직접 링크">&#8203;</a></h2>
<ul><li>React 18.3</li><li>Node 20</li></ul><button>복사</button>
<div class=tabs><h3 id=vite>Vite에서<a class=hash-link href=#vite>&#8203;</a></h3><pre><code>npm install palito</code></pre></div>
<h2>앵커 없는 제목</h2><p>본문</p>
</div></article><footer>푸터</footer></body></html>`;

describe('extractSections', () => {
  it('splits a doc at its h2 and h3, each with its anchor, without the page chrome', () => {
    expect(extractSections(docPage, '/docs/intro/installation', false)).toEqual([
      {url: '/docs/intro/installation', page: '/docs/intro/installation', title: '설치', heading: '설치', text: '이 페이지에서는 palito를 설치합니다.', kind: 'docs'},
      {url: '/docs/intro/installation#요구-사항', page: '/docs/intro/installation', title: '설치', heading: '요구 사항', text: 'React 18.3 Node 20', kind: 'docs'},
      {url: '/docs/intro/installation#vite', page: '/docs/intro/installation', title: '설치', heading: 'Vite에서', text: 'npm install palito', kind: 'docs'},
      {url: '/docs/intro/installation', page: '/docs/intro/installation', title: '설치', heading: '앵커 없는 제목', text: '본문', kind: 'docs'},
    ]);
  });

  it("puts the page's description on its first section only", () => {
    const described = docPage.replace('<title>', '<meta name=description content="Palito를 설치하는  방법"><title>');
    const sections = extractSections(described, '/docs/intro/installation', false);
    expect(sections.map((s) => s.description)).toEqual(['Palito를 설치하는 방법', undefined, undefined, undefined]);
  });

  it('gives each section the names its tables define: a first cell that is code and nothing else', () => {
    // As the Rspack build writes a props table: no end tags for rows and cells.
    const props = `<html class="docs-wrapper docs-doc-page"><body><div class="theme-doc-markdown markdown"><h1>Palito</h1><p>intro</p>
      <h2 id=props>속성</h2><table><thead><tr><th><code>name</code><th>타입<tbody>
      <tr><td><code>data</code><td><code>File</code>, <code>string</code>
      <tr><td> <code>onSelectionChange</code> <td>콜백
      <tr><td><code>height</code> (px)<td>숫자
      <tr><td>이름 <code>locale</code><td>언어
      <tr><td><a href=/docs/api/hooks/trace><code>trace</code></a><td>링크</table>
      <h2 id=vars>변수</h2><table><tr><td><code>--palito-failure</code><td>색</table>
      <h2 id=none>없음</h2><p>표가 없습니다</p></div></body></html>`;
    const sections = extractSections(props, '/docs/api/components/palito', false);
    expect(sections.map((s) => [s.heading, s.definedNames])).toEqual([
      ['Palito', undefined],
      ['속성', 'data onSelectionChange'],
      ['변수', '--palito-failure'],
      ['없음', undefined],
    ]);
    // Indexed besides the text, not instead: the snippets read the text.
    expect(sections[1].text).toContain('onSelectionChange 콜백');
  });

  it('finds the page that defines a name before a page that only mentions it', () => {
    const doc = (body: string) => `<html class="docs-wrapper docs-doc-page"><body><div class="theme-doc-markdown markdown"><h1>T</h1>${body}</div></body></html>`;
    const rows = Array.from({length: 12}, (_, i) => `<tr><td><code>prop${i}</code><td>속성 ${i}번의 긴 설명입니다. 값이 바뀌면 다시 그립니다.`).join('');
    const defines = doc(`<h2 id=props>속성</h2><table><tbody>${rows}<tr><td><code>onSelectionChange</code><td>선택이 바뀔 때 부르는 콜백</table>`);
    const mentions = doc('<h2 id=see>함께 보기</h2><p><code>onSelectionChange</code>와 selectNodes</p>');
    const sections = [...extractSections(mentions, '/docs/see-also', false), ...extractSections(defines, '/docs/component', false)];
    const index = createIndex(sections.map((section, id) => ({id, ...section})));
    expect(pagesOf(searchPages(index, 'onSelectionChange'))).toEqual(['/docs/component', '/docs/see-also']);
  });

  it('indexes a blog post from its body and title, and nothing of a list page', () => {
    const post = `<html class="blog-wrapper blog-post-page"><body><article><header><h1>Welcome</h1><time>Nov 18</time></header>
      <div id=__blog-post-container class=markdown><p>Hello.</p><h2 id=who>Who writes here</h2><p>Two teams.</p></div></article></body></html>`;
    expect(extractSections(post, '/en/blog/welcome', false).map((s) => [s.url, s.heading, s.text, s.kind])).toEqual([
      ['/en/blog/welcome', 'Welcome', 'Hello.', 'blog'],
      ['/en/blog/welcome#who', 'Who writes here', 'Two teams.', 'blog'],
    ]);
    expect(extractSections('<html class="blog-wrapper blog-list-page"><body><h1>Blog</h1></body></html>', '/blog', false)).toEqual([]);
  });

  it('indexes the landing page only as the locale home', () => {
    const home = `<html class="plugin-pages plugin-id-default"><body><div id=__docusaurus_skipToContent_fallback><header><h1>Palito</h1><p>A promise.</p></header>
      <main><h2 id=why>Why</h2><p>Because.</p></main></div></body></html>`;
    expect(extractSections(home, '/', true).map((s) => [s.url, s.heading, s.text])).toEqual([
      ['/', 'Palito', 'A promise.'],
      ['/#why', 'Why', 'Because.'],
    ]);
    expect(extractSections(home, '/crash-test', false)).toEqual([]);
  });
});
