// The arrow keys' walk (react/components/Palito/keyboard-walk.ts): to the connected asset that way,
// else the nearest of the same CBS group that way; nothing behind or far aside; the start top-left.

import {describe, expect, it} from 'vitest';
import {firstAsset, nextAsset, type WalkPlace} from '../../../packages/palito/src/react/components/Palito/keyboard-walk';

const at = (id: string, x: number, y: number, cbsId = 'c1'): WalkPlace => ({id, cbsId, x, y});

describe('nextAsset', () => {
  const from = at('A', 0, 0);
  const right = at('R', 100, 10);
  const farRight = at('FR', 300, 0);
  const up = at('U', 5, -80);
  const behind = at('B', -50, 0);
  const aside = at('S', 20, 200);

  it('goes to the connected asset that way, the nearest ahead and least aside', () => {
    expect(nextAsset(from, 'right', [farRight, right, up, behind], [])?.id).toBe('R');
    expect(nextAsset(from, 'up', [farRight, right, up, behind], [])?.id).toBe('U');
    expect(nextAsset(from, 'left', [farRight, right, up, behind], [])?.id).toBe('B');
  });

  it('leaves out what is behind or too far aside, then takes the nearest of the CBS group that way', () => {
    expect(nextAsset(from, 'right', [behind, aside], [from, farRight, at('X', -10, 0)])?.id).toBe('FR');
    expect(nextAsset(from, 'down', [right], [aside])?.id).toBe('S');
    expect(nextAsset(from, 'down', [right, farRight], [from])).toBeUndefined();
  });

  it('reaches an asset with no link, alone in its group, through the nearest drawn asset that way', () => {
    const lonely = at('L', 150, 20, 'c9');
    expect(nextAsset(from, 'right', [], [from], [from, lonely, behind])?.id).toBe('L');
    expect(nextAsset(lonely, 'left', [], [lonely], [from, lonely, behind])?.id).toBe('A');
  });

  it('breaks a tie by id, so a walk is the same every time', () => {
    expect(nextAsset(from, 'right', [at('Z', 100, 0), at('M', 100, 0)], [])?.id).toBe('M');
  });
});

describe('firstAsset', () => {
  it('is the asset drawn top-left-most; none on an empty view', () => {
    expect(firstAsset([at('b', 300, 10), at('a', 20, 30), at('c', 10, 400)])?.id).toBe('a');
    expect(firstAsset([])).toBeUndefined();
  });
});
