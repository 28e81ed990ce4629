import {describe, expect, it} from 'vitest';
import {convertAssets, projectNameOf} from '../../../packages/palito/src/engine/convert/convert-assets';
import {shortHash, slugIds, slugify} from '../../../packages/palito/src/engine/convert/slug';
import type {Asset} from '../../../packages/palito/src/engine/model/types';
import {sample} from './support/files';
import {projectOf} from './support/pipeline';

function asset(id: string, zone: string, cbs: string, row: number): Asset {
  return {id, name: id, type: '', status: 'normal', zone, cbs, connections: [], row, properties: {}};
}

describe('slugs', () => {
  it('keep letters of any script and turn the rest into single dashes', () => {
    expect(slugify('Internet DMZ')).toBe('internet-dmz');
    expect(slugify('  인터넷 DMZ / 경계 ')).toBe('인터넷-dmz-경계');
    expect(slugify('***')).toBe('unnamed');
  });

  it('suffix every name whose slug collides, independent of order', () => {
    const a = slugIds(['Internet DMZ', 'internet-dmz', 'Core']);
    const b = slugIds(['Core', 'internet-dmz', 'Internet DMZ']);
    expect(a.get('Core')).toBe('core');
    expect(a.get('Internet DMZ')).toBe(`internet-dmz-${shortHash('Internet DMZ')}`);
    expect(a.get('internet-dmz')).not.toBe(a.get('Internet DMZ'));
    expect([...a].sort()).toEqual([...b].sort());
  });
});

