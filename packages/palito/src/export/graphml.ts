/**
 * Writes a laid-out topology as GraphML that yEd opens as the diagram (groups, positions, colours,
 * lines) and that graph tools read as data (Gephi, networkx, graphology).
 *
 * - Zones and CBS groups are yEd group nodes (`yfiles.foldertype="group"`, a ProxyAutoBoundsNode
 *   with an open and a closed GroupNode realizer), each holding a nested `<graph>`: zone ⊃ CBS ⊃
 *   assets. Every `y:Geometry` is absolute, as yEd keeps it.
 * - Node ids follow yEd's own scheme, `n0`, `n0::n1`, `n0::n1::n2` (the path of indices through
 *   the nested graphs): unique across the document, so readers that flatten the nesting
 *   (networkx, Gephi) keep every node, and any text the inventory holds stays out of the ids. The
 *   asset id (or zone or CBS id) is the `id` data key.
 * - Node data keys: `kind` (zone, cbs, asset, and in Zone View stub; bundle for a dense group's
 *   links drawn as one shape), `id`, `name`, `label` (what the box shows; Gephi's label), `type`,
 *   `ip`, `status`, `zone` and `cbs` (by name), `x`, `y`, `width`, `height` (the box, absolute, as
 *   in y:Geometry; Gephi reads x and y), then one key per extra column. A column keeps its name
 *   unless it is one of those keys or a name Gephi or networkx give a meaning (ignoring case):
 *   then it becomes `prop_<name>`; a name an earlier column took gets `_2`, `_3`… (diagram-fields.ts).
 * - Edges are undirected (`edgedefault="undirected"`), all in the top graph (networkx reads edges
 *   there only), with a `kind` data key and a yEd PolyLineEdge in the kind's colour, dash and
 *   width (edge-style.ts). Where the canvas follows ELK's route, the route's bends are the edge's
 *   points and its ends are ports at the same places; other lines run between the box centres.
 * - The top graph's `view` data key names the view: "All View" or "Zone View · DMZ" in `locale`.
 * - Hidden assets, and the lines and bundles left with nothing to join, are left out. A bundle's
 *   links are no edges here either: as on the canvas, the bundle stands for them.
 *
 * graphology-graphml reads a group node's data together with its descendants' (it collects every
 * `<data>` below the node), so there only the assets' data is reliable; networkx and yEd read
 * each node's own data.
 *
 * Pure string building, deterministic: runs in Node and in the browser, as diagram-svg.ts.
 */
import type {Rect} from '../engine';
import {viewName} from '../i18n';
import {type DiagramFileInput, prepare} from './diagram-fields';
import {graphmlKeys, KEY_RULES} from './graphml-keys';
import {nodeTree} from './graphml-nodes';
import {DOCUMENT_TAIL, documentHead, writeEdges, writeNode} from './graphml-write';

/**
 * The diagram as GraphML (to save as `.graphml`): yEd group nodes for zones and CBS groups with
 * the assets nested inside, yEd graphics (positions, colours, lines and their routes), and the
 * assets' fields, the nodes' kind and the edges' kind as data keys that Gephi and networkx read.
 * See the module comment for the details.
 *
 * @param input the Project and its layout as drawn, as for diagramToSvg; `locale` gives the
 *   `view` key's words ("All View" / "전체 보기", or the Zone View and its zone)
 * @returns the document's text (UTF-8), the same for the same input
 */
export function diagramToGraphml(input: DiagramFileInput): string {
  const diagram = prepare(input, KEY_RULES);
  const {project, layout, palette, edgeType, locale, drawn} = diagram;
  const keys = graphmlKeys(diagram.columns);
  const tree = nodeTree(diagram);
  const out = documentHead(keys, viewName(project, layout, locale));
  for (const node of tree.top) writeNode(out, node, keys);
  const boxes = new Map<string, Rect>([...layout.nodes, ...layout.stubs].map((box) => [box.id, box]));
  writeEdges(out, drawn.edges, {ids: tree.ids, boxes}, {edgeType, palette}, keys);
  out.push(...DOCUMENT_TAIL);
  return out.join('\n');
}
