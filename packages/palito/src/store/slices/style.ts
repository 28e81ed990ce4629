// The style slice: how the graph is drawn. Only direction and spacing change the layout; a
// change of line shape or colour is drawn at once, without a run.

import {DEFAULT_GRAPH_STYLE, mergeGraphStyle, sameGraphStyle, sameLayoutOptions, type GraphStyleInput} from '../../model';
import type {PalitoState} from '../state';
import type {PalitoActions} from '../store-types';
import type {SliceKit} from './kit';

type StyleState = Pick<PalitoState, 'graphStyle'>;
type StyleActions = Pick<PalitoActions, 'setGraphStyle'>;

export function styleSlice(kit: SliceKit, initialStyle: GraphStyleInput | undefined): StyleState & StyleActions {
  const {set, get} = kit;

  return {
    graphStyle: mergeGraphStyle(DEFAULT_GRAPH_STYLE, initialStyle),

    async setGraphStyle(style) {
      const current = get().graphStyle;
      const next = mergeGraphStyle(DEFAULT_GRAPH_STYLE, style);
      if (sameGraphStyle(current, next)) return;
      if (sameLayoutOptions(current, next)) {
        set({graphStyle: next});
        return;
      }
      await kit.relayout({graphStyle: next});
    },
  };
}
