/**
 * Writes a laid-out topology as a draw.io (diagrams.net) file: uncompressed mxGraph XML that
 * draw.io opens and edits, with the canvas's positions, colours and lines.
 *
 * - One page (`<diagram>`), named after the view: "All View" or "Zone View · DMZ" in `locale`.
 * - Zones and CBS groups are containers: a CBS cell's parent is its zone's cell, an asset's parent
 *   its CBS's, and every geometry is relative to its parent, as draw.io keeps it. So moving a zone
 *   in draw.io moves what is inside it.
 * - Assets are `<object>` cells whose attributes draw.io shows under Edit Data: `assetId`, `name`,
 *   `type`, `ip`, `status`, `zone`, `cbs` (zone and CBS by name), then every extra column. A
 *   column's name is kept when it is a valid XML name that draw.io and these fields leave free;
 *   otherwise it is renamed by `propertyNames` (diagram-fields.ts): characters an XML name cannot
 *   hold become `_`, a name that is reserved (`id`, `label`, `tooltip`, `link`, `placeholders`…,
 *   ignoring case), empty, starting with `xml` or with what cannot start a name gets `prop_` before
 *   it, and a name an earlier column already took gets `_2`, `_3`… after it.
 * - Labels are plain text (no `html=1` anywhere): whatever the file holds, draw.io shows it as
 *   text, never as markup. No `placeholders` either, so `%name%` stays as written.
 * - The status is the asset's border colour (dashed when offline, as on the canvas).
 * - Connections are undirected edges (`endArrow=none`) between the cells, in the colour, dash
 *   pattern and width of their kind (edge-style.ts). Where the canvas follows ELK's route, the
 *   route's inner points are the edge's waypoints and its two ends are pinned (exitX/exitY,
 *   entryX/entryY) where the route meets the boxes, so draw.io draws the same polyline; other
 *   lines float between the boxes, shaped as the graph style's edgeType says. An edge's parent is
 *   the innermost container holding both its ends (as draw.io itself parents edges), so its
 *   waypoints move with that container.
 * - Zone View's stubs are small boxes labelled with the zone they stand for; a dense group's
 *   bundle is one shape behind its assets, labelled as on the canvas (bundle-label.ts).
 * - Hidden assets, and the lines and bundles left with nothing to join, are left out.
 *
 * Pure string building, deterministic (cell ids are counters, in layout order): runs in Node and
 * in the browser, as diagram-svg.ts.
 */
import {viewName} from '../i18n';
import {type DiagramFileInput, prepare} from './diagram-fields';
import {ATTRIBUTE_RULES} from './drawio-names';
import {changeCells} from './drawio-changes';
import {drawioPage} from './drawio-page';
import {DOCUMENT_TAIL, documentHead, writeContainer} from './drawio-write';

/**
 * The diagram as a draw.io file (uncompressed mxGraph XML, to save as `.drawio`): zones and CBS
 * groups as containers, assets with their fields under Edit Data, the lines with the canvas's
 * styles and routes, in the palette's colours. See the module comment for the details.
 *
 * @param input the Project and its layout as drawn, as for diagramToSvg; `locale` names the page
 *   ("All View" / "전체 보기", or the Zone View and its zone) and a bundle's label
 * @returns the file's text (UTF-8), the same for the same input
 */
export function diagramToDrawio(input: DiagramFileInput): string {
  const diagram = prepare(input, ATTRIBUTE_RULES);
  const {project, layout, palette, locale} = diagram;
  const out = documentHead(layout, viewName(project, layout, locale), palette);
  const page = drawioPage(diagram);
  if (input.changes) page.lines.push(...changeCells({...diagram, hidden: input.hidden ?? new Set(), changes: input.changes, colours: palette.changes!}, page));
  writeContainer(out, page);
  out.push(...DOCUMENT_TAIL);
  return out.join('\n');
}
