// The export's lines against the canvas's: the same path, computed the way PalitoEdge.tsx does it
// (toFlow's routes, floating.ts's ends, @xyflow/react's path helpers), for every line of the sample.

import {getBezierPath, getSmoothStepPath, getStraightPath, type InternalNode} from '@xyflow/react';
import {XMLParser} from 'fast-xml-parser';
import {beforeAll, describe, expect, it} from 'vitest';
import {floatingEnds, polylinePath} from '../../../packages/palito/src/react/components/flow/floating';
import {absolutePositions, createMemoryStorage, createPalitoStore, layoutAsDrawn, layoutOnScreen, toFlow, type FlowEdge} from '../../../packages/palito/src/store';
import {type Point, type Project, type TopologyLayout} from '../../../packages/palito/src/model';
import {createPalitoApi} from '../../../packages/palito/src/api';
import {selectMoved} from '../../../packages/palito/src/store/selectors';
import type {EdgeType} from '../../../packages/palito/src/model/types';
import {createLocalEngine} from '../../../packages/palito/src/engine-client/local-engine';
import {layoutProject} from '../../../packages/palito/src/engine/layout/layout-project';
import {diagramToSvg} from '../../../packages/palito/src/export/diagram-svg';
import {loadSample, SAMPLE_TEXT} from './support/sample';

const EDGE_TYPES: EdgeType[] = ['smoothstep', 'straight', 'default'];
const xml = new XMLParser({ignoreAttributes: false, attributeNamePrefix: ''});

let project: Project;
let layout: TopologyLayout;

beforeAll(async () => {
  ({project, layout} = await loadSample());
});

/** What PalitoEdge.tsx draws for one flow edge. */
function canvasPath(edge: FlowEdge, nodes: Map<string, InternalNode>, edgeType: EdgeType): string {
  if (edge.data.points && edgeType === 'smoothstep') return polylinePath(edge.data.points);
  const ends = floatingEnds(nodes.get(edge.source)!, nodes.get(edge.target)!);
  if (edgeType === 'straight') return getStraightPath(ends)[0];
  if (edgeType === 'default') return getBezierPath(ends)[0];
  return getSmoothStepPath({...ends, borderRadius: 8})[0];
}

/** React Flow's internal nodes, as far as floating.ts reads them. */
function internalNodes(stored: TopologyLayout, moved: Record<string, Point>): Map<string, InternalNode> {
  const at = absolutePositions(stored, moved);
  return new Map(
    [...stored.nodes, ...stored.stubs].map((box) => [
      box.id,
      {id: box.id, internals: {positionAbsolute: at[box.id]}, measured: {width: box.width, height: box.height}} as unknown as InternalNode,
    ]),
  );
}

const numbers = (d: string) => (d.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? []).map(Number);

/** Same commands in the same order, same coordinates (the export writes two decimals). */
function expectSamePath(actual: string, expected: string, what: string): void {
  expect(actual.replace(/[^A-Za-z]/g, ''), `${what}: commands`).toBe(expected.replace(/[^A-Za-z]/g, ''));
  const a = numbers(actual);
  const b = numbers(expected);
  expect(a.length, `${what}: coordinates`).toBe(b.length);
  a.forEach((value, i) => expect(Math.abs(value - b[i]), `${what}: coordinate ${i}`).toBeLessThanOrEqual(0.05));
}

function svgPaths(svg: string): Map<string, string> {
  const doc = xml.parse(svg);
  const edges = [[doc.svg.g].flat().find((g: any) => g.class === 'edges').path].flat();
  return new Map(edges.map((e: any) => [e['data-id'], e.d]));
}

/** The canvas's lines and the export's, for a stored layout and the moves of its view. */
function compare(stored: TopologyLayout, moved: Record<string, Point>, edgeType: EdgeType): number {
  const flow = toFlow({project, layout: stored, moved});
  const nodes = internalNodes(stored, moved);
  const svg = svgPaths(diagramToSvg({project, layout: layoutAsDrawn(stored, moved), edgeType}));
  for (const edge of flow.edges) expectSamePath(svg.get(edge.id)!, canvasPath(edge, nodes, edgeType), `${edgeType} ${edge.id}`);
  return flow.edges.length;
}

