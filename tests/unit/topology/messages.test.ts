import {describe, expect, it} from 'vitest';
import {ERROR_CODES, WARNING_CODES, problem, type ProblemCode, type ProblemParams} from '../../../packages/palito/src/engine/model/problem';
import {formatProblem} from '../../../packages/palito/src/engine/messages/format-problem';
import {en} from '../../../packages/palito/src/engine/messages/en';
import {ko} from '../../../packages/palito/src/engine/messages/ko';

/** Typical params for each code, as validation produces them. */
const PARAMS: Record<ProblemCode, ProblemParams> = {
  'empty-file': {},
  'not-tabular': {detected: 'binary'},
  'no-header': {cells: ['A001', 'edge']},
  'missing-column': {field: 'zone', accepted: ['zone', '존', '영역']},
  'no-rows': {},
  'unclosed-quote': {},
  'duplicate-id': {id: 'A001', firstRow: 2},
  'missing-id': {field: 'id'},
  'missing-zone': {field: 'zone'},
  'missing-cbs': {field: 'cbs'},
  'unknown-connection': {id: 'A099', suggestion: 'a099'},
  'self-connection': {id: 'A001'},
  'invalid-ip': {value: '10.0.0.300'},
  'unknown-status': {value: 'broken'},
  'blank-row': {},
  'missing-name': {id: 'A001'},
  'duplicate-column': {field: 'name', used: 'name'},
  'extra-cells': {count: 2, values: ['x', 'y']},
  'legacy-encoding': {encoding: 'euc-kr'},
  'ignored-sheets': {sheets: ['Sheet2', 'Sheet3']},
  'similar-id': {id: 'a001', other: 'A001', otherRow: 2},
  'file-too-large': {limit: 5 * 1024 * 1024, found: 7_340_032},
  'workbook-too-large': {limit: 50 * 1024 * 1024, found: 1_200_005_586, declared: 1},
  'too-many-rows': {limit: 50_000, found: 61_234},
  'sheet-too-large': {limit: 2_000_000, sheet: 'Assets', range: 'A1:XFD1048576', rows: 1_048_576, columns: 16_384},
  'too-many-connections': {limit: 200_000, found: 250_000},
  'other-sheet-read': {sheet: 'Assets', empty: ['Cover']},
  'control-characters': {count: 3, lines: ['4', '9'], more: 0},
  'malformed-quote': {},
  'more-problems': {code: 'unknown-status', count: 4523, firstRow: 105},
  'links-bundled': {cbs: 'Mesh', zone: 'Core', assets: 200, links: 19_900},
  'project-file-damaged': {field: 'project.nodes[3].zoneId'},
  'project-file-foreign': {},
  'project-file-newer': {version: 2, supported: 1},
  'project-file-too-large': {what: 'versions', limit: 1_000, found: 20_000},
  'project-file-unusable': {},
  'versions-not-stored': {count: 40, reason: 'budget', found: 3_300_000, limit: 2 * 1024 * 1024},
  'probably-renamed': {before: 'SRV-001', beforeRow: 12, after: 'SRV-001A', name: 'web-01'},
};
const HANGUL = /[\uac00-\ud7a3]/;

describe('message catalogues', () => {
  it('have a message for every problem code, in both languages', () => {
    const codes = [...ERROR_CODES, ...WARNING_CODES].sort();
    expect(Object.keys(en.messages).sort()).toEqual(codes);
    expect(Object.keys(ko.messages).sort()).toEqual(codes);
  });
});

