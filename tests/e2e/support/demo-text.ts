// What the landing-page demo says, in each locale: the strings the demo specs wait for and check.
// The behaviour specs (demo*.spec.ts) run in Korean and read the Korean column; demo-locales.spec.ts
// checks every string of both columns in one visit per locale.

/** A string as a pattern, matched literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const DEMO_TEXT = {
  ko: {
    apply: '레이아웃 적용',
    applying: '레이아웃 적용 중...',
    sample: 'samples/assets-sample.ko.csv',
    /** The status legend's words, one per status. */
    legend: ['정상', '경고', '장애', '오프라인'],
    /** The context menu's "error" status item. */
    statusError: '장애',
    /** The editor's toolbar and its find box, by their accessible names. */
    tools: '구성도 도구',
    find: '자산 찾기',
    /** Trace to… from web-01 (A005): its prompt, the summary's word for hops; What if this fails?: the summary's words. */
    trace: {prompt: 'web-01에서 출발', summary: '홉', cut: '끊기는 자산'},
    /** The views' names, as the exported files and the print page carry them. */
    allView: '전체 보기',
    zoneView: '존 보기 · ',
    print: {view: '보기: 전체 보기', legend: '범례', status: '정상'},
    files: {
      empty: '파일이 비어 있습니다.',
      missing: /필수 항목인 .+ 열이 없습니다/,
      notTable: 'CSV 또는 Excel(.xlsx) 파일이 아닙니다.',
      notWorkbook: '압축 파일이지만 Excel 통합 문서가 아닙니다.',
      duplicate: /4행 .*자산ID ‘D1’ 값이 2행과 중복됩니다/,
      kept: '이전 구성도를 그대로 보여 드립니다.',
      tooLarge: /너무 큽니다/,
      warnings: /경고 \d+건/,
    },
    project: {opened: '프로젝트 파일을 열었습니다: ', damaged: '프로젝트 파일이 손상되어 열 수 없습니다.'},
    hostile: {
      /** A zip bomb's message; `megabytes` is a pattern ('1,144', or '[\\d,]+'). */
      bomb: (megabytes: string) => new RegExp(`압축을 풀면 ${megabytes} MB로, 한도인 50 MB를 넘습니다`),
      /** A dense mesh's warning: the assets of the CBS 'Mesh' and their links. */
      dense: (assets: string, links: string) => new RegExp(literal(`‘Mesh’ CBS에서 자산 ${assets}개가 서로 거의 모두 연결되어 있어, 연결 ${links}개를`)),
      versions: (count: string) => `저장된 버전이 ${count}개로, 열 수 있는 1,000개를 넘습니다`,
      deep: '32단계보다 깊게 겹쳐 있어 읽지 않았습니다',
      missingCbs: /‘project\.zones\[0\]\.cbsIds\[\d+\]’ 항목이 없거나 값이 올바르지 않습니다/,
      /** The version list's first page, of `count` versions. */
      range: (count: string) => `${count}개 중 1–20`,
    },
  },
  en: {
    apply: 'Apply layout',
    applying: 'Applying layout...',
    sample: 'samples/assets-sample.csv',
    legend: ['Normal', 'Warning', 'Error', 'Offline'],
    statusError: 'Error',
    tools: 'Topology tools',
    find: 'Find an asset',
    trace: {prompt: 'From web-01', summary: 'hop', cut: 'cut off'},
    allView: 'All View',
    zoneView: 'Zone View · ',
    print: {view: 'View: All View', legend: 'Legend', status: 'Normal'},
    files: {
      empty: 'The file is empty.',
      missing: /The required .+ column is missing/,
      notTable: 'This is not a CSV or Excel (.xlsx) file.',
      notWorkbook: 'This is a compressed file but not an Excel workbook.',
      duplicate: /Row 4, .*The id “D1” is already used in row 2/,
      kept: 'The previous diagram is still shown.',
      tooLarge: /is too large/,
      warnings: /Warnings: \d+/,
    },
    project: {opened: 'Opened the project file: ', damaged: 'The project file is damaged and could not be opened'},
    hostile: {
      bomb: (megabytes: string) => new RegExp(`would take ${megabytes} MB; the limit is 50 MB`),
      dense: (assets: string, links: string) =>
        new RegExp(literal(`In the CBS “Mesh” (zone “Core”), ${assets} assets are linked to most of each other: their ${links} links`)),
      versions: (count: string) => `holds ${count} saved versions; at most 1,000 can be opened`,
      deep: 'more than 32 levels deep',
      missingCbs: /“project\.zones\[0\]\.cbsIds\[\d+\]” is missing or has a wrong value/,
      range: (count: string) => `1–20 of ${count}`,
    },
  },
} as const;
