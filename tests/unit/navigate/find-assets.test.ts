// findAssets: what an engineer types to find an asset (an id, part of a name, an IP's start, a type,
// a property value, Korean initial consonants, a word with one letter wrong) and the order of what
// comes back.

import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {findAssets} from '../../../packages/palito/src/engine/navigate';
import {projectOf, randomProject} from './random-project';

const project = projectOf(['db-ora-01', 'db-ora-02', 'web-01', 'sw-core-1', 'fw-01', 'ap-7'], [], {
  'db-ora-01': {name: '인사 데이터베이스 서버', type: 'database', ip: '10.20.1.11', properties: {owner: 'DBA팀', rack: 'R12'}},
  'db-ora-02': {name: 'ERP 데이터베이스', type: 'database', ip: '10.20.1.12', properties: {owner: 'DBA팀', rack: 'R14'}},
  'web-01': {name: 'DMZ web server', type: 'server', ip: '172.16.0.10', properties: {owner: 'web team'}},
  'sw-core-1': {name: 'Core switch', type: 'switch', ip: '10.0.0.1', properties: {}},
  'fw-01': {name: '방화벽', type: 'firewall', ip: '10.0.0.254', properties: {}},
  'ap-7': {name: 'Lobby AP', type: 'access-point', properties: {}},
});

describe('findAssets', () => {
  it('finds an asset by its id first, then by the start of an id or name', () => {
    expect(findAssets(project, 'db-ora-02')[0]).toBe('db-ora-02');
    expect(findAssets(project, 'db-ora')).toEqual(['db-ora-01', 'db-ora-02']);
    expect(findAssets(project, 'core')).toEqual(['sw-core-1']);
    expect(findAssets(project, 'CORE SWITCH')).toEqual(['sw-core-1']);
  });

  it('finds by IP, type and property values, and by every word of a query', () => {
    expect(findAssets(project, '10.20.1')).toEqual(['db-ora-01', 'db-ora-02']);
    expect(findAssets(project, '10.0.0.254')).toEqual(['fw-01']);
    expect(findAssets(project, 'firewall')).toEqual(['fw-01']);
    expect(findAssets(project, 'R14')).toEqual(['db-ora-02']);
    expect(findAssets(project, 'web team')).toEqual(['web-01']);
    expect(findAssets(project, 'database erp')).toEqual(['db-ora-02']);
    expect(findAssets(project, 'database nothing')).toEqual([]);
  });

  it("finds Korean names by their initial consonants: from a word's start, inside it, or in order", () => {
    expect(findAssets(project, 'ㄷㅇㅌ')).toEqual(['db-ora-01', 'db-ora-02']);
    expect(findAssets(project, 'ㅂㅎㅂ')).toEqual(['fw-01']);
    expect(findAssets(project, 'ㄷㅂ')).toEqual(['db-ora-01', 'db-ora-02']);
    expect(findAssets(project, 'ㅇㅅ ㅅㅂ')).toEqual(['db-ora-01']);
    expect(findAssets(project, '데이터')).toEqual(['db-ora-01', 'db-ora-02']);
  });

  it('forgives one wrong letter in a word of five letters or more, not in shorter ones', () => {
    expect(findAssets(project, 'swtich')).toEqual(['sw-core-1']);
    expect(findAssets(project, 'firewal')).toEqual(['fw-01']);
    expect(findAssets(project, 'dtabase')).toEqual(['db-ora-01', 'db-ora-02']);
    expect(findAssets(project, 'lobyb')).toEqual(['ap-7']);
    expect(findAssets(project, 'wbe')).toEqual([]);
    expect(findAssets(project, 'swtihc')).toEqual([]);
  });

  it('returns nothing for an empty query and at most `limit` ids', () => {
    expect(findAssets(project, '   ')).toEqual([]);
    expect(findAssets(project, '0', {limit: 2})).toHaveLength(2);
    expect(findAssets(project, '0').length).toBeGreaterThan(2);
  });

  it('finds every asset by its own id, first when no other asset has that id as a whole field', () => {
    fc.assert(
      fc.property(randomProject, fc.nat(), (random, pick) => {
        const id = random.nodes[pick % random.nodes.length].id;
        const found = findAssets(random, id, {limit: 1000});
        expect(found).toContain(id);
        expect(found[0]).toBe(id);
      }),
      {numRuns: 200, seed: 27},
    );
  });
});
