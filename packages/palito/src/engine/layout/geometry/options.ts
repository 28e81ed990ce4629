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

/**
 * The numbers a caller may set, in pixels. Outside them a layout is no longer readable, and at the
 * extremes its coordinates stop being finite (a spacing of 1e308 made every position NaN), so a
 * value outside its range is ignored like any other invalid one.
 */
export const LAYOUT_OPTION_RANGES = {
  spacing: {min: 4, max: 200},
  nodeWidth: {min: 40, max: 800},
  nodeHeight: {min: 20, max: 400},
} as const satisfies Record<'spacing' | 'nodeWidth' | 'nodeHeight', {min: number; max: number}>;

/** Whether `value` is a number within the range of the layout option `key`. */
export function inLayoutRange(key: keyof typeof LAYOUT_OPTION_RANGES, value: unknown): value is number {
  const {min, max} = LAYOUT_OPTION_RANGES[key];
  return typeof value === 'number' && value >= min && value <= max;
}

export function resolveOptions(options: Partial<LayoutOptions> = {}): LayoutOptions {
  const resolved = {...DEFAULT_LAYOUT_OPTIONS};
  if (options.direction === 'RIGHT' || options.direction === 'DOWN') resolved.direction = options.direction;
  for (const key of ['nodeWidth', 'nodeHeight', 'spacing'] as const) {
    const value = options[key];
    if (inLayoutRange(key, value)) resolved[key] = value;
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
