// Layout options a caller may set, and the sizes derived from them.

export type LayoutDirection = 'RIGHT' | 'DOWN';

/** Which diagram to lay out: every zone, or one zone in detail with stubs for the others. */
export type ViewSpec = {view: 'all'} | {view: 'zone'; zoneId: string};

export interface LayoutOptions {
  /** The flow inside a CBS group: routers and firewalls first, hosts and storage last. */
  direction: LayoutDirection;
  nodeWidth: number;
  nodeHeight: number;
  /** The base gap between two assets; the other gaps are multiples of it. */
  spacing: number;
}

export const DEFAULT_LAYOUT_OPTIONS: Readonly<LayoutOptions> = {
  direction: 'RIGHT',
  nodeWidth: 160,
  nodeHeight: 48,
  spacing: 24,
};

/** Room at the top of a group box for its title. */
const CBS_HEADER = 28;
const ZONE_HEADER = 36;
/** Stub nodes standing for other zones in Zone View. */
const STUB_SIZE = 28;

export interface LayoutMetrics {
  direction: LayoutDirection;
  nodeWidth: number;
  nodeHeight: number;
  nodeGap: number;
  layerGap: number;
  cbsPadding: number;
  cbsHeader: number;
  cbsGap: number;
  zonePadding: number;
  zoneHeader: number;
  zoneGap: number;
  stubSize: number;
  /** Width : height the packing aims for, like a landscape screen. */
  aspectRatio: number;
}

export function resolveOptions(options: Partial<LayoutOptions> = {}): LayoutOptions {
  const resolved = {...DEFAULT_LAYOUT_OPTIONS};
  if (options.direction === 'RIGHT' || options.direction === 'DOWN') resolved.direction = options.direction;
  for (const key of ['nodeWidth', 'nodeHeight', 'spacing'] as const) {
    const value = options[key];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) resolved[key] = value;
  }
  return resolved;
}

export function metricsOf(options: LayoutOptions): LayoutMetrics {
  const s = options.spacing;
  return {
    direction: options.direction,
    nodeWidth: options.nodeWidth,
    nodeHeight: options.nodeHeight,
    nodeGap: s,
    layerGap: s * 2,
    cbsPadding: s,
    cbsHeader: CBS_HEADER,
    cbsGap: s * 2,
    // Stubs sit on the zone border, half inside: the padding keeps them clear of CBS boxes.
    zonePadding: Math.max(s * 1.5, STUB_SIZE / 2 + s / 2),
    zoneHeader: ZONE_HEADER,
    zoneGap: s * 4,
    stubSize: STUB_SIZE,
    aspectRatio: 16 / 10,
  };
}
