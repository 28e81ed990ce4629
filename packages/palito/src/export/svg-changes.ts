// The Changes view in an SVG file, as the canvas draws it over the diagram (react/components/
// Changes/ChangesLayer.tsx): ghosts of the removed zones, CBS boxes and assets where they were,
// removed links dashed, added lines drawn over, a ring and a badge on each added, changed or moved
// asset (its <title> says what changed), and a legend under the drawing.

import type {LinkPair, Rect} from '../engine';
import {t, type Locale} from '../i18n';
import type {EdgeType, GhostPlace, TopologyLayout} from '../model';
import {type AssetChange, type Ghost, placeGhosts} from './change-marks';
import {CHANGE_KINDS, changeLines, type ChangeKind, kindsOf} from './change-text';
import {edgePath} from './edge-geometry';
import {finite as n} from './finite-numbers';
import type {ChangePalette} from './palette';
import {xmlAttribute as attr, xmlText as text} from './svg-text';

/** What the last inventory update changed, to draw over the diagram. */
export interface DiagramChanges {
  /** Added, changed and moved assets, by id (assetChangesOf). */
  assets: ReadonlyMap<string, AssetChange>;
  /** Where the removed zones, CBS boxes and assets were (ghostPlacesOf). */
  ghosts: readonly GhostPlace[];
  /** The ids of the project's edges that are added links. */
  addedEdges: ReadonlySet<string>;
  /** The links removed, as the two asset ids they joined. */
  removedLinks: readonly LinkPair[];
}

/** The height the legend adds under the drawing. */
export const CHANGES_LEGEND_HEIGHT = 30;
const RING_GAP = 4;
const GLYPHS: Record<ChangeKind, string> = {added: '+', removed: '−', changed: 'Δ', moved: '→'};

interface ChangesDrawing {
  changes: DiagramChanges;
  layout: TopologyLayout;
  hidden: ReadonlySet<string>;
  edgeType: EdgeType;
  colours: ChangePalette;
  locale: Locale;
}

/** The Changes view's shapes, drawn after the assets. */
export function changesShapes({changes, layout, hidden, edgeType, colours, locale}: ChangesDrawing): string[] {
  const groups = new Map<string, Rect>(layout.groups.map((g) => [g.id, g]));
  const assets = new Map<string, Rect>(layout.nodes.filter((node) => !hidden.has(node.id)).map((node) => [node.id, node]));
  const ghosts = placeGhosts(changes.ghosts, (id) => groups.get(id), layout.view === 'all');
  const out = ['<g class="changes">'];
  for (const ghost of ghosts) out.push(ghostShape(ghost, colours.removed));
  const ghostAssets = new Map(ghosts.filter((g) => g.kind === 'asset').map((g) => [g.id, g]));
  for (const [a, b] of changes.removedLinks) {
    const from = assets.get(a) ?? ghostAssets.get(a);
    const to = assets.get(b) ?? ghostAssets.get(b);
    if (from && to) out.push(`<path class="change removed link" d="${edgePath(from, to, 'straight')}" fill="none" stroke="${attr(colours.removed)}" stroke-width="2" stroke-dasharray="6 5"/>`);
  }
  const boxes = new Map<string, Rect>([...assets, ...layout.stubs.map((s) => [s.id, s] as const)]);
  for (const edge of layout.edges) {
    if (!edge.edgeIds.some((id) => changes.addedEdges.has(id))) continue;
    const from = boxes.get(edge.source);
    const to = boxes.get(edge.target);
    if (from && to) out.push(`<path class="change added link" d="${edgePath(from, to, edgeType, edge.points)}" fill="none" stroke="${attr(colours.added)}" stroke-width="3" stroke-opacity="0.85"/>`);
  }
  for (const [id, box] of assets) {
    const change = changes.assets.get(id);
    const kinds = change ? kindsOf(change) : [];
    if (change && kinds.length > 0) out.push(markShape(box, kinds, changeLines(change, locale), colours));
  }
  out.push('</g>');
  return out;
}

function ghostShape(ghost: Ghost, colour: string): string {
  const isAsset = ghost.kind === 'asset';
  const nameY = isAsset ? ghost.y + ghost.height / 2 + 4 : ghost.y + 20;
  return (
    `<g class="change removed ghost" data-kind="${ghost.kind}" data-id="${attr(ghost.id)}">` +
    `<rect x="${n(ghost.x)}" y="${n(ghost.y)}" width="${n(ghost.width)}" height="${n(ghost.height)}" rx="${isAsset ? 8 : 10}" fill="${attr(colour)}" fill-opacity="0.07" stroke="${attr(colour)}" stroke-width="1.5" stroke-dasharray="6 4"/>` +
    `<text x="${n(ghost.x + 10)}" y="${n(nameY)}" font-size="12" font-weight="600" fill="${attr(colour)}">${text(ghost.name)}</text></g>`
  );
}

function markShape(box: Rect, kinds: ChangeKind[], lines: string[], colours: ChangePalette): string {
  const colour = attr(colours[kinds[0]]);
  const x = box.x + box.width;
  return (
    `<g class="change ${kinds.join(' ')}"><title>${text(lines.join('\n'))}</title>` +
    `<rect x="${n(box.x - RING_GAP)}" y="${n(box.y - RING_GAP)}" width="${n(box.width + RING_GAP * 2)}" height="${n(box.height + RING_GAP * 2)}" rx="10" fill="none" stroke="${colour}" stroke-width="2.5"/>` +
    `<circle cx="${n(x)}" cy="${n(box.y)}" r="9" fill="${colour}"/>` +
    `<text x="${n(x)}" y="${n(box.y + 4)}" font-size="12" font-weight="700" text-anchor="middle" fill="${attr(colours.ink)}">${GLYPHS[kinds[0]]}</text></g>`
  );
}

/** What the colours mean, in one row from (x, y): the legend's title, then a swatch and a word per kind. */
export function changesLegend(x: number, y: number, colours: ChangePalette, textColour: string, locale: Locale): string {
  const title = t(locale, 'change.legend');
  const out = [`<g class="changes-legend" font-size="12"><text x="${n(x)}" y="${n(y + 14)}" font-weight="700" fill="${attr(textColour)}">${text(title)}</text>`];
  // Wide enough for the title in either language, then a fixed step per kind.
  let at = x + Math.max(180, title.length * 8);
  for (const kind of CHANGE_KINDS) {
    out.push(
      `<rect x="${n(at)}" y="${n(y + 4)}" width="14" height="10" rx="3" fill="none" stroke="${attr(colours[kind])}" stroke-width="2"${kind === 'removed' ? ' stroke-dasharray="3 2"' : ''}/>` +
        `<text x="${n(at + 20)}" y="${n(y + 14)}" fill="${attr(textColour)}">${text(t(locale, `change.${kind}`))}</text>`,
    );
    at += 90;
  }
  out.push('</g>');
  return out.join('');
}
