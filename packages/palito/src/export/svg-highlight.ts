// A highlight in an SVG file, as the canvas draws it over the diagram (react/components/Highlight/
// HighlightLayer.tsx): the rest dimmed under a veil of the background colour, the traced links
// drawn over, rings on the found or traced assets, the failed assets ringed and what they cut off
// tinted in the failure colour. So a printed or exported trace shows the path only.

import type {Rect} from '../engine';
import type {EdgeType, TopologyLayout} from '../model';
import {edgePath} from './edge-geometry';
import {highlightGeometry, type HighlightMarks} from './highlight-shapes';
import type {HighlightPalette} from './palette';
import {xmlAttribute as attr} from './svg-text';

interface HighlightDrawing {
  marks: HighlightMarks;
  layout: TopologyLayout;
  hidden: ReadonlySet<string>;
  edgeType: EdgeType;
  colours: HighlightPalette;
  background: string;
}

/** The highlight's shapes, drawn after the assets (and before the Changes view). */
export function highlightShapes({marks, layout, hidden, edgeType, colours, background}: HighlightDrawing): string[] {
  const assets = new Map<string, Rect>(layout.nodes.filter((node) => !hidden.has(node.id)).map((node) => [node.id, node]));
  const routes = new Map<string, TopologyLayout['edges'][number]>();
  for (const edge of layout.edges) routes.set(`${edge.source}\u0000${edge.target}`, edge);
  const lineOf = (a: string, b: string, from: Rect, to: Rect) => {
    const edge = routes.get(`${a}\u0000${b}`) ?? routes.get(`${b}\u0000${a}`);
    if (!edge) return edgePath(from, to, 'straight');
    return edge.source === a ? edgePath(from, to, edgeType, edge.points) : edgePath(to, from, edgeType, edge.points);
  };
  const shapes = highlightGeometry(marks, {boxOf: (id) => assets.get(id), bounds: layout.bounds, lineOf});
  const out = ['<g class="highlight">'];
  if (shapes.veil) out.push(`<path class="highlight veil" d="${shapes.veil}" fill="${attr(background)}" fill-opacity="0.78" fill-rule="evenodd"/>`);
  if (shapes.cutOff) out.push(`<path class="highlight cut-off" d="${shapes.cutOff}" fill="${attr(colours.failure)}" fill-opacity="0.28" stroke="${attr(colours.failure)}" stroke-width="1.5"/>`);
  for (const d of shapes.links) out.push(`<path class="highlight link" d="${d}" fill="none" stroke="${attr(colours.lit)}" stroke-width="4" stroke-linecap="round"/>`);
  if (shapes.rings) out.push(`<path class="highlight ring" d="${shapes.rings}" fill="none" stroke="${attr(colours.lit)}" stroke-width="3"/>`);
  if (shapes.failed) out.push(`<path class="highlight failed" d="${shapes.failed}" fill="none" stroke="${attr(colours.failure)}" stroke-width="3.5"/>`);
  out.push('</g>');
  return out;
}
