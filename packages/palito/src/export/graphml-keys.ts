// The GraphML export's data keys: the node keys every node may carry, one per extra column, and
// the graph's and edges' own, declared at the top of the document with ids d0, d1….

import {yedAttribute} from './yed-plain-text';

/** The node data keys before the extra columns, in this order; `x`…`height` are numbers. */
export const NODE_KEYS = ['kind', 'id', 'name', 'label', 'type', 'ip', 'status', 'zone', 'cbs', 'x', 'y', 'width', 'height'] as const;
export type NodeKey = (typeof NODE_KEYS)[number];
const NUMERIC: ReadonlySet<string> = new Set(['x', 'y', 'width', 'height']);

/** Names Gephi (colour, size, position, weight) or networkx (yEd's shape) read with a meaning of their own. */
const TOOL_NAMES = ['z', 'size', 'r', 'g', 'b', 'color', 'weight', 'shape_type'];

/** How an extra column's name becomes a key's name (diagram-fields.ts's propertyNames). */
export const KEY_RULES = {
  reserved: new Set([...NODE_KEYS, ...TOOL_NAMES]),
  // An attribute value holds any text but the characters XML forbids (left out already).
  clean: (name: string) => name,
};

/** The key ids of one document. */
export interface GraphmlKeys {
  view: string;
  /** By NODE_KEYS' names. */
  node: ReadonlyMap<string, string>;
  /** By the extra columns' names in the file. */
  column: ReadonlyMap<string, string>;
  graphics: string;
  edgeKind: string;
  edgeGraphics: string;
}

/** Key ids d0, d1… in the order they are declared. `columns`: the extra columns' names in the file, by column. */
export function graphmlKeys(columns: ReadonlyMap<string, string>): GraphmlKeys {
  let count = 0;
  const keyId = () => `d${count++}`;
  const view = keyId();
  const node = new Map<string, string>(NODE_KEYS.map((key) => [key, keyId()]));
  const column = new Map<string, string>([...columns.values()].map((name) => [name, keyId()]));
  const graphics = keyId();
  const edgeKind = keyId();
  const edgeGraphics = keyId();
  return {view, node, column, graphics, edgeKind, edgeGraphics};
}

/** The `<key>` elements, in the order of their ids. */
export function keyDeclarations(keys: GraphmlKeys): string[] {
  return [
    `<key id="${keys.view}" for="graph" attr.name="view" attr.type="string"/>`,
    ...NODE_KEYS.map((key) => `<key id="${keys.node.get(key)}" for="node" attr.name="${key}" attr.type="${NUMERIC.has(key) ? 'double' : 'string'}"/>`),
    ...[...keys.column].map(([name, id]) => `<key id="${id}" for="node" attr.name="${yedAttribute(name)}" attr.type="string"/>`),
    `<key id="${keys.graphics}" for="node" yfiles.type="nodegraphics"/>`,
    `<key id="${keys.edgeKind}" for="edge" attr.name="kind" attr.type="string"/>`,
    `<key id="${keys.edgeGraphics}" for="edge" yfiles.type="edgegraphics"/>`,
  ];
}
