/**
 * Writes a laid-out topology as a standalone SVG document: zone and CBS boxes,
 * asset boxes with name, IP and status, and the edges, styled by kind. Pure: it
 * runs in Node (tests) and in the browser (the demo's export button), and the
 * same SVG is rasterised for the PNG export.
 */
import type {EdgeKind, Node, NodeStatus, Project} from '../../../topology/model/types';
import type {TopologyLayout, Rect} from '../../../topology/layout/types';

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

export const LIGHT_PALETTE: SvgPalette = {
  background: '#ffffff',
  zoneFill: '#f3f7fb',
  zoneStroke: '#7a9cc0',
  cbsFill: '#ffffff',
  cbsStroke: '#9bb3cc',
  nodeFill: '#ffffff',
  nodeStroke: '#5b6b7c',
  text: '#1c1e21',
  mutedText: '#5b6b7c',
  edges: {'intra-cbs': '#3b6ea5', 'inter-cbs': '#7b5ea7', 'inter-zone': '#c0562c'},
  status: {normal: '#2e8540', warning: '#b7791f', error: '#c53030', offline: '#718096'},
};

const EDGE_DASH: Record<EdgeKind, string> = {'intra-cbs': '', 'inter-cbs': '8 4', 'inter-zone': '2 4'};
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
    const dash = EDGE_DASH[e.kind] ? ` stroke-dasharray="${EDGE_DASH[e.kind]}"` : '';
    out.push(`<line class="edge ${e.kind}" x1="${p.x}" y1="${p.y}" x2="${q.x}" y2="${q.y}" stroke="${palette.edges[e.kind]}" stroke-width="1.5"${dash}/>`);
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
