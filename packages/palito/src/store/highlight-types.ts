// What the diagram highlights, as plain data: the assets a find matched, the paths a trace found,
// what a failure cuts off, the single points of failure. Kept apart from the selectors
// (highlight.ts) so the state's shape (state.ts) can name it without an import loop.

import type {SinglePoint} from '../engine';
import type {Project} from '../model';

/** The assets a find matched, best first. */
export interface FoundHighlight {
  kind: 'found';
  query: string;
  ids: string[];
}

/** Every shortest path from `from` to `to` (none when `to` cannot be reached). */
export interface TraceHighlight {
  kind: 'trace';
  from: string;
  to: string;
  paths: string[][];
}

/** The assets that fail and the assets their failure cuts off. */
export interface ImpactHighlight {
  kind: 'impact';
  failed: string[];
  cutOff: string[];
}

/** The single points of failure of the whole topology, or of one zone. */
export interface SinglePointsHighlight {
  kind: 'single-points';
  zoneId: string | null;
  points: SinglePoint[];
}

export type Highlight = FoundHighlight | TraceHighlight | ImpactHighlight | SinglePointsHighlight;

/** A highlight and the project (as loaded) it was worked out on. */
export interface HighlightState {
  highlight: Highlight;
  project: Project;
}
