// Pure ELK graph building and reading (the ELK call itself is in layout-project.ts).
// Components (components.ts) of many CBS groups at once go into ONE flat `layered` graph: ELK
// lays out each connected component on its own anyway, and one graph instead of one per CBS
// saves ELK's sizeable per-graph cost. compose-cbs.ts then packs each CBS's components into
// the CBS box.

import type {ElkExtendedEdge, ElkNode, LayoutOptions as ElkOptions} from 'elkjs/lib/elk-api';
import type {Edge, Node} from '../../model/types';
import type {Component} from './components';
import type {LayoutMetrics} from '../geometry/options';
import type {LayoutBundle, Point, Rect} from '../geometry/types';
import {extractLeafBlocks, leafPositions, leafRoute, type BlockSplit} from './leaf-blocks';
import {extractMeshBlocks, meshPositions, routeIntoMesh, type MeshBlock} from './mesh-blocks';
import {thinLinks} from './thin-links';

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
 * Cheaper than ELK's defaults where it costs little: one crossing-minimisation pass
 * (thoroughness 1) instead of seven; components are small, so more passes rarely find more.
 */
const LAYERED_OPTIONS: ElkOptions = {
  'elk.algorithm': 'layered',
  'elk.layered.thoroughness': '1',
  'elk.layered.crossingMinimization.strategy': 'LAYER_SWEEP',
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
  'elk.layered.cycleBreaking.strategy': 'GREEDY',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.separateConnectedComponents': 'true',
  'elk.padding': '[top=0,left=0,bottom=0,right=0]',
};

/**
 * Components are laid out in three profiles, each batch holding one profile only (ELK options
 * apply to a whole graph):
 * - small: as they are;
 * - large (LARGE_COMPONENT_NODES or more): wrapped, so a long chain becomes rows instead of one
 *   line metres wide (small components are left alone: wrapping would break a three-asset flow);
 * - huge (HUGE_COMPONENT_NODES or more, one CBS holding a whole data centre): `layered`'s crossing
 *   minimisation and orthogonal routing take longest there and cannot make a hairball readable
 *   anyway, so it gets straight-line routing and no crossing minimisation, which is much faster.
 */
export type ComponentProfile = 'small' | 'large' | 'huge';
export const LARGE_COMPONENT_NODES = 200;
export const HUGE_COMPONENT_NODES = 1000;
const PROFILE_OPTIONS: Record<ComponentProfile, ElkOptions> = {
  small: {},
  large: {'elk.layered.wrapping.strategy': 'MULTI_EDGE', 'elk.aspectRatio': '1.6'},
  huge: {
    'elk.layered.wrapping.strategy': 'MULTI_EDGE',
    'elk.aspectRatio': '1.6',
    'elk.layered.crossingMinimization.strategy': 'NONE',
    'elk.layered.nodePlacement.strategy': 'SIMPLE',
    'elk.edgeRouting': 'POLYLINE',
  },
};

/** A component laid out in its own frame: its bounding box's top-left corner is (0, 0). */
export interface ComponentLayout {
  cbsId: string;
  width: number;
  height: number;
  /** Top-left corner of each asset. */
  positions: Map<string, Point>;
  /** Routed edges, as polylines from the Project edge's source to its target. */
  routes: Map<string, Point[]>;
  /** The component's dense groups, each drawn as one bundle (mesh-blocks.ts); in the same frame. */
  bundles: LayoutBundle[];
}

/**
 * A component with its dense groups stood in for by one node each (mesh-blocks.ts), its links
 * thinned to a spanning tree when it has far more than a tree's (thin-links.ts), then its hubs'
 * leaves gathered into blocks (leaf-blocks.ts): what ELK is given.
 */
export interface PreparedComponent {
  component: Component;
  meshes: MeshBlock[];
  split: BlockSplit;
  /** Links ELK is not given (thin-links.ts), as they reach it (a mesh's id for a member): drawn without a route. */
  straight: Edge[];
}

export function tierOf(node: Node): number {
  // Own keys only: a type written `constructor` or `toString` is a word from the file, not Object's.
  return Object.hasOwn(TYPE_TIER, node.type) ? TYPE_TIER[node.type] : UNKNOWN_TYPE_TIER;
}

/** Whether ELK gets the edge as written (source -> target) or reversed, to follow the tier order. */
function keepsDirection(source: Node, target: Node): boolean {
  const a = tierOf(source);
  const b = tierOf(target);
  return a !== b ? a < b : source.row <= target.row;
}

