// A dense group (a full mesh of 200 switches, 19,900 links) reaches the React layer as one
// LayoutBundle: drawn as one flow node behind its assets and as one shape in the SVG export,
// never as 19,900 lines. The real engine throughout.

import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {createElement as h} from 'react';
import {renderToString} from 'react-dom/server';
import {beforeAll, describe, expect, it} from 'vitest';
import type {NodeProps} from '@xyflow/react';
import {generateTopology} from '../../../packages/palito/src/engine/pipeline/generate-topology';
import {BundleNode} from '../../../packages/palito/src/react/components/flow/BundleNode';
import {bundleAriaLabel, bundleLabel, isFullMesh} from '../../../packages/palito/src/export/bundle-label';
import {FLOW_NODE_COMPONENTS} from '../../../packages/palito/src/react/components/flow';
import {flowLabels} from '../../../packages/palito/src/react/components/Palito/flow-labels';
import {createMemoryStorage, createPalitoStore, FLOW_NODE_TYPES, layoutOnScreen, toFlow, type BundleNodeData, type FlowGraph, type FlowNode} from '../../../packages/palito/src/store';
import {type Project, type TopologyLayout} from '../../../packages/palito/src/model';
import {createPalitoApi} from '../../../packages/palito/src/api';
import {diagramToSvg} from '../../../packages/palito/src/export/diagram-svg';
import {PalitoContext, type PalitoContextValue} from '../../../packages/palito/src/react/hooks/context';
import type {PalitoCommands} from '../../../packages/palito/src/react/hooks/commands';
import {PalitoInstanceContext} from '../../../packages/palito/src/react/hooks/instance-context';
import {denseCsv} from '../../fixtures/hostile/inventories';
import {countingEngine} from './support/sample';

const MESH = 200;
const LINKS = (MESH * (MESH - 1)) / 2;

/** The dense mesh, a normal CBS beside it and a zone beyond, linked to the mesh and to each other. */
const MIXED_CSV = [
  denseCsv(MESH),
  'FW1,firewall-1,firewall,Core,Edge,normal,S001;SW1',
  'SW1,switch-1,switch,Core,Edge,normal,WEB1;S002',
  'WEB1,web-1,server,DMZ,Web,normal,WEB2;S003',
  'WEB2,web-2,server,DMZ,Web,warning,',
].join('\n');

async function topology(csv: string): Promise<{project: Project; layout: TopologyLayout}> {
  const result = await generateTopology({name: 'dense.csv', data: csv});
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return {project: result.project, layout: result.layout};
}

const bundlesOf = (graph: FlowGraph) => graph.nodes.filter((n): n is FlowNode<BundleNodeData> => n.type === FLOW_NODE_TYPES.bundle);

let dense: {project: Project; layout: TopologyLayout};
let mixed: {project: Project; layout: TopologyLayout};

beforeAll(async () => {
  [dense, mixed] = await Promise.all([topology(denseCsv(MESH)), topology(MIXED_CSV)]);
});

