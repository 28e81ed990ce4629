import {beforeAll, describe, expect, it} from 'vitest';
import {absolutePositionOf, absolutePositions, applySelection, toFlow, type FlowNode} from '../../../packages/palito/src/store';
import {type Project, type TopologyLayout} from '../../../packages/palito/src/model';
import {layoutProject} from '../../../packages/palito/src/engine/layout/layout-project';
import {loadSample} from './support/sample';

let project: Project;
let layout: TopologyLayout;
let zoneLayout: TopologyLayout;

beforeAll(async () => {
  ({project, layout} = await loadSample());
  zoneLayout = await layoutProject(project, {view: {view: 'zone', zoneId: 'zone:internal'}});
});

const byId = (nodes: FlowNode[]) => new Map(nodes.map((n) => [n.id, n]));

describe('toFlow', () => {
  it('gives children positions relative to their parent box', () => {
    const {nodes} = toFlow({project, layout});
    const flow = byId(nodes);
    const rects = new Map([...layout.groups, ...layout.nodes].map((r) => [r.id, r]));
    for (const node of nodes) {
      const rect = rects.get(node.id)!;
      const parent = node.parentId ? rects.get(node.parentId)! : {x: 0, y: 0};
      expect(node.position).toEqual({x: rect.x - parent.x, y: rect.y - parent.y});
      expect({w: node.width, h: node.height}).toEqual({w: rect.width, h: rect.height});
    }
    expect(flow.get('A001')).toMatchObject({type: 'palito-asset', parentId: 'cbs:internet-dmz/edge', extent: 'parent'});
    expect(flow.get('cbs:internet-dmz/edge')).toMatchObject({type: 'palito-cbs', parentId: 'zone:internet-dmz', extent: 'parent'});
    expect(flow.get('zone:internet-dmz')).toMatchObject({type: 'palito-zone'});
    expect(flow.get('zone:internet-dmz')!.parentId).toBeUndefined();
  });

  it('with assets: false, gives the same boxes (their counts too) and no asset or edge', () => {
    const full = toFlow({project, layout});
    const boxes = toFlow({project, layout, assets: false});
    expect(boxes.edges).toEqual([]);
    expect(boxes.nodes.some((n) => n.data.kind === 'asset')).toBe(false);
    expect(boxes.nodes).toEqual(full.nodes.filter((n) => n.data.kind !== 'asset'));
  });

  it('puts every asset inside its CBS box and every CBS box inside its zone', () => {
    const {nodes} = toFlow({project, layout});
    const flow = byId(nodes);
    expect(nodes.filter((n) => n.type === 'palito-asset')).toHaveLength(project.nodes.length);
    for (const node of nodes) {
      if (!node.parentId) continue;
      const parent = flow.get(node.parentId)!;
      expect(node.position.x).toBeGreaterThanOrEqual(0);
      expect(node.position.y).toBeGreaterThanOrEqual(0);
      expect(node.position.x + node.width).toBeLessThanOrEqual(parent.width);
      expect(node.position.y + node.height).toBeLessThanOrEqual(parent.height);
    }
  });

  it('lists parents before their children, each zone followed by its content', () => {
    const {nodes} = toFlow({project, layout});
    const seen = new Set<string>();
    for (const node of nodes) {
      if (node.parentId) expect(seen.has(node.parentId)).toBe(true);
      seen.add(node.id);
    }
    const zoneIndexes = nodes.map((n, i) => (n.type === 'palito-zone' ? i : -1)).filter((i) => i >= 0);
    expect(zoneIndexes[0]).toBe(0);
    expect(nodes[zoneIndexes[1] - 1].type).toBe('palito-asset');
  });

  it('carries the edited node, counts, ids for tests and labels', () => {
    const edited: Project = {...project, nodes: project.nodes.map((n) => (n.id === 'A001' ? {...n, status: 'error'} : n))};
    const {nodes} = toFlow({
      project: edited,
      layout,
      labels: {asset: (n) => `asset ${n.name}`, zone: (z, count) => `${z.name}: ${count}`},
    });
    const flow = byId(nodes);
    const a1 = flow.get('A001')!;
    expect(a1.data).toEqual({kind: 'asset', node: expect.objectContaining({id: 'A001', status: 'error'})});
    expect(a1.domAttributes).toEqual({'data-testid': 'palito-node-A001', 'data-node-id': 'A001'});
    expect(a1.ariaLabel).toBe('asset edge-rtr-01');
    const zone = flow.get('zone:internal')!;
    const count = project.nodes.filter((n) => n.zoneId === 'zone:internal').length;
    expect(zone.data).toMatchObject({kind: 'zone', assets: count});
    expect(zone.ariaLabel).toBe(`Internal: ${count}`);
    expect(zone.domAttributes).toEqual({'data-zone-id': 'zone:internal'});
    expect(flow.get('cbs:internet-dmz/edge')!.domAttributes).toEqual({'data-cbs-id': 'cbs:internet-dmz/edge'});
    expect(flow.get('cbs:internet-dmz/edge')!.data).toMatchObject({kind: 'cbs', assets: 3});
  });

  it('applies moves relative to the parent and keeps moved children inside', () => {
    const {nodes} = toFlow({
      project,
      layout,
      moved: {A001: {x: 3, y: 4}, A002: {x: -500, y: 99999}, 'zone:internet-dmz': {x: -40, y: -30}},
    });
    const flow = byId(nodes);
    expect(flow.get('A001')!.position).toEqual({x: 3, y: 4});
    const a2 = flow.get('A002')!;
    const cbs = flow.get(a2.parentId!)!;
    expect(a2.position).toEqual({x: 0, y: cbs.height - a2.height});
    expect(flow.get('zone:internet-dmz')!.position).toEqual({x: -40, y: -30});
  });

  it('moves ELK routes with their box and drops them once an end moves on its own', () => {
    const routed = layout.edges.find((e) => e.points && e.kind === 'intra-cbs')!;
    const sourceCbs = layout.nodes.find((n) => n.id === routed.source)!.parentId;
    const zoneId = layout.groups.find((g) => g.id === sourceCbs)!.parentId!;
    const zone = layout.groups.find((g) => g.id === zoneId)!;
    const shifted = toFlow({project, layout, moved: {[zoneId]: {x: zone.x + 10, y: zone.y + 20}}});
    const edge = shifted.edges.find((e) => e.id === routed.id)!;
    expect(edge.data.points).toEqual(routed.points!.map((p) => ({x: p.x + 10, y: p.y + 20})));
    expect(edge).toMatchObject({type: 'palito', source: routed.source, target: routed.target, selectable: false});

    const source = layout.nodes.find((n) => n.id === routed.source)!;
    const cbs = layout.groups.find((g) => g.id === source.parentId)!;
    const moved = toFlow({project, layout, moved: {[routed.source]: {x: source.x - cbs.x + 1, y: source.y - cbs.y}}});
    expect(moved.edges.find((e) => e.id === routed.id)!.data.points).toBeUndefined();
  });

  it('hides hidden assets and their lines', () => {
    const {nodes, edges} = toFlow({project, layout, hidden: ['A001']});
    expect(byId(nodes).get('A001')!.hidden).toBe(true);
    expect(byId(nodes).get('A002')!.hidden).toBeUndefined();
    for (const edge of edges) {
      expect(Boolean(edge.hidden)).toBe(edge.source === 'A001' || edge.target === 'A001');
    }
  });

  it('draws Zone View stubs inside the zone, not draggable', () => {
    const {nodes, edges} = toFlow({project, layout: zoneLayout});
    const stubs = nodes.filter((n) => n.type === 'palito-stub');
    expect(stubs.length).toBe(zoneLayout.stubs.length);
    expect(stubs.length).toBeGreaterThan(0);
    for (const stub of stubs) {
      expect(stub).toMatchObject({parentId: 'zone:internal', draggable: false, selectable: false});
      expect(stub.data.kind).toBe('stub');
    }
    const ids = new Set(nodes.map((n) => n.id));
    for (const edge of edges) {
      expect(ids.has(edge.source)).toBe(true);
      expect(ids.has(edge.target)).toBe(true);
    }
    expect(nodes.filter((n) => n.type === 'palito-zone').map((n) => n.id)).toEqual(['zone:internal']);
  });
});