describe('formatProblem', () => {
  it('names where (row and column) and what, for every code, in Korean and English', () => {
    for (const code of [...ERROR_CODES, ...WARNING_CODES]) {
      const p = problem(code, {row: 7, column: '존'}, PARAMS[code]);
      const english = formatProblem(p, 'en');
      const korean = formatProblem(p, 'ko');
      expect(english, code).toMatch(/^Row 7, column “존”: \S/);
      expect(korean, code).toMatch(/^7행 ‘존’ 열: \S/);
      expect(HANGUL.test(korean.slice(korean.indexOf(':'))), code).toBe(true);
      for (const text of [english, korean]) expect(text, code).not.toMatch(/undefined|\[object|NaN/);
    }
  });

  it('leaves out "where" for file-level problems', () => {
    expect(formatProblem(problem('empty-file'), 'en')).toBe('The file is empty.');
    expect(formatProblem(problem('empty-file'), 'ko')).toBe('파일이 비어 있습니다.');
  });

  it('includes the values that matter', () => {
    const duplicate = problem('duplicate-id', {row: 5, column: 'id'}, {id: 'A001', firstRow: 2});
    expect(formatProblem(duplicate, 'en')).toBe('Row 5, column “id”: The id “A001” is already used in row 2. Ids must be unique.');
    expect(formatProblem(duplicate, 'ko')).toBe('5행 ‘id’ 열: 자산ID ‘A001’ 값이 2행과 중복됩니다. 자산ID는 파일 안에서 하나뿐이어야 합니다.');
    const unknown = problem('unknown-connection', {row: 3, column: '연결'}, {id: 'w1', suggestion: 'W1'});
    expect(formatProblem(unknown, 'ko')).toBe('3행 ‘연결’ 열: 연결 대상 ‘w1’ 자산이 파일에 없어 이 연결은 그리지 않습니다. 혹시 ‘W1’ 자산을 뜻하셨나요?');
    expect(formatProblem(problem('missing-column', {row: 1}, PARAMS['missing-column']), 'en')).toBe(
      'Row 1: The required zone column is missing. Name it one of: zone, 존, 영역.',
    );
    expect(formatProblem(problem('not-tabular', {}, {detected: 'xls'}), 'ko')).toContain('.xlsx');
  });

  it('says only "row" when there is no column', () => {
    expect(formatProblem(problem('blank-row', {row: 12}), 'en')).toBe('Row 12: Blank row, skipped.');
    expect(formatProblem(problem('blank-row', {row: 12}), 'ko')).toBe('12행: 빈 행이라 건너뜁니다.');
  });
});

describe('messages for limits', () => {
  it('name each project file limit, and the figure found', () => {
    const cases: Array<[string, number, number, string, string]> = [
      ['fileBytes', 100 * 1024 * 1024, 114_294_784, '109 MB; the limit is 100 MB', '109 MB로 한도인 100 MB'],
      ['depth', 32, 33, 'more than 32 levels deep', '32단계보다 깊게'],
      ['versions', 1_000, 20_000, '20,000 saved versions; at most 1,000', '20,000개로, 열 수 있는 1,000개'],
      ['assets', 50_000, 50_001, '50,001 assets; the limit is 50,000', '자산이 50,001개로 한도인 50,000개'],
      ['links', 200_000, 300_000, '300,000 links; the limit is 200,000', '연결이 300,000개로 한도인 200,000개'],
      ['zones', 50_000, 60_000, '60,000 zones', '존이 60,000개'],
      ['cbs', 50_000, 60_000, '60,000 CBS groups', 'CBS가 60,000개'],
    ];
    for (const [what, limit, found, english, korean] of cases) {
      const p = problem('project-file-too-large', {}, {what, limit, found});
      expect(formatProblem(p, 'en'), what).toContain(english);
      expect(formatProblem(p, 'ko'), what).toContain(korean);
    }
    for (const reason of ['quota', 'count', 'budget']) {
      const p = problem('versions-not-stored', {}, {count: 12, reason, found: 1_500, limit: 1_000});
      expect(formatProblem(p, 'en'), reason).toMatch(/^The file's 12 saved versions are shown.*not kept in this browser/);
      expect(formatProblem(p, 'ko'), reason).toMatch(/^파일에 있던 버전 12개.*이 브라우저에는 저장하지 않았습니다/);
    }
  });

  it('name the limit and the figure found, with thousands grouped and sizes in MB', () => {
    const rows = problem('too-many-rows', {}, {limit: 50_000, found: 61_234});
    expect(formatProblem(rows, 'en')).toContain('61,234 asset rows; the limit is 50,000');
    expect(formatProblem(rows, 'ko')).toContain('61,234개로 한도인 50,000개');
    const bomb = problem('workbook-too-large', {}, {limit: 50 * 1024 * 1024, found: 1_200_005_586, declared: 1});
    expect(formatProblem(bomb, 'en')).toContain('would take 1,144 MB; the limit is 50 MB');
    const file = problem('file-too-large', {}, {limit: 5 * 1024 * 1024, found: 5_500_000});
    expect(formatProblem(file, 'ko')).toContain('5.2 MB로 한도인 5 MB');
  });

  it('quote at most a short excerpt of a value, without control characters', () => {
    const long = problem('unknown-status', {row: 2, column: 'status'}, {value: `x\u0000y${'z'.repeat(1_000_000)}`});
    const message = formatProblem(long, 'en');
    expect(message.length).toBeLessThan(300);
    expect(message).toContain('“x y');
    expect(message).not.toMatch(/\u0000/);
    const list = problem('extra-cells', {row: 2}, {count: 500, values: Array.from({length: 500}, (_, i) => `v${i}`)});
    expect(formatProblem(list, 'en')).toContain('v9, … (+490)');
  });
});