describe('layoutAsDrawn (what the exports draw)', () => {
  it('is the layout on screen with the routes toFlow gives the canvas, moves and all', () => {
    const cbs = layout.groups.find((g) => g.kind === 'cbs' && layout.nodes.filter((n) => n.parentId === g.id).length > 2)!;
    const zone = layout.groups.find((g) => g.id === cbs.parentId)!;
    const asset = layout.nodes.find((n) => n.parentId === cbs.id)!;
    for (const moved of [{}, {[asset.id]: {x: 5, y: 7}, [cbs.id]: {x: cbs.x - zone.x + 30, y: cbs.y - zone.y + 10}}]) {
      const drawn = layoutAsDrawn(layout, moved);
      const {edges: _edges, ...placed} = layoutOnScreen(layout, moved);
      expect(drawn).toMatchObject(placed);
      const routes = toFlow({project, layout, moved}).edges.map((edge) => edge.data.points);
      expect(drawn.edges.map((edge) => edge.points)).toEqual(routes);
      expect(routes.filter(Boolean).length).toBeGreaterThan(0);
    }
  });
});

describe('export lines match the canvas', () => {
  it.each(EDGE_TYPES)('%s, All View, as laid out', (edgeType) => {
    expect(compare(layout, {}, edgeType)).toBe(layout.edges.length);
  });

  it.each(EDGE_TYPES)('%s, after moving an asset (its lines float) and a CBS box (its routes move with it)', (edgeType) => {
    const cbs = layout.groups.find((g) => g.kind === 'cbs' && layout.nodes.filter((n) => n.parentId === g.id).length > 2)!;
    const asset = layout.nodes.find((n) => n.parentId === cbs.id)!;
    const zone = layout.groups.find((g) => g.id === cbs.parentId)!;
    const moved = {
      [asset.id]: {x: 5, y: 7},
      [cbs.id]: {x: cbs.x - zone.x + 30, y: cbs.y - zone.y + 10},
    };
    expect(compare(layout, moved, edgeType)).toBe(layout.edges.length);
  });

  it.each(EDGE_TYPES)('%s, Zone View with stubs', async (edgeType) => {
    const zoneLayout = await layoutProject(project, {view: {view: 'zone', zoneId: project.zones[1].id}});
    expect(zoneLayout.stubs.length).toBeGreaterThan(0);
    expect(compare(zoneLayout, {}, edgeType)).toBe(zoneLayout.edges.length);
  });
});

describe('usePalito().toSvg()', () => {
  it('draws the lines on screen: routes while they fit, floating ends once an asset moved, in the graph style’s edgeType', async () => {
    const store = createPalitoStore({engine: createLocalEngine(), storage: createMemoryStorage()});
    const api = createPalitoApi(store);
    expect(api.toSvg()).toBeNull();
    await api.setProject(SAMPLE_TEXT, {fileName: 'assets-sample.csv'});

    const expectLikeCanvas = () => {
      const state = store.getState();
      const moved = selectMoved(state);
      const flow = toFlow({project: state.project!, layout: state.layout!, moved});
      const nodes = internalNodes(state.layout!, moved);
      const svg = svgPaths(api.toSvg()!);
      for (const edge of flow.edges) expectSamePath(svg.get(edge.id)!, canvasPath(edge, nodes, state.graphStyle.edgeType), edge.id);
      return flow;
    };

    const routed = expectLikeCanvas().edges.filter((e) => e.data.points);
    expect(routed.length).toBeGreaterThan(0);
    const victim = routed[0].source;
    store.getState().moveNodes([{id: victim, position: {x: 3, y: 4}}]);
    const after = expectLikeCanvas();
    expect(after.edges.find((e) => e.id === routed[0].id)!.data.points).toBeUndefined();
    await store.getState().setGraphStyle({edgeType: 'default'});
    expectLikeCanvas();
    expect(api.toSvg()).toContain(' C');
  });
});
