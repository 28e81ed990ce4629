// The best few of many scored ids: a one-letter query matches thousands of assets, and only the
// first few are shown.

import {compareCodePoints} from './code-points';

/** A higher score first; between equal scores, the id first in code-point order. */
function ranksBefore(id: string, score: number, other: {id: string; score: number}): boolean {
  return score > other.score || (score === other.score && compareCodePoints(id, other.id) < 0);
}

/** The `limit` best of the ids offered, kept in order as they come. */
export class TopScores {
  private readonly kept: {id: string; score: number}[] = [];

  constructor(private readonly limit: number) {}

  offer(id: string, score: number): void {
    const kept = this.kept;
    if (kept.length === this.limit && !ranksBefore(id, score, kept[kept.length - 1])) return;
    let i = kept.length;
    while (i > 0 && ranksBefore(id, score, kept[i - 1])) i--;
    kept.splice(i, 0, {id, score});
    if (kept.length > this.limit) kept.pop();
  }

  /** The score an id offered after every kept one (code-point order) must beat: 0 until `limit` are kept. */
  bar(): number {
    return this.full() ? this.kept[this.kept.length - 1].score : 0;
  }

  full(): boolean {
    return this.kept.length === this.limit;
  }

  ids(): string[] {
    return this.kept.map((k) => k.id);
  }
}