describe('absolutePositions', () => {
  it('adds up the boxes a moved zone carries', () => {
    const zone = layout.groups.find((g) => g.id === 'zone:internet-dmz')!;
    const positions = absolutePositions(layout, {[zone.id]: {x: zone.x + 7, y: zone.y - 3}});
    const a1 = layout.nodes.find((n) => n.id === 'A001')!;
    expect(positions.A001).toEqual({x: a1.x + 7, y: a1.y - 3});
    const other = layout.nodes.find((n) => !n.parentId.startsWith('cbs:internet-dmz'))!;
    expect(positions[other.id]).toEqual({x: other.x, y: other.y});
  });
});

describe('absolutePositionOf', () => {
  it("is absolutePositions' position of each item, with moves of zones, CBS boxes and assets", () => {
    const [zone] = layout.groups.filter((g) => g.kind === 'zone');
    const cbs = layout.groups.find((g) => g.parentId === zone.id)!;
    const asset = layout.nodes.find((n) => n.parentId === cbs.id)!;
    const moved = {[zone.id]: {x: zone.x + 7, y: zone.y - 3}, [cbs.id]: {x: 11, y: 13}, [asset.id]: {x: 5, y: 9}};
    for (const moves of [{}, moved]) {
      const all = absolutePositions(layout, moves);
      for (const item of [...layout.groups, ...layout.stubs, ...layout.nodes]) expect(absolutePositionOf(layout, moves, item.id)).toEqual(all[item.id]);
    }
    expect(absolutePositionOf(layout, {}, 'no such asset')).toBeUndefined();
  });
});

