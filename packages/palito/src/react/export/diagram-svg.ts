/**
 * Writes a laid-out topology as a standalone SVG document: zone and CBS boxes,
 * asset boxes with name, IP and status, and the edges, styled by kind. Pure: it
 * runs in Node (tests) and in the browser (the demo's export button), and the
 * same SVG is rasterised for the PNG export.
 */
import type {EdgeKind, Node, NodeStatus, Project} from '../core/types';
import type {Rect} from '../../engine/layout/types';
import type {TopologyLayout} from '../core/types';
import {EDGE_DASHES, EDGE_WIDTHS} from '../components/flow/edge-style';

export interface SvgPalette {
  background: string;
  zoneFill: string;
  zoneStroke: string;
  cbsFill: string;
  cbsStroke: string;
  nodeFill: string;
  nodeStroke: string;
  text: string;
  mutedText: string;
  edges: Record<EdgeKind, string>;
  status: Record<NodeStatus, string>;
}

/**
 * Palito's light theme (styles/theme.css), for callers without a screen to read the
 * colours from (Node, tests). In the browser the demo reads the live theme (palette-from-theme.ts).
 */
export const LIGHT_PALETTE: SvgPalette = {
  background: '#f6f8fb',
  zoneFill: '#f8f9fd',
  zoneStroke: '#93a5c4',
  cbsFill: '#ffffff',
  cbsStroke: '#b6c2d4',
  nodeFill: '#ffffff',
  nodeStroke: '#94a3b8',
  text: '#111827',
  mutedText: '#4b5563',
  edges: {'intra-cbs': '#2563eb', 'inter-cbs': '#c2410c', 'inter-zone': '#7c3aed'},
  status: {normal: '#15803d', warning: '#a16207', error: '#b91c1c', offline: '#475569'},
};
const MARGIN = 24;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'})[c]!);
}

function centre(r: Rect): {x: number; y: number} {
  return {x: r.x + r.width / 2, y: r.y + r.height / 2};
}

export interface DiagramSvgInput {
  project: Project;
  /** Positions as drawn (the caller applies the user's moves first). */
  layout: TopologyLayout;
  /** Assets not to draw (hidden by the user). */
  hidden?: ReadonlySet<string>;
  /** Status after the user's edits. */
  statusOf?: (node: Node) => NodeStatus;
  palette?: SvgPalette;
  title?: string;
}

export function diagramToSvg({project, layout, hidden = new Set(), statusOf, palette = LIGHT_PALETTE, title}: DiagramSvgInput): string {
  const names = new Map<string, string>([...project.zones, ...project.cbs].map((g) => [g.id, g.name]));
  const nodes = new Map(project.nodes.map((n) => [n.id, n]));
  const boxes = new Map<string, Rect>([...layout.nodes, ...layout.stubs].map((b) => [b.id, b]));
  const {x: bx, y: by, width: bw, height: bh} = layout.bounds;
  const width = Math.ceil(bw + MARGIN * 2);
  const height = Math.ceil(bh + MARGIN * 2);
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${bx - MARGIN} ${by - MARGIN} ${width} ${height}" font-family="system-ui, sans-serif">`,
  );
  if (title) out.push(`<title>${escapeXml(title)}</title>`);
  out.push(`<rect x="${bx - MARGIN}" y="${by - MARGIN}" width="${width}" height="${height}" fill="${palette.background}"/>`);

  for (const g of layout.groups) {
    const zone = g.kind === 'zone';
    out.push(
      `<g class="${g.kind}" data-id="${escapeXml(g.id)}">` +
        `<rect x="${g.x}" y="${g.y}" width="${g.width}" height="${g.height}" rx="${zone ? 10 : 6}" fill="${zone ? palette.zoneFill : palette.cbsFill}" stroke="${zone ? palette.zoneStroke : palette.cbsStroke}"${zone ? '' : ' stroke-dasharray="5 3"'}/>` +
        `<text x="${g.x + 10}" y="${g.y + (zone ? 22 : 18)}" font-size="${zone ? 15 : 12}" font-weight="${zone ? 700 : 600}" fill="${zone ? palette.text : palette.mutedText}">${escapeXml(names.get(g.id) ?? g.id)}</text>` +
        `</g>`,
    );
  }

  for (const e of layout.edges) {
    if (hidden.has(e.source) || hidden.has(e.target)) continue;
    const a = boxes.get(e.source);
    const b = boxes.get(e.target);
    if (!a || !b) continue;
    const p = centre(a);
    const q = centre(b);
    const dash = EDGE_DASHES[e.kind] ? ` stroke-dasharray="${EDGE_DASHES[e.kind]}"` : '';
    out.push(
      `<line class="edge ${e.kind}" x1="${p.x}" y1="${p.y}" x2="${q.x}" y2="${q.y}" stroke="${palette.edges[e.kind]}" stroke-width="${EDGE_WIDTHS[e.kind]}"${dash}/>`,
    );
  }

  for (const s of layout.stubs) {
    out.push(
      `<g class="stub"><rect x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" rx="${s.width / 2}" fill="${palette.zoneFill}" stroke="${palette.edges['inter-zone']}"/>` +
        `<title>${escapeXml(names.get(s.zoneId) ?? s.zoneId)}</title></g>`,
    );
  }

  for (const box of layout.nodes) {
    const node = nodes.get(box.id);
    if (!node || hidden.has(box.id)) continue;
    const status = statusOf ? statusOf(node) : node.status;
    out.push(
      `<g class="asset" data-id="${escapeXml(node.id)}">` +
        `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="6" fill="${palette.nodeFill}" stroke="${palette.status[status]}" stroke-width="2"/>` +
        `<circle cx="${box.x + 12}" cy="${box.y + 14}" r="4" fill="${palette.status[status]}"/>` +
        `<text x="${box.x + 22}" y="${box.y + 18}" font-size="12" font-weight="600" fill="${palette.text}">${escapeXml(node.name)}</text>` +
        (node.ip ? `<text x="${box.x + 22}" y="${box.y + 34}" font-size="11" fill="${palette.mutedText}">${escapeXml(node.ip)}</text>` : '') +
        `</g>`,
    );
  }
  out.push('</svg>');
  return out.join('\n');
}
