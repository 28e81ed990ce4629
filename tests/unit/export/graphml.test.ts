// diagramToGraphml against the real engine's layouts: read back by graphology-graphml (as a graph
// tool reads it: nodes, edges, attributes) and as XML (yEd's nesting and geometry).

import {spawnSync} from 'node:child_process';
import Graph from 'graphology';
import {parse as parseGraphml} from 'graphology-graphml';
import {describe, expect, it} from 'vitest';
import {diagramToGraphml} from '../../../packages/palito/src/export/index';
import {LIGHT_PALETTE} from '../../../packages/palito/src/export/diagram-svg';
import type {Rect} from '../../../packages/palito/src/engine/layout/geometry/types';
import {HTML_LABELS, KOREAN_SAMPLE, laidOut, list, MARKUP, parseXml, sampleWithExtras, sampleWithHtmlLabels, textOf, THOUSAND, VIEWS} from './support';

/** The document's key ids by `for` and attr.name. */
function keysOf(doc: any): Map<string, string> {
  return new Map(list(doc.graphml.key).filter((k) => k['attr.name'] !== undefined).map((k) => [`${k.for}:${k['attr.name']}`, k.id]));
}

/** A node's own data (not its nested nodes'), by attr.name. */
function ownData(node: any, keys: Map<string, string>): Record<string, string> {
  const names = new Map([...keys].filter(([k]) => k.startsWith('node:')).map(([k, id]) => [id, k.slice(5)]));
  return Object.fromEntries(list(node.data).filter((d) => names.has(d.key)).map((d) => [names.get(d.key)!, textOf(d)]));
}

const graphicsOf = (node: any): any => list(node.data).find((d) => d['y:ShapeNode'] || d['y:ProxyAutoBoundsNode']);

const expectGeometry = (geometry: any, box: Rect) => {
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(Number(geometry[key]) - box[key])).toBeLessThanOrEqual(1);
};

/** networkx where the machine has it (a test runner without Python skips that check). */
const NETWORKX = spawnSync('python3', ['-c', 'import networkx'], {encoding: 'utf8'}).status === 0;

