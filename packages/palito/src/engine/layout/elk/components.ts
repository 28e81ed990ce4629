// A CBS's assets fall into connected components by the edges inside the CBS; assets with no
// such edge are "lone". Components go to ELK (component-graph.ts); lone assets need no ELK at all.

import type {Cbs, Edge, Node} from '../../model/types';

export interface CbsLayoutInput {
  cbs: Cbs;
  nodes: Node[];
  /** The CBS's intra-cbs edges. */
  edges: Edge[];
}

/** Assets of one CBS joined by the CBS's own edges. */
export interface Component {
  cbsId: string;
  nodes: Node[];
  edges: Edge[];
}

export interface SplitCbs {
  components: Component[];
  /** Assets with no edge inside their CBS, in file order. */
  lone: Node[];
}

/** Union-find over the CBS's edges; components keep the file order of their first asset. */
export function splitComponents(input: CbsLayoutInput): SplitCbs {
  const parent = new Map(input.nodes.map((n) => [n.id, n.id]));
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    while (parent.get(id) !== root) {
      const next = parent.get(id)!;
      parent.set(id, root);
      id = next;
    }
    return root;
  };
  for (const edge of input.edges) {
    if (parent.has(edge.source) && parent.has(edge.target)) parent.set(find(edge.source), find(edge.target));
  }
  const byRoot = new Map<string, Component>();
  const order: Component[] = [];
  for (const node of input.nodes) {
    const root = find(node.id);
    let component = byRoot.get(root);
    if (!component) {
      byRoot.set(root, (component = {cbsId: input.cbs.id, nodes: [], edges: []}));
      order.push(component);
    }
    component.nodes.push(node);
  }
  for (const edge of input.edges) byRoot.get(find(edge.source))?.edges.push(edge);
  return {
    components: order.filter((c) => c.nodes.length > 1),
    lone: order.filter((c) => c.nodes.length === 1).map((c) => c.nodes[0]),
  };
}