describe('convertAssets', () => {
  it('builds zones, CBS groups and nodes of the English sample with stable ids', async () => {
    const {project} = await projectOf(sample('assets-sample.csv'));
    expect(project.id).toBe('project:assets-sample');
    expect(project.name).toBe('assets-sample');
    expect(project.zones.map((z) => z.id)).toEqual(['zone:internet-dmz', 'zone:internal', 'zone:management', 'zone:development']);
    expect(project.cbs).toHaveLength(11);
    expect(project.zones[0]).toEqual({
      id: 'zone:internet-dmz',
      name: 'Internet DMZ',
      cbsIds: ['cbs:internet-dmz/edge', 'cbs:internet-dmz/public-web', 'cbs:internet-dmz/mail-relay'],
    });
    expect(project.cbs[0]).toEqual({id: 'cbs:internet-dmz/edge', name: 'Edge', zoneId: 'zone:internet-dmz', nodeIds: ['A001', 'A002', 'A003']});
    expect(project.nodes).toHaveLength(39);
    expect(project.nodes[0]).toEqual({
      id: 'A001', name: 'edge-rtr-01', type: 'router', ip: '203.0.113.1', status: 'normal',
      zoneId: 'zone:internet-dmz', cbsId: 'cbs:internet-dmz/edge', row: 2, properties: {},
    });
    expect(project.nodes.find((n) => n.id === 'A020')).toMatchObject({status: 'offline', cbsId: 'cbs:internal/business-apps'});
  });

  it('gives Korean names readable ids', async () => {
    const {project} = await projectOf(sample('assets-sample.ko.csv'));
    expect(project.zones[0].id).toBe('zone:인터넷-dmz');
    expect(project.cbs[0].id).toBe('cbs:인터넷-dmz/경계-구간');
  });

  it('scopes CBS names by zone and keeps ids whatever the row order', () => {
    const assets = [asset('a', 'Z1', 'Core', 2), asset('b', 'Z2', 'Core', 3), asset('c', 'Z1', 'Web', 4)];
    const forward = convertAssets(assets, 'inv.xlsx');
    const backward = convertAssets([...assets].reverse(), 'inv.xlsx');
    expect(forward.cbs.map((c) => c.id)).toEqual(['cbs:z1/core', 'cbs:z2/core', 'cbs:z1/web']);
    const idsOf = (p: typeof forward) => new Map(p.nodes.map((n) => [n.id, [n.zoneId, n.cbsId]]));
    expect(idsOf(backward)).toEqual(idsOf(forward));
  });

  it('puts names typed in decomposed Hangul (macOS) and composed Hangul in the same zone and CBS', async () => {
    const nfc = '내부망';
    const nfd = nfc.normalize('NFD');
    expect(nfd).not.toBe(nfc);
    const csv = `id,name,zone,cbs\nK1,a,${nfc},코어\nK2,b,${nfd},${'코어'.normalize('NFD')}\n`;
    const {project} = await projectOf({name: 'mixed.csv', data: csv});
    expect(project.zones.map((z) => z.name)).toEqual([nfc]);
    expect(project.cbs).toHaveLength(1);
    expect(project.cbs[0].nodeIds).toEqual(['K1', 'K2']);
  });

  it('names the project after the file', () => {
    expect(projectNameOf('C:\\Users\\me\\자산 목록.xlsx')).toBe('자산 목록');
    expect(projectNameOf('inventory.2024.csv')).toBe('inventory.2024');
    expect(projectNameOf('.hidden')).toBe('.hidden');
  });

  describe('ids that are never an asset’s', () => {
    const idsOf = (project: ReturnType<typeof convertAssets>) => [
      ...project.zones.map((z) => z.id),
      ...project.cbs.map((c) => c.id),
      ...project.nodes.map((n) => n.id),
    ];

    it('gives a zone or CBS group another id when an asset already has its id, and keeps the asset’s', () => {
      const assets = [asset('zone:z', 'z', 'c', 2), asset('cbs:z/c', 'z', 'c', 3), asset('cbs:y/d', 'y', 'd', 4), asset('A1', 'y', 'd', 5)];
      const project = convertAssets(assets, 't.csv');
      expect(project.nodes.map((n) => n.id)).toEqual(['zone:z', 'cbs:z/c', 'cbs:y/d', 'A1']);
      const ids = idsOf(project);
      expect(new Set(ids).size).toBe(ids.length);
      const [z, y] = project.zones;
      expect(z.id).toBe(`zone:z-${shortHash('z')}`);
      expect(y.id).toBe('zone:y'); // no clash, no change
      expect(project.cbs.map((c) => c.id)).toEqual([`cbs:z/c-${shortHash('c')}`, `cbs:y/d-${shortHash('d')}`]);
      // Every reference follows the new ids.
      expect(z.cbsIds).toEqual([project.cbs[0].id]);
      expect(project.cbs[0].zoneId).toBe(z.id);
      expect(project.nodes.map((n) => [n.zoneId, n.cbsId])).toEqual([
        [z.id, project.cbs[0].id],
        [z.id, project.cbs[0].id],
        ['zone:y', project.cbs[1].id],
        ['zone:y', project.cbs[1].id],
      ]);
      // Whatever the row order.
      const backward = convertAssets([...assets].reverse(), 't.csv');
      expect(new Set(idsOf(backward))).toEqual(new Set(ids));
    });

    it('keeps a zone’s Zone View stub id free too, and a renamed id free of every other', () => {
      const hash = shortHash('z');
      const assets = [asset('stub:zone:y', 'z', 'c', 2), asset('Y1', 'y', 'd', 3), asset('zone:z', 'z', 'c', 4), asset(`zone:z-${hash}`, 'z', 'c', 5)];
      const project = convertAssets(assets, 't.csv');
      const [z, y] = project.zones;
      expect(y.id).toBe(`zone:y-${shortHash('y')}`);
      expect(z.id).toBe(`zone:z-${hash}-2`);
      const ids = idsOf(project);
      expect(new Set(ids).size).toBe(ids.length);
      expect(project.zones.map((zone) => `stub:${zone.id}`).filter((id) => ids.includes(id))).toEqual([]);
    });

    it('gives the ids the Zone and Cbs pages show as examples', () => {
      const project = convertAssets([asset('zone:dmz', 'DMZ', 'Edge', 2), asset('cbs:dmz/core', 'DMZ', 'Core', 3)], 't.csv');
      expect(project.zones[0].id).toBe('zone:dmz-0q4ai8w');
      expect(project.cbs.map((c) => c.id)).toEqual(['cbs:dmz/edge', 'cbs:dmz/core-0pyd126']);
    });

    it('leaves an inventory without clashes as it was (the same ids, so saved versions still apply)', () => {
      const assets = [asset('zone', 'zone', 'cbs', 2), asset('zone:', 'Z', 'C', 3)];
      const project = convertAssets(assets, 't.csv');
      expect(project.zones.map((z) => z.id)).toEqual(['zone:zone', 'zone:z']);
      expect(project.cbs.map((c) => c.id)).toEqual(['cbs:zone/cbs', 'cbs:z/c']);
    });
  });
});