/** What networkx reads of the document: every node's data, every line's kind, the graph's view. */
function readByNetworkx(xml: string): {nodes: Array<Record<string, unknown>>; kinds: string[]; view: string; directed: boolean} {
  const script = [
    'import json, sys, networkx as nx',
    'G = nx.read_graphml(sys.stdin.buffer)',
    'print(json.dumps({"nodes": [d for _, d in G.nodes(data=True)], "kinds": [d["kind"] for _, _, d in G.edges(data=True)], "view": G.graph.get("view"), "directed": G.is_directed()}))',
  ].join('\n');
  const run = spawnSync('python3', ['-c', script], {input: xml, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout);
}

describe('diagramToGraphml', () => {
  describe.each(VIEWS)('%s', (_, load) => {
    it('reads back in graphology: every node and line, the assets with their fields and boxes', async () => {
      const {project, layout} = await load();
      const graph = parseGraphml(Graph, diagramToGraphml({project, layout}));
      expect(graph.type).toBe('undirected');
      expect(graph.order).toBe(layout.groups.length + layout.nodes.length + layout.stubs.length + layout.bundles.length);
      expect(graph.size).toBe(layout.edges.length);
      expect(graph.getAttribute('view')).toMatch(layout.view === 'all' ? /^전체 보기$/ : /^존 보기 · /);
      const nodes = new Map(project.nodes.map((n) => [n.id, n]));
      const names = new Map([...project.zones, ...project.cbs].map((g) => [g.id, g.name]));
      // graphology reads a group node's data together with its nested nodes' (every <data> below
      // it), so the assets are the leaves three levels down (n0::n1::n2) that say so.
      const assets = graph.filterNodes((key, a) => key.split('::').length === 3 && a.kind === 'asset').map((key) => graph.getNodeAttributes(key));
      expect(assets.map((a) => a.id).sort()).toEqual(layout.nodes.map((b) => b.id).sort());
      const byId = new Map(assets.map((a) => [a.id as string, a]));
      for (const box of layout.nodes) {
        const node = nodes.get(box.id)!;
        const a = byId.get(box.id)!;
        expect(a).toMatchObject({name: node.name, label: node.name, type: node.type, status: node.status, zone: names.get(node.zoneId), cbs: names.get(node.cbsId)});
        expect(a.ip).toBe(node.ip ?? '');
        expect(a).toMatchObject({x: box.x, y: box.y, width: box.width, height: box.height});
      }
      // Lines between the nodes of their ends, with their kind.
      const idOf = new Map(graph.mapNodes((key, a) => [key, a.id as string]));
      const lines = graph.mapEdges((_, a, source, target) => `${idOf.get(source)}>${idOf.get(target)}:${a.kind}`);
      expect(lines.sort()).toEqual(layout.edges.map((e) => `${e.source}>${e.target}:${e.kind}`).sort());
    });

    it('nests zone ⊃ CBS ⊃ asset as yEd groups, with absolute geometry and unique ids', async () => {
      const {project, layout} = await load();
      const doc = parseXml(diagramToGraphml({project, layout}));
      const keys = keysOf(doc);
      const top = doc.graphml.graph;
      expect(top.edgedefault).toBe('undirected');
      const groups = new Map(layout.groups.map((g) => [g.id, g]));
      const boxes = new Map(layout.nodes.map((b) => [b.id, b]));
      const nodes = new Map(project.nodes.map((n) => [n.id, n]));
      const seen = new Set<string>();
      const unique = (id: string) => {
        expect(seen.has(id), id).toBe(false);
        seen.add(id);
      };
      let assetCount = 0;
      for (const zone of list(top.node)) {
        unique(zone.id);
        const zoneData = ownData(zone, keys);
        if (zoneData.kind === 'stub') continue;
        expect(zoneData.kind).toBe('zone');
        expect(zone['yfiles.foldertype']).toBe('group');
        const realizers = graphicsOf(zone)['y:ProxyAutoBoundsNode']['y:Realizers'];
        expectGeometry(list(realizers['y:GroupNode'])[0]['y:Geometry'], groups.get(zoneData.id)!);
        for (const cbs of list(zone.graph.node)) {
          unique(cbs.id);
          const cbsData = ownData(cbs, keys);
          expect(cbsData.kind).toBe('cbs');
          expect(cbs['yfiles.foldertype']).toBe('group');
          expect(groups.get(cbsData.id)!.parentId).toBe(zoneData.id);
          expectGeometry(list(graphicsOf(cbs)['y:ProxyAutoBoundsNode']['y:Realizers']['y:GroupNode'])[0]['y:Geometry'], groups.get(cbsData.id)!);
          for (const asset of list(cbs.graph.node)) {
            unique(asset.id);
            const data = ownData(asset, keys);
            if (data.kind === 'bundle') continue;
            expect(data.kind).toBe('asset');
            assetCount++;
            const node = nodes.get(data.id)!;
            expect(node.cbsId).toBe(cbsData.id);
            expect(node.zoneId).toBe(zoneData.id);
            const shape = graphicsOf(asset)['y:ShapeNode'];
            expectGeometry(shape['y:Geometry'], boxes.get(node.id)!);
            expect(textOf(shape['y:NodeLabel'])).toBe(node.name);
            expect(shape['y:BorderStyle'].color).toBe(LIGHT_PALETTE.status[node.status].toUpperCase());
          }
        }
      }
      expect(assetCount).toBe(layout.nodes.length);
      // Edges in the top graph (networkx reads them there), between nodes that exist.
      for (const edge of list(top.edge)) {
        unique(edge.id);
        expect(seen.has(edge.source), `${edge.id}'s source`).toBe(true);
        expect(seen.has(edge.target), `${edge.id}'s target`).toBe(true);
        const line = list(edge.data).find((d) => d['y:PolyLineEdge'])['y:PolyLineEdge'];
        expect(line['y:Arrows']).toMatchObject({source: 'none', target: 'none'});
      }
    });
  });

  it('styles and routes each line as the canvas: colour, dash, width, ELK’s bends as points', async () => {
    const {project, layout} = await laidOut(KOREAN_SAMPLE);
    const doc = parseXml(diagramToGraphml({project, layout}));
    const keys = keysOf(doc);
    const idOf = new Map<string, string>();
    const visit = (nodes: any) =>
      list(nodes).forEach((node) => {
        idOf.set(node.id, ownData(node, keys).id);
        if (node.graph) visit(node.graph.node);
      });
    visit(doc.graphml.graph.node);
    const kindKey = keys.get('edge:kind');
    const boxes = new Map<string, Rect>([...layout.nodes, ...layout.stubs].map((b) => [b.id, b]));
    let routed = 0;
    for (const edge of list(doc.graphml.graph.edge)) {
      const kind = textOf(list(edge.data).find((d) => d.key === kindKey)) as keyof typeof LIGHT_PALETTE.edges;
      const line = list(edge.data).find((d) => d['y:PolyLineEdge'])['y:PolyLineEdge'];
      expect(line['y:LineStyle'].color).toBe(LIGHT_PALETTE.edges[kind].toUpperCase());
      expect(line['y:LineStyle'].type).toBe({'intra-cbs': 'line', 'inter-cbs': 'dashed', 'inter-zone': 'dotted'}[kind]);
      const source = idOf.get(edge.source)!;
      const target = idOf.get(edge.target)!;
      const points = layout.edges.find((e) => e.source === source && e.target === target && e.kind === kind)!.points;
      const bends = list(line['y:Path']['y:Point']);
      if (!points) {
        expect(bends).toHaveLength(0);
        continue;
      }
      routed++;
      expect(bends.map((p) => [Number(p.x), Number(p.y)])).toEqual(points.slice(1, -1).map((p) => [Math.round(p.x * 100) / 100, Math.round(p.y * 100) / 100]));
      // The ports: the route's ends, as offsets from the box centres.
      const a = boxes.get(source)!;
      const b = boxes.get(target)!;
      expect(Math.abs(a.x + a.width / 2 + Number(line['y:Path'].sx) - points[0].x)).toBeLessThanOrEqual(1);
      expect(Math.abs(b.y + b.height / 2 + Number(line['y:Path'].ty) - points.at(-1)!.y)).toBeLessThanOrEqual(1);
    }
    expect(routed).toBeGreaterThan(0);
  });

  it('gives every extra column a key of its own, renamed where it would take a reserved name', async () => {
    const {project, layout} = await laidOut(sampleWithExtras());
    const xml = diagramToGraphml({project, layout, locale: 'en'});
    expect(diagramToGraphml({project, layout, locale: 'en'})).toBe(xml);
    const graph = parseGraphml(Graph, xml);
    expect(graph.getAttribute('view')).toBe('All View');
    const asset = (id: string) => graph.getNodeAttributes(graph.findNode((key, a) => key.split('::').length === 3 && a.id === id)!);
    const a002 = asset('A002');
    expect(a002).toMatchObject({
      kind: 'asset',
      name: 'fw-ext-01',
      담당자: '담당자=A002',
      prop_label: 'label=A002',
      prop_Label_2: 'Label=A002',
      tooltip: 'tooltip=A002',
      assetId: 'assetId=A002',
      'Rack No': 'Rack No=A002',
      '1st floor': '1st floor=A002',
      xmlns: 'xmlns=A002',
      prop_kind: 'kind=A002',
      prop_x: 'x=A002',
      [MARKUP]: `${MARKUP} A002`,
    });
    const ids = list(parseXml(xml).graphml.key).map((k) => k.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Markup from the file is text: no element of it in the document.
    expect(xml).not.toContain('<img');
    const a001 = asset('A001');
    expect(a001.name).toBe(`edge ${MARKUP}`);
  });

  it('writes no text yEd would draw as HTML: labels, data values and column names starting <html> get a zero-width space first', async () => {
    const {project, layout} = await laidOut(sampleWithHtmlLabels());
    const xml = diagramToGraphml({project, layout, locale: 'en'});
    const texts: string[] = [];
    const walk = (node: unknown): void => {
      if (typeof node === 'string') texts.push(node);
      else if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) (key === '@_attr.name' || !key.startsWith('@_') ? walk(value) : undefined);
    };
    walk(parseXml(xml));
    const html = /^\s*<\s*html/i;
    expect(texts.filter((value) => html.test(value))).toEqual([]);
    // Each is still there, as written, behind the zero-width space.
    for (const label of HTML_LABELS) expect(texts.filter((value) => value.startsWith(`\u200B${label}`)).length, label).toBeGreaterThan(0);
    expect(xml).not.toContain('<img');
  });

  it.skipIf(!NETWORKX)('reads in networkx, which flattens the groups: every node with its own data, every line', async () => {
    const {project, layout} = await laidOut(sampleWithExtras(), {zone: 1});
    const read = readByNetworkx(diagramToGraphml({project, layout, locale: 'en'}));
    expect(read.directed).toBe(false);
    expect(read.view).toBe(`Zone View · ${project.zones[1].name}`);
    const kinds = (kind: string) => read.nodes.filter((d) => d.kind === kind);
    expect(kinds('zone').map((d) => d.id)).toEqual([layout.zoneId]);
    expect(kinds('cbs').map((d) => d.id).sort()).toEqual(layout.groups.filter((g) => g.kind === 'cbs').map((g) => g.id).sort());
    expect(kinds('stub')).toHaveLength(layout.stubs.length);
    expect(kinds('asset').map((d) => d.id).sort()).toEqual(layout.nodes.map((b) => b.id).sort());
    const box = layout.nodes[0];
    const asset = kinds('asset').find((d) => d.id === box.id)!;
    expect(asset).toMatchObject({x: box.x, y: box.y, width: box.width, height: box.height, prop_label: `label=${box.id}`, [MARKUP]: `${MARKUP} ${box.id}`});
    expect(read.kinds.sort()).toEqual(layout.edges.map((e) => e.kind).sort());
  });

  it('leaves hidden assets out, with their lines', async () => {
    const {project, layout} = await laidOut(KOREAN_SAMPLE);
    const hidden = new Set(['A002', 'A011']);
    const touching = layout.edges.filter((e) => hidden.has(e.source) || hidden.has(e.target));
    expect(touching.length).toBeGreaterThan(0);
    const graph = parseGraphml(Graph, diagramToGraphml({project, layout, hidden}));
    expect(graph.order).toBe(layout.groups.length + layout.nodes.length - hidden.size);
    expect(graph.size).toBe(layout.edges.length - touching.length);
    expect(graph.someNode((_, a) => hidden.has(a.id))).toBe(false);
  });

  it('writes 1,000 assets as well-formed XML quickly, the same every time', async () => {
    const laid = await laidOut(THOUSAND);
    const started = performance.now();
    const xml = diagramToGraphml(laid);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(diagramToGraphml(laid)).toBe(xml);
    parseXml(xml);
  });
});
