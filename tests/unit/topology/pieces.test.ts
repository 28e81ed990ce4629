import {describe, expect, it} from 'vitest';
import {generateTopology} from '../../../packages/palito/src/engine/pipeline/generate-topology';
import {joinPieces, splitLayoutAnswer, splitResult} from '../../../packages/palito/src/engine/worker/pieces';
import {generateInventoryCsv} from '../../../bench/generate-inventory';

// The layout worker sends a big answer in pieces (pieces.ts). Each message here goes through
// structuredClone, as postMessage does, before the pieces are joined again.

const viaMessage = <T>(value: T): T => structuredClone(value);

describe('splitResult and joinPieces', () => {
  it('send a 2,000-asset result in pieces that join into the same result', async () => {
    const result = await generateTopology({name: 'i.csv', data: generateInventoryCsv({assets: 2000, seed: 3})});
    expect(result.ok).toBe(true);
    const {light, pieces} = splitResult(result, 500);
    expect(pieces.length).toBeGreaterThan(10);
    for (const piece of pieces) expect(piece.items.length).toBeLessThanOrEqual(500);
    if (!light.ok) throw new Error('not ok');
    expect([light.project.nodes.length, light.project.edges.length, light.layout.nodes.length, light.layout.edges.length]).toEqual([0, 0, 0, 0]);
    const joined = joinPieces(viaMessage(light), pieces.map(viaMessage));
    expect(joined).toEqual(result);
  });

  it('keep an asset called __proto__ in the analysis, in a null-prototype record', async () => {
    const csv = ['id,name,type,zone,cbs,status,connections', '__proto__,p,server,Z,C,normal,A', 'A,a,server,Z,C,normal,B', 'B,b,server,Z,C,normal,'].join('\n');
    const result = await generateTopology({name: 'i.csv', data: csv});
    if (!result.ok) throw new Error('not ok');
    const {light, pieces} = splitResult(result, 1);
    const joined = joinPieces(viaMessage(light), pieces.map(viaMessage));
    if (!joined.ok) throw new Error('not ok');
    expect(Object.getPrototypeOf(joined.project.analysis)).toBeNull();
    expect(Object.prototype.hasOwnProperty.call(joined.project.analysis, '__proto__')).toBe(true);
    expect(joined.project.analysis['__proto__'].intraCbs).toEqual(['A']);
    expect(joined.project.nodes.map((n) => n.id)).toEqual(['__proto__', 'A', 'B']);
  });

  it('leave small answers whole, and split a layout alone', async () => {
    const small = await generateTopology({name: 'i.csv', data: generateInventoryCsv({assets: 100, seed: 3})});
    expect(splitResult(small).pieces).toEqual([]);
    if (!small.ok) throw new Error('not ok');
    const {light, pieces} = splitLayoutAnswer(small.layout, 50);
    expect(pieces.map((p) => p.path)).toContain('layout.edges');
    expect(joinPieces(viaMessage(light), pieces.map(viaMessage))).toEqual(small.layout);
  });
});
