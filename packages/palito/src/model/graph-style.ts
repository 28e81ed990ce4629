// The graph style: defaults, merging a partial style in, and what of it the layout depends on.

import {DEFAULT_LAYOUT_OPTIONS, inLayoutRange} from '../engine';
import {cssColour} from './css-colour';
import type {EdgeKind, EdgeType, GraphStyle} from './types';

export const EDGE_KINDS: readonly EdgeKind[] = ['intra-cbs', 'inter-cbs', 'inter-zone'];
const EDGE_TYPES: readonly EdgeType[] = ['smoothstep', 'straight', 'default'];

/** Theme-aware defaults: the CSS variables resolve inside a `<Theme>` (Palito wraps itself in one). */
export const DEFAULT_EDGE_COLORS: Readonly<Record<EdgeKind, string>> = {
  'intra-cbs': 'var(--palito-edge-intra-cbs)',
  'inter-cbs': 'var(--palito-edge-inter-cbs)',
  'inter-zone': 'var(--palito-edge-inter-zone)',
};

export const DEFAULT_GRAPH_STYLE: Readonly<GraphStyle> = {
  direction: DEFAULT_LAYOUT_OPTIONS.direction,
  spacing: DEFAULT_LAYOUT_OPTIONS.spacing,
  edgeType: 'smoothstep',
  edgeColors: DEFAULT_EDGE_COLORS,
};

export interface GraphStyleInput {
  direction?: GraphStyle['direction'];
  spacing?: number;
  edgeType?: EdgeType;
  edgeColors?: Partial<Record<EdgeKind, string>>;
}

/**
 * `base` with the valid parts of `input` applied; invalid values are ignored: a direction or line
 * shape Palito does not know, a spacing outside LAYOUT_OPTION_RANGES.spacing, a line colour that
 * is not a CSS colour (css-colour.ts). Every way a style comes in (props, setGraphStyle, a project
 * file) goes through here.
 */
export function mergeGraphStyle(base: GraphStyle, input: GraphStyleInput = {}): GraphStyle {
  const next: GraphStyle = {...base, edgeColors: {...base.edgeColors}};
  if (typeof input !== 'object' || input === null) return next;
  if (input.direction === 'RIGHT' || input.direction === 'DOWN') next.direction = input.direction;
  if (inLayoutRange('spacing', input.spacing)) next.spacing = input.spacing;
  if (typeof input.edgeType === 'string' && EDGE_TYPES.includes(input.edgeType)) next.edgeType = input.edgeType;
  const colours: unknown = input.edgeColors;
  if (typeof colours !== 'object' || colours === null) return next;
  for (const kind of EDGE_KINDS) {
    const colour = Object.prototype.hasOwnProperty.call(colours, kind) ? cssColour((colours as Record<string, unknown>)[kind]) : null;
    if (colour) next.edgeColors[kind] = colour;
  }
  return next;
}

/** The part of the style the engine lays out with. */
export function layoutOptionsOf(style: GraphStyle): {direction: GraphStyle['direction']; spacing: number} {
  return {direction: style.direction, spacing: style.spacing};
}

/** Whether two styles (or the options of two runs) lay out alike. */
export function sameLayoutOptions(a: Pick<GraphStyle, 'direction' | 'spacing'>, b: Pick<GraphStyle, 'direction' | 'spacing'>): boolean {
  return a.direction === b.direction && a.spacing === b.spacing;
}

export function sameGraphStyle(a: GraphStyle, b: GraphStyle): boolean {
  return (
    sameLayoutOptions(a, b) && a.edgeType === b.edgeType && EDGE_KINDS.every((k) => a.edgeColors[k] === b.edgeColors[k])
  );
}
