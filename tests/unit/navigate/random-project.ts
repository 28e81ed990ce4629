// Random projects for the navigate tests: assets with ids from a small alphabet that mixes ASCII,
// Hangul, a full-width letter and a letter beyond the Basic Multilingual Plane (code-point order is
// not UTF-16 order there), links drawn at random with self-links and repeats, often disconnected.

import fc from 'fast-check';
import type {Project} from '../../../packages/palito/src/engine/model/types';

const LETTERS = ['a', 'b', 'Z', '0', '가', '나', 'Ａ', '𝔸'];

export const randomProject = fc
  .record({
    ids: fc.uniqueArray(fc.array(fc.constantFrom(...LETTERS), {minLength: 1, maxLength: 3}).map((l) => l.join('')), {minLength: 1, maxLength: 24}),
    links: fc.array(fc.tuple(fc.nat(), fc.nat()), {maxLength: 60}),
  })
  .map(({ids, links}) => projectOf(ids, links.map(([a, b]) => [ids[a % ids.length], ids[b % ids.length]])));

export function projectOf(ids: readonly string[], links: readonly (readonly [string, string])[], names: Record<string, Partial<Project['nodes'][number]>> = {}): Project {
  return {
    id: 'project:random',
    name: 'random',
    zones: [{id: 'zone:z', name: 'z', cbsIds: ['cbs:z/c']}],
    cbs: [{id: 'cbs:z/c', name: 'c', zoneId: 'zone:z', nodeIds: [...ids]}],
    nodes: ids.map((id, row) => ({id, name: id, type: '', status: 'normal', zoneId: 'zone:z', cbsId: 'cbs:z/c', row: row + 2, properties: {}, ...names[id]})),
    edges: links.map(([source, target], i) => ({id: `e${i}`, source, target, kind: 'intra-cbs'})),
    analysis: {},
  };
}
