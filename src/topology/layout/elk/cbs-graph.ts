// Pure ELK graph building and reading for one CBS group's assets (no ELK call here: see
// layout-project.ts). Each CBS is laid out on its own with `layered`; boxes are placed later.

import type {ElkExtendedEdge, ElkNode, LayoutOptions as ElkOptions} from 'elkjs/lib/elk-api';
import type {Cbs, Edge, Node} from '../../model/types';
import type {LayoutMetrics} from '../options';
import type {Point} from '../types';

/**
 * Flow order inside a CBS: edges point from the lower tier to the higher one, so `layered` puts
 * routers and firewalls first and storage last, the way network diagrams are read.
 */
const TYPE_TIER: Readonly<Record<string, number>> = {
  router: 0,
  firewall: 1,
  'load-balancer': 2,
  switch: 3,
  server: 4,
  pc: 5,
  database: 5,
  storage: 6,
};
const UNKNOWN_TYPE_TIER = 4;

/**
 * Cheaper than ELK's defaults, and enough for groups of tens of assets: thoroughness mostly buys
 * more crossing-minimisation sweeps; Brandes-Koepf placement is linear.
 */
const CBS_LAYERED_OPTIONS: ElkOptions = {
  'elk.algorithm': 'layered',
  'elk.layered.thoroughness': '3',
  'elk.layered.crossingMinimization.strategy': 'LAYER_SWEEP',
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
  'elk.layered.cycleBreaking.strategy': 'GREEDY',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.separateConnectedComponents': 'true',
  'elk.padding': '[top=0,left=0,bottom=0,right=0]',
};

export interface CbsLayoutInput {
  cbs: Cbs;
  nodes: Node[];
  /** The CBS's intra-cbs edges. */
  edges: Edge[];
}

/** A CBS's assets laid out in their own frame: the content's top-left corner is (0, 0). */
export interface LocalLayout {
  cbsId: string;
  width: number;
  height: number;
  /** Top-left corner of each asset. */
  positions: Map<string, Point>;
  /** Routed edges, as polylines from the Project edge's source to its target. */
  routes: Map<string, Point[]>;
}

function tierOf(node: Node): number {
  return TYPE_TIER[node.type] ?? UNKNOWN_TYPE_TIER;
}

/** Whether ELK gets the edge as written (source -> target) or reversed, to follow the tier order. */
function keepsDirection(source: Node, target: Node): boolean {
  const a = tierOf(source);
  const b = tierOf(target);
  return a !== b ? a < b : source.row <= target.row;
}

export function cbsLayoutOptions(metrics: LayoutMetrics): ElkOptions {
  return {
    ...CBS_LAYERED_OPTIONS,
    'elk.direction': metrics.direction,
    'elk.spacing.nodeNode': String(metrics.nodeGap),
    'elk.layered.spacing.nodeNodeBetweenLayers': String(metrics.layerGap),
    'elk.spacing.edgeNode': String(metrics.nodeGap / 2),
    'elk.spacing.edgeEdge': String(metrics.nodeGap / 3),
    'elk.spacing.componentComponent': String(metrics.nodeGap),
  };
}

export function buildCbsGraph(input: CbsLayoutInput, metrics: LayoutMetrics): ElkNode {
  const byId = new Map(input.nodes.map((n) => [n.id, n]));
  const edges: ElkExtendedEdge[] = input.edges.map((edge) => {
    const forward = keepsDirection(byId.get(edge.source)!, byId.get(edge.target)!);
    return {
      id: edge.id,
      sources: [forward ? edge.source : edge.target],
      targets: [forward ? edge.target : edge.source],
    };
  });
  return {
    id: input.cbs.id,
    layoutOptions: cbsLayoutOptions(metrics),
    children: input.nodes.map((n) => ({id: n.id, width: metrics.nodeWidth, height: metrics.nodeHeight})),
    edges,
  };
}

/** Reads ELK's answer back, shifted so the assets' bounding box starts at (0, 0). */
export function readCbsGraph(graph: ElkNode, input: CbsLayoutInput): LocalLayout {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const grow = (x: number, y: number, w = 0, h = 0) => {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x + w);
    maxY = Math.max(maxY, y + h);
  };
  const raw = new Map<string, Point>();
  for (const child of graph.children ?? []) {
    const p = {x: child.x ?? 0, y: child.y ?? 0};
    raw.set(child.id, p);
    grow(p.x, p.y, child.width ?? 0, child.height ?? 0);
  }
  const sourceOf = new Map(input.edges.map((e) => [e.id, e.source]));
  const rawRoutes = new Map<string, Point[]>();
  for (const edge of (graph.edges ?? []) as ElkExtendedEdge[]) {
    const section = edge.sections?.[0];
    if (!section) continue;
    const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({x: p.x, y: p.y}));
    for (const p of points) grow(p.x, p.y);
    rawRoutes.set(edge.id, edge.sources[0] === sourceOf.get(edge.id) ? points : points.reverse());
  }
  if (minX === Infinity) minX = minY = maxX = maxY = 0;

  const shift = (p: Point): Point => ({x: p.x - minX, y: p.y - minY});
  const positions = new Map<string, Point>();
  for (const [id, p] of raw) positions.set(id, shift(p));
  const routes = new Map<string, Point[]>();
  for (const [id, points] of rawRoutes) routes.set(id, points.map(shift));
  return {cbsId: input.cbs.id, width: maxX - minX, height: maxY - minY, positions, routes};
}

/**
 * Several CBS graphs in one ELK call: the root's `fixed` algorithm leaves them where they are, and
 * ELK lays out each child graph on its own (hierarchy handling SEPARATE_CHILDREN, the default).
 * One call instead of one per CBS saves ELK's per-call set-up.
 */
export function batchGraph(id: string, graphs: ElkNode[]): ElkNode {
  return {id, layoutOptions: {'elk.algorithm': 'fixed'}, children: graphs};
}
