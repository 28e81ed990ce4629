import {beforeAll, describe, expect, it} from 'vitest';
import {absolutePositions, applySelection, toFlow} from '../../../packages/palito/src/store';
import {flowIdOf, type Project, type TopologyLayout} from '../../../packages/palito/src/model';
import {assetAt, assetsIn, buildScene, continueLines, holds, linesIn, pathBox, sceneLines, startLines, type LineCache} from '../../../packages/palito/src/react/components/flow/scene';
import {DETAIL_ZOOM, detailWindow, windowRect} from '../../../packages/palito/src/react/components/flow/detail-level';
import {edgePath} from '../../../packages/palito/src/export/edge-geometry';
import {loadSample} from './support/sample';

// The level-of-detail layer draws what scene.ts computes from the flow graph React Flow would get:
// these check it against the layout itself (absolutePositions, the export's edgePath).

let project: Project;
let layout: TopologyLayout;

beforeAll(async () => {
  ({project, layout} = await loadSample());
});

describe('buildScene', () => {
  it('places every visible asset where the layout (with moves) puts it, with its status, and finds it by flow id', () => {
    const moved = {A001: {x: 30, y: 40}};
    const {nodes, edges} = toFlow({project, layout, moved, hidden: ['A002']});
    const scene = buildScene(nodes);
    const at = absolutePositions(layout, moved);
    expect(scene.assets.map((a) => a.id).sort()).toEqual(project.nodes.map((n) => n.id).filter((id) => id !== 'A002').sort());
    for (const asset of scene.assets) {
      const node = layout.nodes.find((n) => n.id === asset.id)!;
      expect(asset.rect).toEqual({...at[asset.id], width: node.width, height: node.height});
      expect(asset.status).toBe(project.nodes.find((n) => n.id === asset.id)!.status);
    }
    expect([...scene.byFlowId].map(([flowId, index]) => [flowId, scene.assets[index].flowId])).toEqual(scene.assets.map((a) => [a.flowId, a.flowId]));
    expect(scene.byFlowId.has(flowIdOf('A002'))).toBe(false);
  });

  it('knows the box that holds every asset, and no more: what tells the layer all assets are in view', () => {
    const {nodes} = toFlow({project, layout});
    const scene = buildScene(nodes);
    for (const {rect} of scene.assets) expect(holds(scene.extent, rect)).toBe(true);
    const {x, y, width, height} = scene.extent;
    expect(scene.assets.some((a) => a.rect.x === x)).toBe(true);
    expect(scene.assets.some((a) => a.rect.y === y)).toBe(true);
    expect(scene.assets.some((a) => a.rect.x + a.rect.width === x + width)).toBe(true);
    expect(scene.assets.some((a) => a.rect.y + a.rect.height === y + height)).toBe(true);
    expect(holds({x: x + 1, y, width, height}, scene.extent)).toBe(false);
  });

  it('is the same whatever is selected: a click does not change what the layer is built from', () => {
    const {nodes} = toFlow({project, layout});
    expect(buildScene(applySelection(nodes, ['A003', 'A004']))).toEqual(buildScene(nodes));
  });

  it('draws each visible line once, in its kind, as the export draws it', () => {
    const {nodes, edges} = toFlow({project, layout, hidden: ['A002']});
    for (const edgeType of ['smoothstep', 'straight', 'default'] as const) {
      const lines = sceneLines(edges, buildScene(nodes).boxes, edgeType);
      const at = absolutePositions(layout);
      for (const kind of ['intra-cbs', 'inter-cbs', 'inter-zone'] as const) {
        const expected = layout.edges
          .filter((e) => e.kind === kind && e.source !== 'A002' && e.target !== 'A002')
          .map((e) => {
            const box = (id: string) => ({...at[id], width: layout.nodes.find((n) => n.id === id)!.width, height: layout.nodes.find((n) => n.id === id)!.height});
            return edgePath(box(e.source), box(e.target), edgeType, e.points);
          });
        expect(lines[kind].map((line) => line.path).join(' ')).toBe(expected.join(' '));
      }
    }
  });

  it('draws again only the lines whose boxes moved, from the cache it is given', () => {
    const cache: LineCache = new Map();
    const before = toFlow({project, layout});
    sceneLines(before.edges, buildScene(before.nodes).boxes, 'straight', cache);
    const cached = new Map([...cache].map(([id, entry]) => [id, entry.line.path]));
    const after = toFlow({project, layout, moved: {A001: {x: 5, y: 5}}});
    const lines = sceneLines(after.edges, buildScene(after.nodes).boxes, 'straight', cache);
    const touching = new Set(layout.edges.filter((e) => e.source === 'A001' || e.target === 'A001').map((e) => e.id));
    expect(touching.size).toBeGreaterThan(0);
    for (const [id, entry] of cache) {
      if (touching.has(id)) expect(entry.line.path).not.toBe(cached.get(id));
      else expect(entry.line.path).toBe(cached.get(id));
    }
    expect(lines['intra-cbs'].length + lines['inter-cbs'].length + lines['inter-zone'].length).toBeGreaterThan(0);
  });

  it('draws lines in slices that, put together, are the lines drawn at once', () => {
    const {nodes, edges} = toFlow({project, layout});
    const {boxes} = buildScene(nodes);
    const job = startLines();
    let slices = 0;
    let lines;
    // Stop at every chance: a slice of 100 lines each call.
    while (!(lines = continueLines(job, edges, boxes, 'smoothstep', new Map(), () => true))) slices++;
    expect(slices).toBe(Math.ceil(edges.length / 100) - 1);
    expect(lines).toEqual(sceneLines(edges, boxes, 'smoothstep'));
  });
});