export function layeredOptions(metrics: LayoutMetrics): ElkOptions {
  return {
    ...LAYERED_OPTIONS,
    'elk.direction': metrics.direction,
    'elk.spacing.nodeNode': String(metrics.nodeGap),
    'elk.layered.spacing.nodeNodeBetweenLayers': String(metrics.layerGap),
    'elk.spacing.edgeNode': String(metrics.nodeGap / 2),
    'elk.spacing.edgeEdge': String(metrics.nodeGap / 3),
    'elk.spacing.componentComponent': String(metrics.nodeGap),
  };
}

/** `reservedIds`: ids a mesh block's node must not take (every asset id of the ELK graph it goes into). */
export function prepareComponent(component: Component, metrics: LayoutMetrics, reservedIds?: ReadonlySet<string>): PreparedComponent {
  const {nodes, edges, meshes} = extractMeshBlocks(component.nodes, component.edges, metrics, tierOf, reservedIds);
  const standIns = new Set(meshes.map((mesh) => mesh.id));
  const {routed, straight} = thinLinks(nodes, edges);
  return {component, meshes, split: extractLeafBlocks(nodes, routed, metrics, standIns), straight};
}

/** What ELK has to lay out for a component: its assets outside blocks, and one node per block. */
export function elkNodeCount(prepared: PreparedComponent): number {
  return prepared.split.nodes.length + prepared.split.blocks.length;
}

export function profileOf(prepared: PreparedComponent): ComponentProfile {
  const count = elkNodeCount(prepared);
  return count >= HUGE_COMPONENT_NODES ? 'huge' : count >= LARGE_COMPONENT_NODES ? 'large' : 'small';
}

/** All the components given must share `profile`. */
export function buildComponentsGraph(
  id: string,
  prepared: readonly PreparedComponent[],
  metrics: LayoutMetrics,
  profile: ComponentProfile = 'small',
): ElkNode {
  const children: ElkNode[] = [];
  const edges: ElkExtendedEdge[] = [];
  for (const {split, meshes} of prepared) {
    const byId = new Map(split.nodes.map((n) => [n.id, n]));
    const meshById = new Map(meshes.map((mesh) => [mesh.id, mesh]));
    for (const node of split.nodes) {
      const mesh = meshById.get(node.id);
      children.push({id: node.id, width: mesh?.width ?? metrics.nodeWidth, height: mesh?.height ?? metrics.nodeHeight});
    }
    for (const edge of split.edges) {
      const forward = keepsDirection(byId.get(edge.source)!, byId.get(edge.target)!);
      edges.push({
        id: edge.id,
        sources: [forward ? edge.source : edge.target],
        targets: [forward ? edge.target : edge.source],
      });
    }
    // A block follows its hub, whatever the leaves' types: the hub is what they hang off.
    for (const block of split.blocks) {
      children.push({id: block.id, width: block.width, height: block.height});
      edges.push({id: block.id, sources: [block.hubId], targets: [block.id]});
    }
  }
  return {id, layoutOptions: {...layeredOptions(metrics), ...PROFILE_OPTIONS[profile]}, children, edges};
}

interface Extent {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function grow(e: Extent, x: number, y: number, w = 0, h = 0): void {
  e.minX = Math.min(e.minX, x);
  e.minY = Math.min(e.minY, y);
  e.maxX = Math.max(e.maxX, x + w);
  e.maxY = Math.max(e.maxY, y + h);
}

/** Reads ELK's answer back, one layout per component, each shifted to start at (0, 0). */
export function readComponentsGraph(graph: ElkNode, prepared: readonly PreparedComponent[], metrics: LayoutMetrics): ComponentLayout[] {
  const slotOf = new Map<string, number>();
  const sourceOfEdge = new Map<string, string>();
  prepared.forEach(({split}, slot) => {
    for (const node of split.nodes) slotOf.set(node.id, slot);
    for (const block of split.blocks) slotOf.set(block.id, slot);
    // The edges as ELK got them (a mesh block's id in place of its members).
    for (const edge of split.edges) sourceOfEdge.set(edge.id, edge.source);
  });
  const raw = prepared.map(() => ({
    extent: {minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity} as Extent,
    positions: new Map<string, Point>(),
    routes: new Map<string, Point[]>(),
    bundles: [] as LayoutBundle[],
  }));
  const shapes = new Map<string, Point>();
  for (const child of graph.children ?? []) {
    const slot = slotOf.get(child.id);
    if (slot === undefined) continue;
    const p = {x: child.x ?? 0, y: child.y ?? 0};
    shapes.set(child.id, p);
    grow(raw[slot].extent, p.x, p.y, child.width ?? 0, child.height ?? 0);
  }
  const elkRoutes = new Map<string, Point[]>();
  for (const edge of (graph.edges ?? []) as ElkExtendedEdge[]) {
    const section = edge.sections?.[0];
    const slot = slotOf.get(edge.sources[0]);
    if (!section || slot === undefined) continue;
    const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({x: p.x, y: p.y}));
    for (const p of points) grow(raw[slot].extent, p.x, p.y);
    elkRoutes.set(edge.id, edge.sources[0] === sourceOfEdge.get(edge.id) || !sourceOfEdge.has(edge.id) ? points : points.reverse());
  }

