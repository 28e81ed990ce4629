/**
 * What the file exports (draw.io, GraphML) say about the diagram besides its shapes: the view's
 * name, each asset's fields, the extra columns' names as the target format accepts them, and which
 * parts of the layout are drawn. Shared so both files say the same things in the same words.
 *
 * Pure: no React, no DOM (part of `palito/export`).
 */
import {type Node, type NodeStatus, own, type Project, type TopologyLayout, xmlSafe} from '../model';
import type {LayoutBundle, LayoutEdge} from '../engine';
import type {DiagramSvgInput} from './diagram-svg';
import {checkLayoutNumbers, finite} from './finite-numbers';
import {checkedPalette} from './palette';

/** What the file exports take: the SVG export's input but its title (a file names its view instead). */
export type DiagramFileInput = Omit<DiagramSvgInput, 'title'>;

/** The input with its defaults (as diagramToSvg's), the group names, the parts drawn and the columns' names. */
export function prepare(input: DiagramFileInput, rules: NameRules) {
  const {project, layout, hidden = new Set<string>(), statusOf, edgeType = 'smoothstep', locale = 'ko'} = input;
  checkLayoutNumbers(layout);
  const drawn = drawnParts(project, layout, hidden);
  return {
    project,
    layout,
    palette: checkedPalette(input.palette),
    edgeType,
    locale,
    drawn,
    names: groupNames(project),
    /** The status after the user's edits. */
    statusOf: (node: Node): NodeStatus => (statusOf ? statusOf(node) : node.status),
    columns: propertyNames(propertyColumns(drawn.nodes.values()), rules),
  };
}

/** Numbers as attribute values: two decimals at most, as in the SVG export; never a number that is not finite. */
export const round2 = finite;


/** The fields every asset carries, before its extra columns, in this order. */
export const ASSET_FIELDS = ['id', 'name', 'type', 'ip', 'status', 'zone', 'cbs'] as const;
export type AssetField = (typeof ASSET_FIELDS)[number];

/** One asset's fields as the canvas shows them: its status after the user's edits, its zone and CBS by name. */
export function assetFields(node: Node, status: NodeStatus, names: ReadonlyMap<string, string>): Record<AssetField, string> {
  return {
    id: node.id,
    name: node.name,
    type: node.type,
    ip: node.ip ?? '',
    status,
    zone: names.get(node.zoneId) ?? node.zoneId,
    cbs: names.get(node.cbsId) ?? node.cbsId,
  };
}

/** The extra columns of the assets drawn, each once, in the order they first appear. */
export function propertyColumns(nodes: Iterable<Node>): string[] {
  const seen = new Set<string>();
  for (const node of nodes) for (const key of Object.keys(node.properties ?? {})) seen.add(key);
  return [...seen];
}

export interface NameRules {
  /** Names the format or Palito's own fields already use; compared ignoring case. */
  reserved: ReadonlySet<string>;
  /** The column name with what the format cannot hold replaced. */
  clean(name: string): string;
  /** True when a cleaned name cannot stand as it is (it must not start so); it gets the prefix. */
  needsPrefix?(name: string): boolean;
}

/** The prefix of a renamed column: `label` becomes `prop_label`. */
export const PROPERTY_PREFIX = 'prop_';

/**
 * Each extra column's name in the file, deterministically: the column name cleaned by the format's
 * rules; `prop_` put before it when it is empty, reserved (ignoring case) or cannot start a name;
 * then `_2`, `_3`… after it when an earlier column already took that name (ignoring case, as
 * Gephi's columns do). Reserved names are taken from the start, so no column can take one.
 */
export function propertyNames(columns: readonly string[], rules: NameRules): Map<string, string> {
  const taken = new Set([...rules.reserved].map((name) => name.toLowerCase()));
  const names = new Map<string, string>();
  for (const column of columns) {
    let name = rules.clean(xmlSafe(column));
    if (name === '' || rules.reserved.has(name.toLowerCase()) || rules.needsPrefix?.(name)) name = PROPERTY_PREFIX + name;
    let unique = name;
    for (let i = 2; taken.has(unique.toLowerCase()); i++) unique = `${name}_${i}`;
    taken.add(unique.toLowerCase());
    names.set(column, unique);
  }
  return names;
}

/** The asset's extra columns, in the given columns' order, with their names in the file. */
export function propertyValues(node: Node, names: ReadonlyMap<string, string>): Array<[string, string]> {
  const values: Array<[string, string]> = [];
  for (const [column, name] of names) {
    const value = own(node.properties, column);
    if (value !== undefined) values.push([name, String(value)]);
  }
  return values;
}

/** The parts of the layout the files draw: what the canvas shows with `hidden` left out. */
export interface DrawnParts {
  nodes: Map<string, Node>;
  edges: LayoutEdge[];
  bundles: LayoutBundle[];
}

export function drawnParts(project: Project, layout: TopologyLayout, hidden: ReadonlySet<string>): DrawnParts {
  const byId = new Map(project.nodes.map((node) => [node.id, node]));
  const nodes = new Map<string, Node>();
  for (const box of layout.nodes) {
    const node = byId.get(box.id);
    if (node && !hidden.has(box.id)) nodes.set(box.id, node);
  }
  const stubs = new Set(layout.stubs.map((stub) => stub.id));
  const drawn = (id: string) => nodes.has(id) || stubs.has(id);
  return {
    nodes,
    edges: layout.edges.filter((edge) => drawn(edge.source) && drawn(edge.target)),
    // With none of its assets drawn there is nothing left for it to join: the canvas's rule
    // (isBundleHidden), an asset missing from the Project counted as hidden too.
    // (`?? []`: a layout kept from before bundles existed has none.)
    bundles: (layout.bundles ?? []).filter((bundle) => bundle.nodeIds.some((id) => nodes.has(id))),
  };
}

/** The zone and CBS names by id. */
export function groupNames(project: Project): Map<string, string> {
  return new Map<string, string>([...project.zones, ...project.cbs].map((g) => [g.id, g.name]));
}

/** The canvas draws ELK's route only with the smoothstep style (edge-geometry.ts's edgePath): so do the files. */
export function routeOf(edge: LayoutEdge, edgeType: DiagramFileInput['edgeType']): LayoutEdge['points'] {
  return edge.points && edge.points.length >= 2 && (edgeType ?? 'smoothstep') === 'smoothstep' ? edge.points : undefined;
}
