// Assets and links of one CBS (`cbs:z/c` in zone `zone:z`), as the layout's pure steps take them:
// the shape the ELK graph, mesh-block and thinning tests build their components from.

import type {Edge, Node} from '../../../../packages/palito/src/engine/model/types';

export const CBS = 'cbs:z/c';

export function node(id: string, type = 'server', row = 0): Node {
  return {id, name: id, type, status: 'normal', zoneId: 'zone:z', cbsId: CBS, row, properties: {}};
}

export function edge(source: string, target: string): Edge {
  return {id: `edge:${source}|${target}`, source, target, kind: 'intra-cbs'};
}
