import {describe, expect, it} from 'vitest';
import {readTable} from '../../../packages/palito/src/engine/parse/read-table';
import type {TopologyInput} from '../../../packages/palito/src/engine/parse/input';
import {validateTable, type ValidationResult} from '../../../packages/palito/src/engine/validate/validate-table';
import {fixture, sample} from './support/files';
import {labels} from './support/pipeline';

async function validate(input: TopologyInput): Promise<ValidationResult> {
  const read = await readTable(input);
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return validateTable(read.table);
}

const csv = (text: string): TopologyInput => ({name: 't.csv', data: text});

describe('validateTable on the shared samples', () => {
  it('reads 39 assets, no problems, from both the English and the Korean sample', async () => {
    for (const name of ['assets-sample.csv', 'assets-sample.ko.csv'] as const) {
      const result = await validate(sample(name));
      expect(result.ok, name).toBe(true);
      if (!result.ok) return;
      expect(result.warnings).toEqual([]);
      expect(result.assets).toHaveLength(39);
      expect(new Set(result.assets.map((a) => a.zone)).size).toBe(4);
      expect(new Set(result.assets.map((a) => `${a.zone}/${a.cbs}`)).size).toBe(11);
    }
  });

  it('reads a row of the Korean sample into the same asset as the English one, statuses mapped', async () => {
    const en = await validate(sample('assets-sample.csv'));
    const ko = await validate(sample('assets-sample.ko.csv'));
    if (!en.ok || !ko.ok) throw new Error('samples should validate');
    const a003en = en.assets.find((a) => a.id === 'A003')!;
    const a003ko = ko.assets.find((a) => a.id === 'A003')!;
    expect(a003en).toMatchObject({name: 'fw-ext-02', type: 'firewall', ip: '203.0.113.3', status: 'warning', connections: ['A004', 'A012'], row: 4});
    expect(a003ko).toMatchObject({name: 'fw-ext-02', type: 'firewall', ip: '203.0.113.3', status: 'warning', connections: ['A004', 'A012'], row: 4});
    expect(ko.assets.map((a) => a.status)).toEqual(en.assets.map((a) => a.status));
  });
});

