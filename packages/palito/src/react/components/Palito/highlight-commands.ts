// The commands that ask the topology a question and show the answer: "Trace to…" (this asset, then
// the one picked next), "What if this fails?", the single points of failure of the view, and
// clearing the highlight; each says what it found, in the editor's language.

import {selectCurrentProject, selectNodeById, selectTracingFrom} from '../../../store';
import type {PalitoCommands} from '../../hooks/commands';
import type {CommandContext} from './command-context';

type HighlightCommands = Pick<PalitoCommands, 'traceFrom' | 'traceTo' | 'cancelTrace' | 'showImpact' | 'showSinglePoints' | 'clearHighlight'>;

export function highlightCommands(c: CommandContext): HighlightCommands {
  const {state: s, tr, announce} = c;
  const nameOf = (id: string) => selectNodeById(s(), id)?.name ?? id;
  return {
    traceFrom(nodeId) {
      if (!selectNodeById(s(), nodeId)) return;
      s().startTrace(nodeId);
      announce(tr('announce.traceFrom', {name: nameOf(nodeId)}));
    },
    traceTo(nodeId) {
      const from = selectTracingFrom(s());
      if (!from || !selectNodeById(s(), nodeId)) return;
      const {paths} = s().trace(from, nodeId);
      const hops = paths.length ? paths[0].length - 1 : 0;
      announce(paths.length ? tr('trace.summary', {from: nameOf(from), to: nameOf(nodeId), hops, paths: paths.length}) : tr('trace.noPath', {from: nameOf(from), to: nameOf(nodeId)}));
    },
    cancelTrace() {
      if (!selectTracingFrom(s())) return;
      s().startTrace(null);
      announce(tr('announce.traceCancelled'));
    },
    showImpact(nodeIds) {
      const ids = nodeIds.filter((id) => selectNodeById(s(), id));
      if (!ids.length) return;
      const {cutOff} = s().showImpact(ids);
      announce(tr('announce.impact', {failed: ids.length, count: cutOff.length}));
    },
    showSinglePoints() {
      const state = s();
      if (!selectCurrentProject(state)) return;
      const points = state.showSinglePoints(state.view === 'zone' ? state.zoneId : null);
      announce(tr('announce.singlePoints', {count: points.length}));
    },
    clearHighlight() {
      s().clearHighlight();
    },
  };
}
