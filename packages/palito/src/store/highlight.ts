// Reading the highlight (highlight-types.ts) and the filter: a highlight is kept with the project it
// was worked out on, and another project on screen (a load, an inventory update, its undo) makes it
// stale; a stale highlight reads as none, so no action that replaces the project has to remember
// to clear it. Also what the canvas and the files mark for them.

import {type HighlightMarks, NO_MARKS} from '../export';
import {type AssetFilter, passesFilter, type Project} from '../model';
import type {Highlight, TraceHighlight} from './highlight-types';
import {memoizePerScope} from './memo';
import {selectCurrentProject} from './selectors';
import type {PalitoState} from './state';

/** The highlight on screen; null when there is none or the project it was worked out on is no longer the one on screen. */
export function selectHighlight(state: PalitoState): Highlight | null {
  const current = state.highlight;
  return current && current.project === state.project ? current.highlight : null;
}

/** The asset a trace is being started from ("Trace to…" waiting for the other end), while the project is the same. */
export function selectTracingFrom(state: PalitoState): string | null {
  const tracing = state.tracingFrom;
  return tracing && tracing.project === state.project ? tracing.id : null;
}

/** What the canvas and the files mark for a highlight: a find and a trace dim the rest; a failure tints what it cuts off. */
export function highlightMarksOf(highlight: Highlight | null): HighlightMarks {
  switch (highlight?.kind) {
    case 'found':
      return {...NO_MARKS, lit: new Set(highlight.ids), rings: highlight.ids};
    case 'trace':
      return traceMarks(highlight);
    case 'impact':
      return {...NO_MARKS, failed: highlight.failed, cutOff: highlight.cutOff};
    case 'single-points':
      return {...NO_MARKS, failed: highlight.points.map((point) => point.id)};
    default:
      return NO_MARKS;
  }
}

/** Every asset and link of every path lit; the two ends ringed (no path: the two ends alone). */
function traceMarks({from, to, paths}: TraceHighlight): HighlightMarks {
  const lit = new Set([from, to]);
  const links = new Map<string, readonly [string, string]>();
  for (const path of paths) {
    for (let i = 0; i < path.length; i++) {
      lit.add(path[i]);
      if (i > 0) links.set(`${path[i - 1]}\u0000${path[i]}`, [path[i - 1], path[i]]);
    }
  }
  return {...NO_MARKS, lit, rings: [from, to], links: [...links.values()]};
}

const filterMatches = memoizePerScope((project: Project | null, filter: AssetFilter | null): ReadonlySet<string> | null => {
  if (!project || !filter) return null;
  const kept = new Set<string>();
  for (const node of project.nodes) if (passesFilter(node, filter)) kept.add(node.id);
  return kept;
});

/** The assets the filter keeps (edits applied: a status set in the editor counts); null when there is no filter. */
export function selectFilterMatches(state: PalitoState): ReadonlySet<string> | null {
  return filterMatches(state.scope, selectCurrentProject(state), state.filter);
}

const overlayMarks = memoizePerScope((highlight: Highlight | null, kept: ReadonlySet<string> | null): HighlightMarks | null => {
  if (!highlight && !kept) return null;
  const marks = highlightMarksOf(highlight);
  // A highlight that dims shows what it found; the filter dims what it does not keep otherwise.
  return marks.lit || !kept ? marks : {...marks, lit: kept};
});

/** What the canvas and the picture files draw over the diagram: the highlight, and the filter; null when neither is on. */
export function selectOverlayMarks(state: PalitoState): HighlightMarks | null {
  return overlayMarks(state.scope, selectHighlight(state), selectFilterMatches(state));
}
