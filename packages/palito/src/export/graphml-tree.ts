// The GraphML document's nodes as yEd nests them (zone ⊃ CBS ⊃ assets), before they are written,
// with yEd's own ids: the path of indices through the nested graphs, `n0`, `n0::n1`, `n0::n1::n2`.

import type {Rect} from '../engine';

/** One node of the document, before it is written (groups hold their nested nodes). */
export interface GraphNode {
  id: string;
  box: Rect;
  data: Array<[string, string]>;
  graphics: string;
  group?: {realizer: (closed: boolean) => string; children: GraphNode[]};
}

export interface NodeTree {
  /** The top graph's nodes. */
  top: GraphNode[];
  /** Zone and CBS group nodes, by layout id. */
  groups: Map<string, GraphNode>;
  /** Node ids by layout id, for the edges' ends (assets and stubs). */
  ids: Map<string, string>;
}

export const emptyTree = (): NodeTree => ({top: [], groups: new Map(), ids: new Map()});

/**
 * Puts a node in the graph of its parent group (the top graph when it has none, or the layout
 * names no such group), under the next id there; `make` builds the node around that id.
 */
export function addNode(tree: NodeTree, parentId: string | undefined, make: (id: string) => GraphNode): GraphNode {
  const parent = parentId === undefined ? undefined : tree.groups.get(parentId);
  const siblings = parent?.group?.children ?? tree.top;
  const node = make(parent ? `${parent.id}::n${siblings.length}` : `n${siblings.length}`);
  siblings.push(node);
  return node;
}
