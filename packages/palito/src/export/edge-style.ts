// How each kind of line is drawn, apart from its colour: solid inside a CBS, dashed between CBS
// groups, dotted between zones. Shared with anything that redraws the diagram (the demo's export),
// so a picture of the diagram looks like the diagram.

import type {EdgeKind} from '../model';

export const EDGE_DASHES: Readonly<Record<EdgeKind, string | undefined>> = {
  'intra-cbs': undefined,
  'inter-cbs': '7 5',
  'inter-zone': '1.5 5',
};

export const EDGE_WIDTHS: Readonly<Record<EdgeKind, number>> = {'intra-cbs': 1.6, 'inter-cbs': 1.6, 'inter-zone': 2};
