import {describe, expect, it} from 'vitest';
import {editZones, stepZoneId, type Zone} from '../../../packages/palito/src/model';

const zones: Zone[] = [
  {id: 'a', name: 'A', cbsIds: ['a1']},
  {id: 'b', name: 'B', cbsIds: ['b1']},
  {id: 'c', name: 'C', cbsIds: []},
];

describe('stepZoneId', () => {
  it('steps forwards and backwards, wrapping at both ends', () => {
    expect(stepZoneId(zones, 'a', 1)).toBe('b');
    expect(stepZoneId(zones, 'c', 1)).toBe('a');
    expect(stepZoneId(zones, 'a', -1)).toBe('c');
    expect(stepZoneId(zones, 'b', -4)).toBe('a');
    expect(stepZoneId(zones, 'nope', 1)).toBe('a');
    expect(stepZoneId([], 'a', 1)).toBeNull();
  });
});

describe('editZones', () => {
  it('reorders listed zones first, keeps the rest in order, renames, keeps cbsIds', () => {
    expect(editZones(zones, [{id: 'c', name: 'See'}])).toEqual([
      {id: 'c', name: 'See', cbsIds: []},
      zones[0],
      zones[1],
    ]);
    expect(editZones(zones, [])).toEqual(zones);
    expect(editZones(zones, [{id: 'b', name: ''}])[0]).toBe(zones[1]);
  });

  it('throws on unknown and repeated ids', () => {
    expect(() => editZones(zones, [{id: 'x'}])).toThrow('setZones: no zone with id "x" in this project. Known zone ids: "a", "b", "c".');
    expect(() => editZones(zones, [{id: 'a'}, {id: 'a'}])).toThrow(/"a" is listed more than once/);
    expect(() => editZones(zones, [null as never])).toThrow(/no zone with id "undefined"/);
  });
});
