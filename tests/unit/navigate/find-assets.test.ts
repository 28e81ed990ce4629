// findAssets: what an engineer types to find an asset (an id, part of a name, an IP's start, a type,
// a property value, Korean initial consonants, a word with one letter wrong) and the order of what
// comes back.

import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {findAssets} from '../../../packages/palito/src/engine/navigate';
import {assetTexts} from '../../../packages/palito/src/engine/navigate/asset-text';
import {compareCodePoints} from '../../../packages/palito/src/engine/navigate/code-points';
import {scoreOf, termsOf} from '../../../packages/palito/src/engine/navigate/find-assets';
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

  it('reads every asset of a hand-made project whose ids repeat (the file converter never makes one)', () => {
    const twice = projectOf(['X', 'X'], []);
    twice.nodes[0] = {...twice.nodes[0], name: 'alpha'};
    twice.nodes[1] = {...twice.nodes[1], name: 'beta'};
    expect(findAssets(twice, 'alpha')).toEqual(['X']);
    expect(findAssets(twice, 'beta')).toEqual(['X']);
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

  it('passes over no asset that scores: the same ids, in the same order, as scoring every asset, for a long list or a short one', () => {
    // Words from a small alphabet, so that queries hit many assets, Korean words with shared initial
    // consonants, an astral letter; queries are parts of the assets' own words (ids and types too),
    // their starts (which settle a short list without scoring every asset: field-starts.ts), their
    // initial consonants, and words with one letter changed, added, dropped or swapped.
    const letters = ['a', 'b', 'c', 's', '1', '-', '데', '이', '터', '도', '어', '𝔸'];
    const word = fc.array(fc.constantFrom(...letters), {minLength: 1, maxLength: 7}).map((l) => l.join(''));
    const text = fc.array(word, {minLength: 1, maxLength: 3}).map((w) => w.join(' '));
    const asset = fc.record({name: text, type: fc.constantFrom('', 'server', 'database'), owner: text});
    const edit = fc.tuple(fc.nat(), fc.constantFrom('change', 'add', 'drop', 'swap', 'part', 'start', 'initials', 'keep'), fc.constantFrom(...letters));
    fc.assert(
      fc.property(fc.array(asset, {minLength: 1, maxLength: 30}), fc.array(fc.tuple(fc.nat(), fc.nat(), edit), {minLength: 1, maxLength: 2}), (assets, picks) => {
        const ids = assets.map((_, i) => `id-${i}`);
        const random = projectOf(ids, [], Object.fromEntries(assets.map((a, i) => [ids[i], {name: a.name, type: a.type, properties: {owner: a.owner}}])));
        const query = picks.map(([a, w, e]) => queryWord({...assets[a % assets.length], id: ids[a % assets.length]}, w, e)).join(' ');
        const terms = termsOf(query);
        const expected = assetTexts(random)
          .map((text) => ({id: text.id, score: scoreOf(text, terms)}))
          .filter((s) => s.score > 0)
          .sort((x, y) => y.score - x.score || compareCodePoints(x.id, y.id))
          .map((s) => s.id);
        expect(findAssets(random, query, {limit: 1000})).toEqual(expected);
        // A short list: the assets that cannot get in any more are passed over, the list is the same.
        for (const limit of [1, 2, 3]) expect(findAssets(random, query, {limit})).toEqual(expected.slice(0, limit));
      }),
      {numRuns: 1000, seed: 2611},
    );
  });
});

/** A word of the asset's name, owner, id or type, cut, edited or read as its initial consonants. */
function queryWord(asset: {name: string; owner: string; id: string; type: string}, pick: number, [at, kind, letter]: [number, string, string]): string {
  const words = `${asset.name} ${asset.owner} ${asset.id} ${asset.type}`.trim().split(' ');
  const letters = [...words[pick % words.length]];
  const i = at % letters.length;
  switch (kind) {
    case 'change':
      letters[i] = letter;
      break;
    case 'add':
      letters.splice(i, 0, letter);
      break;
    case 'drop':
      letters.splice(i, 1);
      break;
    case 'swap':
      if (i + 1 < letters.length) [letters[i], letters[i + 1]] = [letters[i + 1], letters[i]];
      break;
    case 'part':
      return letters.slice(i).join('') || letter;
    case 'start':
      return letters.slice(0, i + 1).join('');
    case 'initials':
      return letters.map((l) => ({데: 'ㄷ', 도: 'ㄷ', 이: 'ㅇ', 어: 'ㅇ', 터: 'ㅌ'})[l] ?? '').join('') || 'ㄷ';
  }
  return letters.join('') || letter;
}