describe('toFlow with a dense group', () => {
  it('draws the mesh as one bundle node in its CBS box, behind its 200 assets, and no line between them', () => {
    expect(dense.layout.bundles).toHaveLength(1);
    const [bundle] = dense.layout.bundles;
    const graph = toFlow({project: dense.project, layout: dense.layout, labels: flowLabels('en')});
    const bundles = bundlesOf(graph);
    expect(bundles).toHaveLength(1);
    const [node] = bundles;

    const cbs = dense.layout.groups.find((g) => g.id === bundle.parentId)!;
    expect(cbs.kind).toBe('cbs');
    expect(node.parentId).toBe(cbs.id);
    expect(graph.nodes.find((n) => n.id === node.parentId)!.type).toBe(FLOW_NODE_TYPES.cbs);
    expect(node.position).toEqual({x: bundle.x - cbs.x, y: bundle.y - cbs.y});
    expect({w: node.width, h: node.height}).toEqual({w: bundle.width, h: bundle.height});
    expect(node.data).toEqual({kind: 'bundle', id: bundle.id, cbsId: cbs.id, nodeIds: bundle.nodeIds, linkCount: LINKS});
    expect(node).toMatchObject({draggable: false, selectable: false, focusable: false, deletable: false, style: {pointerEvents: 'none'}});
    expect(node.hidden).toBeUndefined();
    expect(node.ariaLabel).toBe('Full mesh of 200 assets, 19,900 links drawn as one bundle');

    const members = new Set(bundle.nodeIds);
    expect(members.size).toBe(MESH);
    const assets = graph.nodes.filter((n) => members.has(n.id));
    expect(assets).toHaveLength(MESH);
    const index = new Map(graph.nodes.map((n, i) => [n.id, i]));
    for (const asset of assets) {
      expect(asset).toMatchObject({type: FLOW_NODE_TYPES.asset, parentId: cbs.id});
      // Same parent, so same depth in React Flow: earlier in the list is drawn behind.
      expect(index.get(node.id)!).toBeLessThan(index.get(asset.id)!);
    }
    expect(index.get(cbs.id)!).toBeLessThan(index.get(node.id)!);
    expect(graph.edges.filter((e) => members.has(e.source) && members.has(e.target))).toEqual([]);
    expect(new Set(graph.nodes.map((n) => n.id)).size).toBe(graph.nodes.length);
  });

  it('hides the bundle only when every one of its assets is hidden', () => {
    const {nodeIds} = dense.layout.bundles[0];
    const some = toFlow({...dense, hidden: nodeIds.slice(1)});
    expect(bundlesOf(some)[0].hidden).toBeUndefined();
    const all = toFlow({...dense, hidden: nodeIds});
    expect(bundlesOf(all)[0].hidden).toBe(true);
    expect(all.nodes.filter((n) => n.type === FLOW_NODE_TYPES.asset).every((n) => n.hidden)).toBe(true);
  });

  it('stays in place inside its box when the box or the zone moves, and moves with it on screen', () => {
    const [bundle] = dense.layout.bundles;
    const cbs = dense.layout.groups.find((g) => g.id === bundle.parentId)!;
    const zone = dense.layout.groups.find((g) => g.id === cbs.parentId)!;
    const moved = {[zone.id]: {x: zone.x + 30, y: zone.y - 20}, [bundle.nodeIds[0]]: {x: 0, y: 0}};
    const [node] = bundlesOf(toFlow({...dense, moved}));
    expect(node.position).toEqual({x: bundle.x - cbs.x, y: bundle.y - cbs.y});
    const screen = layoutOnScreen(dense.layout, moved);
    expect(screen.bundles).toEqual([{...bundle, x: bundle.x + 30, y: bundle.y - 20}]);
  });

  it('keeps the lines of a normal CBS and the lines leaving the mesh, and only those', () => {
    expect(mixed.layout.bundles).toHaveLength(1);
    const members = new Set(mixed.layout.bundles[0].nodeIds);
    expect(members.size).toBe(MESH);
    const graph = toFlow(mixed);
    expect(bundlesOf(graph)).toHaveLength(1);
    expect(graph.edges.map((e) => e.id)).toEqual(mixed.layout.edges.map((e) => e.id));
    const ids = new Set(graph.nodes.map((n) => n.id));
    for (const edge of graph.edges) {
      expect(ids.has(edge.source) && ids.has(edge.target)).toBe(true);
      expect(members.has(edge.source) && members.has(edge.target)).toBe(false);
    }
    // Every Project edge is drawn as a line unless the bundle stands for it.
    const inside = mixed.project.edges.filter((e) => members.has(e.source) && members.has(e.target));
    expect(inside).toHaveLength(LINKS);
    expect(new Set(graph.edges.map((e) => e.id))).toEqual(new Set(mixed.project.edges.filter((e) => !inside.includes(e)).map((e) => e.id)));
    const pair = (a: string, b: string) => graph.edges.some((e) => (e.source === a && e.target === b) || (e.source === b && e.target === a));
    expect(pair('FW1', 'S001')).toBe(true);
    expect(pair('FW1', 'SW1')).toBe(true);
    expect(pair('WEB1', 'S003')).toBe(true);
    expect(pair('WEB1', 'WEB2')).toBe(true);
  });

  it('leaves layouts without bundles as they were', () => {
    const graph = toFlow(mixed);
    const withoutBundles = toFlow({...mixed, layout: {...mixed.layout, bundles: []}});
    expect(withoutBundles.nodes).toEqual(graph.nodes.filter((n) => n.type !== FLOW_NODE_TYPES.bundle));
    expect(withoutBundles.edges).toEqual(graph.edges);
  });

  it('gives a bundle whose id is a box\'s (a Project made by hand) a flow id of its own', () => {
    const [bundle] = dense.layout.bundles;
    const layout = {...dense.layout, bundles: [{...bundle, id: bundle.parentId}]};
    const graph = toFlow({...dense, layout});
    expect(new Set(graph.nodes.map((n) => n.id)).size).toBe(graph.nodes.length);
    expect(bundlesOf(graph)[0]).toMatchObject({id: `${bundle.parentId}~`, parentId: bundle.parentId, data: {id: bundle.parentId}});
  });
});