describe('applySelection', () => {
  it('marks the selected nodes and keeps the others as they were', () => {
    const {nodes} = toFlow({project, layout});
    const selected = applySelection(nodes, new Set(['A001']));
    expect(selected.find((n) => n.id === 'A001')!.selected).toBe(true);
    const untouched = selected.filter((n, i) => n === nodes[i]);
    expect(untouched).toHaveLength(nodes.length - 1);
    const again = applySelection(selected, new Set());
    expect(again.find((n) => n.id === 'A001')!.selected).toBe(false);
  });
});

describe('toFlow on touch screens', () => {
  it('keeps boxes still so a finger on them pans, while assets stay draggable', () => {
    const {nodes} = toFlow({project, layout, groupsDraggable: false});
    for (const node of nodes) {
      if (node.type === 'palito-zone' || node.type === 'palito-cbs') expect(node.draggable).toBe(false);
      if (node.type === 'palito-asset') expect(node.draggable).toBeUndefined();
    }
  });
});

describe('layoutOnScreen', () => {
  it('moves a dragged asset and what it leaves alone stays put, with bounds around everything', async () => {
    const {layoutOnScreen} = await import('../../../packages/palito/src/store');
    const asset = layout.nodes.find((n) => n.id === 'A005')!;
    const cbs = layout.groups.find((g) => g.id === asset.parentId)!;
    // Moves are stored relative to the parent box: 10 px right of where the layout put it.
    const moved = {A005: {x: asset.x - cbs.x + 10, y: asset.y - cbs.y}};
    const screen = layoutOnScreen(layout, moved);
    const after = screen.nodes.find((n) => n.id === 'A005')!;
    expect(after.x).toBeCloseTo(Math.min(asset.x + 10, cbs.x + cbs.width - asset.width));
    expect(after.y).toBe(asset.y);
    const other = screen.nodes.find((n) => n.id === 'A006')!;
    expect(other).toMatchObject({x: layout.nodes.find((n) => n.id === 'A006')!.x});
    for (const r of [...screen.groups, ...screen.nodes]) {
      expect(r.x).toBeGreaterThanOrEqual(screen.bounds.x);
      expect(r.x + r.width).toBeLessThanOrEqual(screen.bounds.x + screen.bounds.width + 1e-6);
    }
    expect(screen.edges.every((e) => e.points === undefined)).toBe(true);
  });
});