describe('the lines in view', () => {
  it("give each line a box that holds every point of its path, curves' control points too", () => {
    expect(pathBox('M 10,20 L 30,5 Q 40,5 40,15 C 40,60 -5,60 0,70')).toEqual({x: -5, y: 5, width: 45, height: 65});
    const {nodes, edges} = toFlow({project, layout});
    for (const edgeType of ['smoothstep', 'straight', 'default'] as const) {
      const lines = sceneLines(edges, buildScene(nodes).boxes, edgeType);
      for (const line of Object.values(lines).flat()) {
        const numbers = line.path.match(/-?[\d.]+/g)!.map(Number);
        for (let i = 0; i + 1 < numbers.length; i += 2) {
          expect(numbers[i]).toBeGreaterThanOrEqual(line.box.x);
          expect(numbers[i]).toBeLessThanOrEqual(line.box.x + line.box.width);
          expect(numbers[i + 1]).toBeGreaterThanOrEqual(line.box.y);
          expect(numbers[i + 1]).toBeLessThanOrEqual(line.box.y + line.box.height);
        }
      }
    }
  });

  it('are exactly the lines whose boxes meet the view: all of them for the whole diagram, a few for a corner, none far away', () => {
    const {nodes, edges} = toFlow({project, layout});
    const lines = sceneLines(edges, buildScene(nodes).boxes, 'smoothstep')['intra-cbs'];
    const {x, y, width, height} = layout.bounds;
    expect(linesIn(lines, layout.bounds)).toBe(lines.map((line) => line.path).join(' '));
    const corner = {x, y, width: width / 3, height: height / 3};
    const meets = lines.filter((l) => l.box.x <= corner.x + corner.width && corner.x <= l.box.x + l.box.width && l.box.y <= corner.y + corner.height && corner.y <= l.box.y + l.box.height);
    expect(meets.length).toBeGreaterThan(0);
    expect(meets.length).toBeLessThan(lines.length);
    expect(linesIn(lines, corner)).toBe(meets.map((line) => line.path).join(' '));
    expect(linesIn(lines, {x: x + width + 1000, y, width: 100, height: 100})).toBe('');
  });
});

describe('assetAt and assetsIn', () => {
  it('find the asset under a point, and nothing between assets', () => {
    const {nodes} = toFlow({project, layout});
    const scene = buildScene(nodes);
    for (const asset of scene.assets) {
      const {x, y, width, height} = asset.rect;
      expect(assetAt(scene, {x: x + width / 2, y: y + height / 2})?.id).toBe(asset.id);
      expect(assetAt(scene, {x: x + 1, y: y + 1})?.id).toBe(asset.id);
    }
    const far = {x: layout.bounds.x + layout.bounds.width + 500, y: layout.bounds.y - 500};
    expect(assetAt(scene, far)).toBeUndefined();
  });

  it('find exactly the assets meeting a rectangle, whatever its size', () => {
    const {nodes} = toFlow({project, layout});
    const scene = buildScene(nodes);
    const {x, y, width, height} = layout.bounds;
    expect(assetsIn(scene, layout.bounds).size).toBe(project.nodes.length);
    const quarter = {x, y, width: width / 2, height: height / 2};
    const expected = scene.assets
      .filter((a) => a.rect.x <= quarter.x + quarter.width && a.rect.y <= quarter.y + quarter.height && a.rect.x + a.rect.width >= quarter.x && a.rect.y + a.rect.height >= quarter.y)
      .map((a) => a.flowId);
    expect([...assetsIn(scene, quarter)].sort()).toEqual(expected.sort());
    expect(assetsIn(scene, {x: x - 5000, y: y - 5000, width: 10, height: 10}).size).toBe(0);
  });
});

describe('detailWindow', () => {
  it('is empty zoomed out, and zoomed in covers the view and half a view around it', () => {
    expect(detailWindow([0, 0, DETAIL_ZOOM / 2], 1200, 600)).toBe('');
    const transform = [-4000, -2000, 1] as const;
    const rect = windowRect(detailWindow(transform, 1200, 600));
    // The view is x 4000-5200, y 2000-2600 in flow units.
    expect(rect.x).toBeLessThanOrEqual(4000 - 600);
    expect(rect.y).toBeLessThanOrEqual(2000 - 300);
    expect(rect.x + rect.width).toBeGreaterThanOrEqual(5200 + 600);
    expect(rect.y + rect.height).toBeGreaterThanOrEqual(2600 + 300);
  });

  it('stays the same while the view moves a little, so panning rarely changes which assets are components', () => {
    const windows = new Set<string>();
    for (let step = 0; step < 100; step++) windows.add(detailWindow([-4000 - step * 2, -2000, 1], 1200, 600));
    expect(windows.size).toBeLessThanOrEqual(2);
  });
});