describe('the bundle in the SVG export', () => {
  const xml = new XMLParser({ignoreAttributes: false, attributeNamePrefix: '', htmlEntities: true, parseTagValue: false});
  const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

  it('is one labelled shape behind the assets, in well-formed XML of about 100 KB, not 19,900 paths', () => {
    const svg = diagramToSvg({project: dense.project, layout: dense.layout});
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(NOT_XML_CHAR.exec(svg)).toBeNull();
    const doc = xml.parse(svg);
    const groups = [doc.svg.g].flat();
    const bundles = groups.filter((g: any) => g.class === 'bundle');
    expect(bundles).toHaveLength(1);
    expect(bundles[0]).toMatchObject({'data-id': dense.layout.bundles[0].id, 'data-assets': '200', 'data-links': String(LINKS)});
    expect(svg).toContain('>풀 메시 · 연결 19,900개</text>');
    expect(svg).toContain('<title>자산 200개의 풀 메시, 연결 19,900개를 묶음 하나로 표시</title>');
    expect(groups.filter((g: any) => g.class === 'asset')).toHaveLength(MESH);
    expect(svg.indexOf('<g class="bundle"')).toBeLessThan(svg.indexOf('<g class="edges"'));
    expect(svg.indexOf('<g class="bundle"')).toBeLessThan(svg.indexOf('<g class="asset"'));
    // One status bar per asset and the bundle's pattern: nothing per link.
    expect((svg.match(/<path/g) ?? []).length).toBeLessThanOrEqual(MESH + 1);
    expect(svg.length).toBeLessThan(200_000);

    const english = diagramToSvg({project: dense.project, layout: dense.layout, locale: 'en'});
    expect(english).toContain('>Full mesh · 19,900 links</text>');
  });

  it('leaves out a bundle whose assets are all hidden, and writes hostile ids as XML', () => {
    const hidden = new Set(dense.layout.bundles[0].nodeIds);
    expect(diagramToSvg({...dense, hidden})).not.toContain('class="bundle"');
    const layout = {...dense.layout, bundles: dense.layout.bundles.map((b) => ({...b, id: 'mesh:<a&"\u0001\uFFFF>', parentId: "c'\u0008"}))};
    const svg = diagramToSvg({project: dense.project, layout});
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(NOT_XML_CHAR.exec(svg)).toBeNull();
    expect(svg).toContain('data-id="mesh:&lt;a&amp;&quot;&gt;"');
  });

  it('is in usePalito().toSvg(), moved with its box', async () => {
    const store = createPalitoStore({engine: countingEngine(), storage: createMemoryStorage()});
    const api = createPalitoApi(store);
    expect((await api.setProject(MIXED_CSV, {fileName: 'dense.csv'})).ok).toBe(true);
    const layout = store.getState().layout!;
    const [bundle] = layout.bundles;
    const zone = layout.groups.find((g) => g.id === layout.groups.find((c) => c.id === bundle.parentId)!.parentId)!;
    store.getState().moveNodes([{id: zone.id, position: {x: zone.x + 40, y: zone.y}}]);
    expect(api.getCurrentProjectData()!.layout!.bundles[0].x).toBe(bundle.x + 40);
    const svg = api.toSvg()!;
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg.match(/<g class="bundle"/g)).toHaveLength(1);
    expect(svg).toContain(`<rect x="${bundle.x + 40 - 8}" y="${bundle.y - 8}"`);
  });
});

describe('the bundle label', () => {
  it('says full mesh only when every two assets are linked, and counts with thousands separators', () => {
    expect(bundleLabel('ko', 200, 19_900)).toBe('풀 메시 · 연결 19,900개');
    expect(bundleLabel('en', 200, 19_900)).toBe('Full mesh · 19,900 links');
    // A leaf-spine fabric or a mesh with links missing: dense, not full.
    expect(bundleLabel('ko', 12, 40)).toBe('부분 메시 · 연결 40개');
    expect(bundleLabel('en', 12, 40)).toBe('Partial mesh · 40 links');
    expect(bundleAriaLabel('en', 12, 40)).toBe('Partial mesh of 12 assets, 40 links drawn as one bundle');
    expect(isFullMesh(7, 21)).toBe(true);
    expect(isFullMesh(7, 20)).toBe(false);
  });
});

describe('<BundleNode>', () => {
  it('is a React Flow node type that draws the label and names the group, outlined while an asset of it is selected', async () => {
    expect(FLOW_NODE_COMPONENTS[FLOW_NODE_TYPES.bundle]).toBe(BundleNode);
    const store = createPalitoStore({engine: countingEngine(), storage: createMemoryStorage()});
    const api = createPalitoApi(store);
    expect((await api.setProject(denseCsv(MESH), {fileName: 'dense.csv'})).ok).toBe(true);
    const [node] = bundlesOf(toFlow({project: dense.project, layout: store.getState().layout!}));
    const render = (locale: 'ko' | 'en') => {
      const instance = {store, api, fromProvider: true, attach: () => () => undefined};
      const context: PalitoContextValue = {store, api, locale, commands: {} as PalitoCommands};
      const props = {id: node.id, type: node.type, data: node.data, selected: false, dragging: false} as unknown as NodeProps<any>;
      return renderToString(
        h(PalitoInstanceContext.Provider, {value: instance}, h(PalitoContext.Provider, {value: context}, h(BundleNode, props))),
      );
    };
    const english = render('en');
    expect(english).toContain('role="img"');
    expect(english).toContain('aria-label="Full mesh of 200 assets, 19,900 links drawn as one bundle"');
    expect(english).toContain('Full mesh · 19,900 links');
    expect(english).not.toContain('data-active');
    const korean = render('ko');
    expect(korean).toContain('aria-label="자산 200개의 풀 메시, 연결 19,900개를 묶음 하나로 표시"');
    expect(korean).toContain('풀 메시 · 연결 19,900개');

    api.selectNodes([node.data.nodeIds[5]]);
    expect(render('en')).toContain('data-active="true"');
    api.selectNodes([]);
    expect(render('en')).not.toContain('data-active');
  });
});