describe('validateTable on fixtures', () => {
  it('reads Korean headers in any order, with an unknown column kept as a property', async () => {
    const result = await validate(fixture('korean-headers.csv'));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.assets.map((a) => [a.id, a.status, a.zone, a.cbs])).toEqual([
      ['K001', 'normal', '내부망', '코어'],
      ['K002', 'warning', '내부망', '웹'],
      ['K003', 'error', '내부망', 'DB'],
      ['K004', 'offline', '관리망', '백업'],
    ]);
    expect(result.assets[0].properties).toEqual({담당자: '김철수'});
    expect(result.assets[2].properties).toEqual({담당자: ''});
    expect(result.assets[0].connections).toEqual(['K002', 'K003']);
  });

  it('reads BOM + CRLF, semicolons, tabs and quoted cells', async () => {
    const bom = await validate(fixture('bom-crlf.csv'));
    expect(bom.ok && bom.assets.map((a) => [a.id, a.name, a.connections])).toEqual([
      ['B1', 'alpha', ['B2']],
      ['B2', 'beta', []],
      ['B3', 'gamma', ['B1']],
    ]);
    const semicolon = await validate(fixture('semicolon.csv'));
    expect(semicolon.ok && semicolon.assets[0]).toMatchObject({id: 'S1', ip: '10.1.1.1', connections: ['S2', 'S3']});
    const tab = await validate(fixture('tab.tsv'));
    expect(tab.ok && tab.assets[0].connections).toEqual(['T2', 'T3']);
    const quoted = await validate(fixture('quoted.csv'));
    if (!quoted.ok) throw new Error('quoted.csv should validate');
    expect(quoted.assets.map((a) => a.name)).toEqual(['web, front', 'multi\nline name', 'plain']);
    expect(quoted.assets[1].connections).toEqual(['Q3', 'Q1']);
    expect(quoted.assets[0].properties).toEqual({notes: 'say "hi"'});
  });

  it('lists every duplicate id and every row missing id, zone or cbs, with row and column', async () => {
    const result = await validate(fixture('duplicates.csv'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(labels(result.problems)).toEqual(['duplicate-id@4:id', 'missing-id@5:id', 'missing-zone@6:zone', 'missing-cbs@7:cbs', 'duplicate-id@8:id']);
    expect(result.problems[0].params).toEqual({id: 'D1', firstRow: 2});
    expect(result.problems[4].params).toEqual({id: 'D2', firstRow: 3});
    expect(result.problems.every((p) => p.severity === 'error')).toBe(true);
  });

  it('reports missing required columns', async () => {
    const result = await validate(fixture('missing-columns.csv'));
    expect(result.ok === false && result.problems.map((p) => [p.code, p.params.field])).toEqual([
      ['missing-column', 'zone'],
      ['missing-column', 'cbs'],
    ]);
  });

  it('turns unknown and self connections, bad IPs, unknown statuses and blank rows into warnings', async () => {
    const result = await validate(fixture('warnings.csv'));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(labels(result.warnings)).toEqual([
      'unknown-connection@2:connections',
      'self-connection@2:connections',
      'blank-row@3',
      'unknown-status@4:status',
      'invalid-ip@4:ip',
      'unknown-connection@4:connections',
      'blank-row@5',
      'invalid-ip@7:ip',
    ]);
    expect(result.warnings.every((p) => p.severity === 'warning')).toBe(true);
    expect(result.warnings[0].params).toEqual({id: 'W9'});
    expect(result.warnings[5].params).toEqual({id: 'w1', suggestion: 'W1'});
    // Drawn anyway: the bad connections are left out, the bad values kept, the status defaulted.
    expect(result.assets.map((a) => [a.id, a.connections, a.ip, a.status])).toEqual([
      ['W1', ['W2'], '10.0.0.1', 'normal'],
      ['W2', [], '10.0.0.300', 'normal'],
      ['W3', ['W1'], 'fe80::1', 'warning'],
      ['W4', [], 'not-an-ip', 'normal'],
    ]);
  });
});

describe('validateTable edge cases', () => {
  it('says no-header when the file starts with data', async () => {
    const result = await validate(csv('A001,edge,router,Z,C\nA002,fw,firewall,Z,C\n'));
    expect(result.ok === false && labels(result.problems)).toEqual(['no-header@1']);
  });

  it('says no-rows for a header without assets', async () => {
    const result = await validate(csv('id,name,zone,cbs\n'));
    expect(result.ok === false && labels(result.problems)).toEqual(['no-rows@1']);
  });

  it('counts blank rows above the header and keeps spreadsheet row numbers', async () => {
    const result = await validate(csv('\n,,\nid,name,zone,cbs\nA,a,Z,\n'));
    expect(result.ok === false && labels(result.problems)).toEqual(['blank-row@1', 'blank-row@2', 'missing-cbs@4:cbs']);
  });

  it('warns about values beyond the last column, a missing name, and a second name column', async () => {
    const result = await validate(csv('id,name,hostname,zone,cbs\nA,,host-a,Z,C,stray\nB,b,,Z,C\n'));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(labels(result.warnings)).toEqual(['duplicate-column@1:hostname', 'extra-cells@2', 'missing-name@2:name']);
    expect(result.warnings[1].params).toEqual({count: 1, values: ['stray']});
    expect(result.assets[0]).toMatchObject({id: 'A', name: 'A', properties: {hostname: 'host-a'}});
  });

  it('warns about ids that differ only by case, full-width letters or invisible characters, naming both rows', async () => {
    const text = 'id,name,zone,cbs\nA001,a,Z,C\na001,b,Z,C\n\uff21\uff10\uff10\uff11,c,Z,C\nA\u200b001,d,Z,C\nB001,e,Z,C\n';
    const result = await validate(csv(text));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.assets.map((a) => a.id)).toEqual(['A001', 'a001', '\uff21\uff10\uff10\uff11', 'A\u200b001', 'B001']);
    expect(labels(result.warnings)).toEqual(['similar-id@3:id', 'similar-id@4:id', 'similar-id@5:id']);
    expect(result.warnings.map((w) => w.params)).toEqual([
      {id: 'a001', other: 'A001', otherRow: 2},
      {id: '\uff21\uff10\uff10\uff11', other: 'A001', otherRow: 2},
      {id: 'A\u200b001', other: 'A001', otherRow: 2},
    ]);
  });

  it('treats zone names differing only in spacing as one zone', async () => {
    const result = await validate(csv('id,name,zone,cbs\nA,a,Internet  DMZ,Edge\nB,b, Internet DMZ ,Edge\n'));
    expect(result.ok && result.assets.map((a) => a.zone)).toEqual(['Internet DMZ', 'Internet DMZ']);
  });

  it('never drops a non-blank row silently: each is an asset or carries an error', async () => {
    const text = 'id,name,zone,cbs\nA,a,Z,C\n,b,Z,C\nC,c,,C\nA,d,Z,C\nE,e,Z,C\n';
    const result = await validate(csv(text));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const dataRows = [2, 3, 4, 5, 6];
    const erroredRows = new Set(result.problems.filter((p) => p.severity === 'error').map((p) => p.row));
    const ok = await validate(csv(text.replace(',b,', 'B,b,').replace('C,c,,C', 'C,c,Z,C').replace('A,d', 'D,d')));
    expect(ok.ok && ok.assets.map((a) => a.row)).toEqual(dataRows);
    expect([...erroredRows].sort()).toEqual([3, 4, 5]);
  });
});
