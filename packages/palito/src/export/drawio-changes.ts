// The Changes view in a draw.io file, as the canvas draws it over the diagram: ghosts of the
// removed zones, CBS boxes and assets where they were, removed links dashed, added lines drawn
// over, a ring around each added, changed or moved asset whose tooltip says what changed, and a
// legend under the drawing. All on the page, in absolute coordinates, after the diagram's cells.

import type {Rect} from '../engine';
import {t, type Locale} from '../i18n';
import type {TopologyLayout} from '../model';
import {placeGhosts} from './change-marks';
import {CHANGE_KINDS, changeLines, kindsOf} from './change-text';
import {type Container, vertex} from './drawio-cells';
import {changeStyle} from './drawio-styles';
import {LIGHT_PALETTE, type ChangePalette} from './palette';
import type {DiagramChanges} from './svg-changes';
import {xmlAttribute as attr} from './svg-text';

const RING_GAP = 4;

interface ChangeCells {
  changes: DiagramChanges;
  layout: TopologyLayout;
  hidden: ReadonlySet<string>;
  colours: ChangePalette;
  locale: Locale;
}

/** The cells, to write on `page` after everything else. */
export function changeCells({changes, layout, hidden, colours, locale}: ChangeCells, page: Container): string[] {
  const backup = LIGHT_PALETTE.changes!;
  let next = 0;
  const id = () => `change-${++next}`;
  const groups = new Map<string, Rect>(layout.groups.map((g) => [g.id, g]));
  const assets = new Map<string, Rect>(layout.nodes.filter((node) => !hidden.has(node.id)).map((node) => [node.id, node]));
  const ghosts = placeGhosts(changes.ghosts, (groupId) => groups.get(groupId), layout.view === 'all');
  const out: string[] = [];
  for (const ghost of ghosts) out.push(vertex(id(), ghost.name, changeStyle('ghost', colours.removed, backup.removed), page, ghost));
  const ghostAssets = new Map(ghosts.filter((g) => g.kind === 'asset').map((g) => [g.id, g]));
  const line = (from: Rect, to: Rect, look: string) =>
    `<mxCell id="${id()}" style="${attr(look)}" edge="1" parent="${page.id}"><mxGeometry relative="1" as="geometry">` +
    `<mxPoint x="${from.x + from.width / 2 - page.x}" y="${from.y + from.height / 2 - page.y}" as="sourcePoint"/><mxPoint x="${to.x + to.width / 2 - page.x}" y="${to.y + to.height / 2 - page.y}" as="targetPoint"/></mxGeometry></mxCell>`;
  for (const [a, b] of changes.removedLinks) {
    const from = assets.get(a) ?? ghostAssets.get(a);
    const to = assets.get(b) ?? ghostAssets.get(b);
    if (from && to) out.push(line(from, to, changeStyle('removed-line', colours.removed, backup.removed)));
  }
  for (const edge of layout.edges) {
    if (!edge.edgeIds.some((edgeId) => changes.addedEdges.has(edgeId))) continue;
    const from = assets.get(edge.source);
    const to = assets.get(edge.target);
    if (from && to) out.push(line(from, to, changeStyle('added-line', colours.added, backup.added)));
  }
  for (const [assetId, box] of assets) {
    const change = changes.assets.get(assetId);
    const kinds = change ? kindsOf(change) : [];
    if (!change || kinds.length === 0) continue;
    const ring = {x: box.x - RING_GAP, y: box.y - RING_GAP, width: box.width + RING_GAP * 2, height: box.height + RING_GAP * 2};
    const cell = vertex(id(), '', changeStyle('ring', colours[kinds[0]], backup[kinds[0]]), page, ring);
    // A tooltip lives on an <object>, which wraps the cell (its id and label move to it).
    const tooltip = changeLines(change, locale).join('\n');
    out.push(cell.replace(/^<mxCell id="([^"]+)" value="" /, `<object id="$1" label="" tooltip="${attr(tooltip)}"><mxCell `).replace(/<\/mxCell>$/, '</mxCell></object>'));
  }
  out.push(...legendCells(layout, colours, locale, page, id));
  return out;
}

/** The legend, a row under the drawing: its title, then a dashed or solid swatch and a word per kind. */
function legendCells(layout: TopologyLayout, colours: ChangePalette, locale: Locale, page: Container, id: () => string): string[] {
  const backup = LIGHT_PALETTE.changes!;
  const y = layout.bounds.y + layout.bounds.height + 24;
  let x = layout.bounds.x;
  const title = t(locale, 'change.legend');
  const out = [vertex(id(), title, 'text;fontStyle=1;fontSize=12;align=left;verticalAlign=middle', page, {x, y, width: 200, height: 20})];
  x += Math.max(200, title.length * 8);
  for (const kind of CHANGE_KINDS) {
    const look = kind === 'removed' ? changeStyle('swatch', colours.removed, backup.removed) : changeStyle('ring', colours[kind], backup[kind]);
    out.push(vertex(id(), '', look, page, {x, y: y + 4, width: 16, height: 12}));
    out.push(vertex(id(), t(locale, `change.${kind}`), 'text;fontSize=12;align=left;verticalAlign=middle', page, {x: x + 22, y, width: 70, height: 20}));
    x += 96;
  }
  return out;
}