  prepared.forEach(({split}, slot) => {
    const r = raw[slot];
    for (const node of split.nodes) r.positions.set(node.id, shapes.get(node.id)!);
    for (const edge of split.edges) {
      const route = elkRoutes.get(edge.id);
      if (route) r.routes.set(edge.id, route);
    }
    for (const block of split.blocks) {
      const at = shapes.get(block.id)!;
      const hubRoute = elkRoutes.get(block.id);
      leafPositions(block, at, metrics).forEach((corner, i) => {
        const leaf = block.leaves[i];
        r.positions.set(leaf.id, corner);
        if (!hubRoute) return;
        const points = leafRoute(hubRoute, corner, at, metrics);
        for (const p of points) grow(r.extent, p.x, p.y);
        const edge = block.edges[i];
        r.routes.set(edge.id, edge.source === block.hubId ? points : points.reverse());
      });
    }
  });
  prepared.forEach((prepared, slot) => {
    if (prepared.meshes.length) placeMeshes(prepared, shapes, raw[slot], metrics);
  });

  return raw.map((r, slot) => {
    const {minX, minY, maxX, maxY} = r.extent;
    const shift = (p: Point): Point => ({x: p.x - minX, y: p.y - minY});
    const positions = new Map<string, Point>();
    for (const [id, p] of r.positions) positions.set(id, shift(p));
    const routes = new Map<string, Point[]>();
    for (const [id, points] of r.routes) routes.set(id, points.map(shift));
    const bundles = r.bundles.map((bundle) => ({...bundle, ...shift(bundle)}));
    return {cbsId: prepared[slot].component.cbsId, width: maxX - minX, height: maxY - minY, positions, routes, bundles};
  });
}

/**
 * Sets each mesh block's members in its grid, records its bundle, and carries the routes of the
 * members' outside links, which ELK ran to the block's border, on into the members.
 */
function placeMeshes(
  {component, meshes}: PreparedComponent,
  shapes: ReadonlyMap<string, Point>,
  r: {extent: Extent; positions: Map<string, Point>; routes: Map<string, Point[]>; bundles: LayoutBundle[]},
  metrics: LayoutMetrics,
): void {
  const blockOf = new Map<string, {mesh: MeshBlock; rect: Rect}>();
  for (const mesh of meshes) {
    const at = shapes.get(mesh.id)!;
    const rect: Rect = {x: at.x, y: at.y, width: mesh.width, height: mesh.height};
    r.positions.delete(mesh.id);
    meshPositions(mesh, at, metrics).forEach((corner, i) => {
      r.positions.set(mesh.members[i].id, corner);
      blockOf.set(mesh.members[i].id, {mesh, rect});
    });
    const nodeIds = mesh.members.map((n) => n.id);
    r.bundles.push({id: mesh.id, parentId: component.cbsId, nodeIds, linkCount: mesh.linkCount, ...rect});
  }
  for (const edge of component.edges) {
    const from = blockOf.get(edge.source);
    const to = blockOf.get(edge.target);
    if (from && from.mesh === to?.mesh) continue; // in the bundle
    let route = (from || to) && r.routes.get(edge.id);
    if (!route) continue;
    if (from) route = [...routeIntoMesh(route[0], from.rect, r.positions.get(edge.source)!, metrics).reverse(), ...route.slice(1)];
    if (to) route = [...route.slice(0, -1), ...routeIntoMesh(route[route.length - 1], to.rect, r.positions.get(edge.target)!, metrics)];
    for (const p of route) grow(r.extent, p.x, p.y);
    r.routes.set(edge.id, route);
  }
}
