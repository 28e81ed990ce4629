// Draws a TopologyLayout as SVG so a human can look at what the numbers describe.

import type {EdgeKind, NodeStatus, Project, TopologyLayout} from 'palito/engine';

const STATUS_FILL: Record<NodeStatus, string> = {
  normal: '#e8f5e9',
  warning: '#fff8e1',
  error: '#ffebee',
  offline: '#eceff1',
};
const STATUS_STROKE: Record<NodeStatus, string> = {
  normal: '#43a047',
  warning: '#f9a825',
  error: '#e53935',
  offline: '#78909c',
};
const EDGE_COLOUR: Record<EdgeKind, string> = {
  'intra-cbs': '#607d8b',
  'inter-cbs': '#1e88e5',
  'inter-zone': '#fb8c00',
};

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function renderSvg(layout: TopologyLayout, project: Project, title: string): string {
  const names = new Map<string, string>([
    ...project.zones.map((z) => [z.id, z.name] as const),
    ...project.cbs.map((c) => [c.id, c.name] as const),
  ]);
  const nodeInfo = new Map(project.nodes.map((n) => [n.id, n]));
  const centre = new Map<string, {x: number; y: number}>();
  for (const box of [...layout.nodes, ...layout.stubs]) centre.set(box.id, {x: box.x + box.width / 2, y: box.y + box.height / 2});

  const pad = 40;
  const {width, height} = layout.bounds;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-pad} ${-pad - 40} ${width + 2 * pad} ${height + 2 * pad + 40}" width="${Math.round(width + 2 * pad)}" height="${Math.round(height + 2 * pad + 40)}" font-family="sans-serif">`,
    `<rect x="${-pad}" y="${-pad - 40}" width="${width + 2 * pad}" height="${height + 2 * pad + 40}" fill="#ffffff"/>`,
    `<text x="0" y="-30" font-size="28" fill="#263238">${escape(title)}</text>`,
  );
  for (const group of layout.groups) {
    const zone = group.kind === 'zone';
    out.push(
      `<rect x="${group.x}" y="${group.y}" width="${group.width}" height="${group.height}" rx="${zone ? 10 : 6}" fill="${zone ? '#f3f6fb' : '#ffffff'}" stroke="${zone ? '#90a4ae' : '#b0bec5'}" stroke-width="${zone ? 2 : 1}"/>`,
      `<text x="${group.x + 10}" y="${group.y + (zone ? 24 : 19)}" font-size="${zone ? 18 : 13}" font-weight="bold" fill="${zone ? '#37474f' : '#546e7a'}">${escape(names.get(group.id) ?? group.id)}</text>`,
    );
  }
  for (const edge of layout.edges) {
    const colour = EDGE_COLOUR[edge.kind];
    const points = edge.points ?? [centre.get(edge.source), centre.get(edge.target)].filter((p) => p !== undefined);
    if (points.length < 2) continue;
    out.push(
      `<polyline points="${points.map((p) => `${p.x},${p.y}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="${edge.kind === 'intra-cbs' ? 1.2 : 1.6}" stroke-opacity="0.75"/>`,
    );
  }
  for (const node of layout.nodes) {
    const info = nodeInfo.get(node.id);
    const status = info?.status ?? 'normal';
    out.push(
      `<rect x="${node.x}" y="${node.y}" width="${node.width}" height="${node.height}" rx="4" fill="${STATUS_FILL[status]}" stroke="${STATUS_STROKE[status]}"/>`,
      `<text x="${node.x + 8}" y="${node.y + node.height / 2 - 2}" font-size="12" fill="#263238">${escape(info?.name ?? node.id)}</text>`,
      `<text x="${node.x + 8}" y="${node.y + node.height / 2 + 13}" font-size="10" fill="#78909c">${escape(`${node.id} · ${info?.type ?? ''}`)}</text>`,
    );
  }
  for (const stub of layout.stubs) {
    out.push(
      `<rect x="${stub.x}" y="${stub.y}" width="${stub.width}" height="${stub.height}" rx="${stub.width / 2}" fill="#fff3e0" stroke="#fb8c00" stroke-width="2"/>`,
      `<text x="${stub.x + stub.width + 4}" y="${stub.y - 4}" font-size="12" fill="#e65100">${escape(names.get(stub.zoneId) ?? stub.zoneId)}</text>`,
    );
  }
  out.push('</svg>');
  return out.join('\n');
}
