/**
 * The colours an export is drawn in, and the check every palette passes before an exporter writes
 * it. A palette's colours go into `fill`, `stroke` and `style` attributes of the SVG and the print
 * page: a value that is not a CSS colour (`url(https://…)`, `red;background-image:…`) would make
 * whoever opens the file fetch something or restyle the page, so it is replaced by the light
 * palette's colour for the same part (as mergeGraphStyle ignores a line colour that is none).
 *
 * Pure: no React, no DOM (part of `palito/export`).
 */
import {cssColour, EDGE_KINDS, type EdgeKind, type NodeStatus, own} from '../model';
import {NODE_STATUSES} from '../engine';

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
  /** The Changes view's colours (after an inventory update); Palito's light ones when left out. */
  changes?: ChangePalette;
  /** What a find, a trace or a failure analysis is marked in; Palito's light ones when left out. */
  highlight?: HighlightPalette;
}

/** A highlight's colours: the found or traced assets and links (`lit`), and failures and what they cut off (`failure`). */
export interface HighlightPalette {
  lit: string;
  failure: string;
}

/** What added, removed, changed and moved things are drawn in, and the glyph on their badges (`ink`). */
export interface ChangePalette {
  added: string;
  removed: string;
  changed: string;
  moved: string;
  ink: string;
}

const CHANGE_PARTS = ['added', 'removed', 'changed', 'moved', 'ink'] as const;
const HIGHLIGHT_PARTS = ['lit', 'failure'] as const;

/**
 * Palito's light theme (react/styles/theme.css), for callers without a screen to read the
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
  changes: {added: '#15803d', removed: '#b91c1c', changed: '#b45309', moved: '#0e7490', ink: '#ffffff'},
  highlight: {lit: '#db2777', failure: '#dc2626'},
};

const SURFACES = ['background', 'zoneFill', 'zoneStroke', 'cbsFill', 'cbsStroke', 'nodeFill', 'nodeStroke', 'text', 'mutedText'] as const;

/** A colour of a record that came from outside: its own key only, and a CSS colour, or the fallback. */
function colourOf(record: unknown, key: string, fallback: string): string {
  const value = typeof record === 'object' && record !== null ? own(record as Record<string, unknown>, key) : undefined;
  return cssColour(value) ?? fallback;
}

/** `palette` with every part a CSS colour: what is missing or not a colour is the light palette's. */
export function checkedPalette(palette: SvgPalette | undefined): SvgPalette {
  if (!palette) return LIGHT_PALETTE;
  const checked = {} as SvgPalette;
  for (const part of SURFACES) checked[part] = colourOf(palette, part, LIGHT_PALETTE[part]);
  checked.edges = {} as SvgPalette['edges'];
  for (const kind of EDGE_KINDS) checked.edges[kind] = colourOf(palette.edges, kind, LIGHT_PALETTE.edges[kind]);
  checked.status = {} as SvgPalette['status'];
  for (const status of NODE_STATUSES) checked.status[status] = colourOf(palette.status, status, LIGHT_PALETTE.status[status]);
  const changes = {} as ChangePalette;
  for (const part of CHANGE_PARTS) changes[part] = colourOf(palette.changes, part, LIGHT_PALETTE.changes![part]);
  checked.changes = changes;
  const highlight = {} as HighlightPalette;
  for (const part of HIGHLIGHT_PARTS) highlight[part] = colourOf(palette.highlight, part, LIGHT_PALETTE.highlight![part]);
  checked.highlight = highlight;
  return checked;
}
