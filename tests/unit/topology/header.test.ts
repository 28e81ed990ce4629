import {describe, expect, it} from 'vitest';
import {columnKeyOf} from '../../../packages/palito/src/engine/model/columns';
import {columnLetter} from '../../../packages/palito/src/engine/parse/column-letter';
import {matchHeader} from '../../../packages/palito/src/engine/parse/match-header';

describe('columnKeyOf', () => {
  it('accepts every English and Korean name of the contract, ignoring case and surrounding spaces', () => {
    const cases: Array<[string, string]> = [
      ['id', 'id'], ['자산ID', 'id'], ['자산id', 'id'], ['자산번호', 'id'],
      ['name', 'name'], ['자산명', 'name'], ['호스트명', 'name'], ['HostName', 'name'],
      ['type', 'type'], ['유형', 'type'], ['장비유형', 'type'],
      ['IP', 'ip'], ['ip', 'ip'], ['IP주소', 'ip'],
      ['Zone', 'zone'], ['존', 'zone'], ['영역', 'zone'],
      ['cbs', 'cbs'], ['CBS', 'cbs'],
      ['STATUS', 'status'], ['상태', 'status'],
      ['connections', 'connections'], ['연결', 'connections'], ['연결대상', 'connections'],
      ['  zone  ', 'zone'],
    ];
    for (const [header, key] of cases) expect(columnKeyOf(header), header).toBe(key);
  });

  it('matches Korean typed in decomposed form (macOS) too', () => {
    expect(columnKeyOf('자산명'.normalize('NFD'))).toBe('name');
  });

  it('does not guess at other names', () => {
    for (const header of ['asset id', 'ip address', 'zones', '']) expect(columnKeyOf(header)).toBeUndefined();
  });
});

describe('matchHeader', () => {
  it('maps columns in any order and keeps unknown ones as properties', () => {
    const result = matchHeader(['상태', '자산명', '자산ID', '존', 'CBS', 'owner', ''], 1);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.header.known.id).toEqual({index: 2, header: '자산ID'});
    expect(result.header.known.status).toEqual({index: 0, header: '상태'});
    expect(result.header.known.connections).toBeUndefined();
    expect(result.header.extra).toEqual([{index: 5, header: 'owner'}]);
    expect(result.header.width).toBe(6);
    expect(result.problems).toEqual([]);
  });

  it('names an empty header cell by its column letter', () => {
    const result = matchHeader(['id', '', 'name', 'zone', 'cbs'], 1);
    expect(result.ok && result.header.extra).toEqual([{index: 1, header: 'Column B'}]);
  });

  it('uses the first of two columns for the same field and warns about the second', () => {
    const result = matchHeader(['id', 'name', 'hostname', 'zone', 'cbs'], 1);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.header.known.name).toEqual({index: 1, header: 'name'});
    expect(result.header.extra).toEqual([{index: 2, header: 'hostname'}]);
    expect(result.problems).toEqual([
      {severity: 'warning', code: 'duplicate-column', row: 1, column: 'hostname', params: {field: 'name', used: 'name'}},
    ]);
  });

  it('reports no-header when the first row names no contract column', () => {
    const result = matchHeader(['A001', 'edge-rtr-01', 'router'], 1);
    expect(result).toEqual({
      ok: false,
      problems: [{severity: 'error', code: 'no-header', row: 1, params: {cells: ['A001', 'edge-rtr-01', 'router']}}],
    });
  });

  it('reports each missing required column', () => {
    const result = matchHeader(['id', 'type'], 3);
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => [p.code, p.row, p.params.field])).toEqual([
      ['missing-column', 3, 'name'],
      ['missing-column', 3, 'zone'],
      ['missing-column', 3, 'cbs'],
    ]);
    expect(result.problems[1].params.accepted).toEqual(['zone', '존', '영역']);
  });
});

describe('columnLetter', () => {
  it('counts like a spreadsheet', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
