// diagramToDrawio against the real engine's layouts: the file is read back as XML and checked
// structurally, as draw.io would build its model from it (containers, parents, relative geometry,
// data attributes, edges between existing cells, waypoints).

import {describe, expect, it} from 'vitest';
import {bundleLabel} from '../../../packages/palito/src/export/bundle-label';
import {EDGE_DASHES, EDGE_WIDTHS} from '../../../packages/palito/src/export/edge-style';
import {diagramToDrawio} from '../../../packages/palito/src/export/index';
import {LIGHT_PALETTE, type SvgPalette} from '../../../packages/palito/src/export/diagram-svg';
import type {LayoutEdge, Rect, TopologyLayout} from '../../../packages/palito/src/engine/layout/geometry/types';
import type {EdgeType} from '../../../packages/palito/src/model/types';
import {denseCsv} from '../../fixtures/hostile/inventories';
import {HTML_LABELS, KOREAN_SAMPLE, laidOut, list, MARKUP, parseXml, sampleWithExtras, sampleWithHtmlLabels, THOUSAND, VIEWS, type Laid} from './support';

interface FileCell {
  id: string;
  parent?: string;
  value: string;
  style: string;
  vertex: boolean;
  edge: boolean;
  source?: string;
  target?: string;
  geometry: any;
  /** An `<object>`'s attributes (its data), without id and label. */
  data?: Record<string, string>;
}

/** The model draw.io would build: every cell by id, in document order. */
function cellsOf(xml: string): {cells: Map<string, FileCell>; diagram: any; model: any} {
  const doc = parseXml(xml);
  const diagram = doc.mxfile.diagram;
  expect(list(diagram)).toHaveLength(1);
  const root = diagram.mxGraphModel.root;
  const cells = new Map<string, FileCell>();
  const add = (cell: FileCell) => {
    expect(cells.has(cell.id), `cell id ${cell.id} once`).toBe(false);
    cells.set(cell.id, cell);
  };
  const read = (c: any, id: string, value: string, data?: Record<string, string>): FileCell => ({
    id,
    parent: c.parent,
    value,
    style: c.style ?? '',
    vertex: c.vertex === '1',
    edge: c.edge === '1',
    source: c.source,
    target: c.target,
    geometry: c.mxGeometry,
    data,
  });
  for (const c of list(root.mxCell)) add(read(c, c.id, c.value ?? ''));
  for (const o of list(root.object)) {
    const {id, label, mxCell, ...data} = o;
    add(read(mxCell, id, label, data));
  }
  return {cells, diagram, model: diagram.mxGraphModel};
}

const styleOf = (cell: FileCell): Record<string, string> =>
  Object.fromEntries(cell.style.split(';').filter(Boolean).map((pair) => pair.split('=') as [string, string]));

/** The cell's absolute position: its geometry plus every container's above it. */
function absolute(cells: Map<string, FileCell>, id: string): {x: number; y: number} {
  let x = 0;
  let y = 0;
  for (let cell = cells.get(id); cell && cell.id !== '1'; cell = cells.get(cell.parent!)) {
    x += Number(cell.geometry?.x ?? 0);
    y += Number(cell.geometry?.y ?? 0);
  }
  return {x, y};
}

const ancestors = (cells: Map<string, FileCell>, id: string): string[] => {
  const chain: string[] = [];
  for (let cell = cells.get(id); cell?.parent !== undefined; cell = cells.get(cell.parent)) chain.push(cell.parent);
  return chain;
};

const assetsOf = (cells: Map<string, FileCell>) => [...cells.values()].filter((c) => c.data !== undefined);

/** The layout id each end cell stands for: assets by their assetId, stubs by their place. */
function layoutIds(cells: Map<string, FileCell>, layout: TopologyLayout): Map<string, string> {
  const ids = new Map<string, string>();
  for (const cell of assetsOf(cells)) ids.set(cell.id, cell.data!.assetId);
  for (const cell of cells.values()) {
    if (!cell.id.startsWith('stub-')) continue;
    const at = absolute(cells, cell.id);
    const stub = layout.stubs.find((s) => Math.abs(s.x - at.x) < 1 && Math.abs(s.y - at.y) < 1);
    expect(stub, `stub cell ${cell.id} at a stub's place`).toBeDefined();
    ids.set(cell.id, stub!.id);
  }
  return ids;
}

const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1);

describe('diagramToDrawio', () => {
  describe.each(VIEWS)('%s', (_, load) => {
    it('puts every asset once in its CBS cell, in its zone cell, on the page, at the layout’s position', async () => {
      const {project, layout} = await load();
      const {cells} = cellsOf(diagramToDrawio({project, layout}));
      expect(cells.get('0')?.parent).toBeUndefined();
      expect(cells.get('1')?.parent).toBe('0');
      const zones = new Map(project.zones.map((z) => [z.id, z]));
      const cbsById = new Map(project.cbs.map((c) => [c.id, c]));
      const boxes = new Map(layout.nodes.map((b) => [b.id, b]));
      const groups = new Map(layout.groups.map((g) => [g.id, g]));

      const nodes = new Map(project.nodes.map((node) => [node.id, node]));
      const assets = assetsOf(cells);
      expect(assets.map((a) => a.data!.assetId).sort()).toEqual(layout.nodes.map((b) => b.id).sort());
      for (const asset of assets) {
        const node = nodes.get(asset.data!.assetId)!;
        const cbs = cells.get(asset.parent!)!;
        const zone = cells.get(cbs.parent!)!;
        expect(cbs.value).toBe(cbsById.get(node.cbsId)!.name);
        expect(zone.value).toBe(zones.get(node.zoneId)!.name);
        expect(zone.parent).toBe('1');
        for (const container of [cbs, zone]) expect(styleOf(container).container).toBe('1');
        const at = absolute(cells, asset.id);
        const box = boxes.get(node.id)!;
        near(at.x, box.x);
        near(at.y, box.y);
        near(Number(asset.geometry.width), box.width);
        near(Number(asset.geometry.height), box.height);
        // Child geometry is relative: the CBS box's own place is the layout's too.
        const cbsAt = absolute(cells, cbs.id);
        near(cbsAt.x, groups.get(node.cbsId)!.x);
        near(cbsAt.y, groups.get(node.cbsId)!.y);
        expect(Number(asset.geometry.x)).toBeLessThan(Number(cbs.geometry.width));
      }
      expect([...cells.values()].filter((c) => c.id.startsWith('zone-')).map((c) => c.value).sort()).toEqual(
        layout.groups.filter((g) => g.kind === 'zone').map((g) => zones.get(g.id)!.name).sort(),
      );
    });

    it('draws every line once, between existing cells, undirected, in its kind’s colour, dash and width', async () => {
      const {project, layout} = await load();
      const {cells} = cellsOf(diagramToDrawio({project, layout}));
      const ids = layoutIds(cells, layout);
      const edges = [...cells.values()].filter((c) => c.edge);
      const kindOf = new Map(Object.entries(LIGHT_PALETTE.edges).map(([kind, colour]) => [colour, kind as LayoutEdge['kind']]));
      const drawn = edges.map((edge) => {
        expect(cells.get(edge.source!)?.vertex, `${edge.id}'s source exists`).toBe(true);
        expect(cells.get(edge.target!)?.vertex, `${edge.id}'s target exists`).toBe(true);
        // Its parent holds both ends, so a moved container takes the line's waypoints along.
        expect(ancestors(cells, edge.source!)).toContain(edge.parent);
        expect(ancestors(cells, edge.target!)).toContain(edge.parent);
        const style = styleOf(edge);
        const kind = kindOf.get(style.strokeColor)!;
        expect(kind).toBeDefined();
        expect(style.endArrow).toBe('none');
        expect(Number(style.strokeWidth)).toBe(EDGE_WIDTHS[kind]);
        expect(style.dashPattern).toBe(EDGE_DASHES[kind]);
        expect(style.dashed).toBe(EDGE_DASHES[kind] ? '1' : undefined);
        return `${ids.get(edge.source!)}>${ids.get(edge.target!)}:${kind}`;
      });
      expect(drawn.sort()).toEqual(layout.edges.map((e) => `${e.source}>${e.target}:${e.kind}`).sort());
      expect(edges.length).toBeGreaterThan(0);
    });

    it('keeps ELK’s routes: pinned ends on the boxes, the bends as waypoints', async () => {
      const {project, layout} = await load();
      const {cells} = cellsOf(diagramToDrawio({project, layout}));
      const ids = layoutIds(cells, layout);
      const boxes = new Map<string, Rect>([...layout.nodes, ...layout.stubs].map((b) => [b.id, b]));
      const routes = new Map(layout.edges.map((e) => [`${e.source}>${e.target}`, e.points]));
      let routed = 0;
      for (const edge of [...cells.values()].filter((c) => c.edge)) {
        const source = ids.get(edge.source!)!;
        const target = ids.get(edge.target!)!;
        const points = routes.get(`${source}>${target}`);
        const style = styleOf(edge);
        const waypoints = list(edge.geometry?.Array?.mxPoint);
        if (!points || points.length < 2) {
          expect(style.edgeStyle).toBe('orthogonalEdgeStyle');
          expect(style.exitX).toBeUndefined();
          expect(waypoints).toHaveLength(0);
          continue;
        }
        routed++;
        const a = boxes.get(source)!;
        const b = boxes.get(target)!;
        near(a.x + Number(style.exitX) * a.width, points[0].x);
        near(a.y + Number(style.exitY) * a.height, points[0].y);
        near(b.x + Number(style.entryX) * b.width, points.at(-1)!.x);
        near(b.y + Number(style.entryY) * b.height, points.at(-1)!.y);
        expect(style.edgeStyle).toBeUndefined();
        const origin = absolute(cells, edge.parent!);
        expect(waypoints).toHaveLength(points.length - 2);
        waypoints.forEach((p, i) => {
          near(Number(p.x) + origin.x, points[i + 1].x);
          near(Number(p.y) + origin.y, points[i + 1].y);
        });
      }
      expect(routed).toBeGreaterThan(0);
    });
  });

  it('names its one page after the view, in the locale', async () => {
    const all = await laidOut(KOREAN_SAMPLE);
    const zone = await laidOut(KOREAN_SAMPLE, {zone: 1});
    const zoneName = all.project.zones[1].name;
    const name = (laid: Laid, locale?: 'ko' | 'en') => cellsOf(diagramToDrawio({...laid, locale})).diagram.name;
    expect(name(all)).toBe('전체 보기');
    expect(name(all, 'en')).toBe('All View');
    expect(name(zone)).toBe(`존 보기 · ${zoneName}`);
    expect(name(zone, 'en')).toBe(`Zone View · ${zoneName}`);
    expect(zoneName).toMatch(/[가-힣]/);
  });

  it('carries each asset’s fields as data, Korean text intact, and its status as the border colour', async () => {
    const {project, layout} = await laidOut(KOREAN_SAMPLE);
    const palette: SvgPalette = {...LIGHT_PALETTE, status: {normal: '#00aa00', warning: '#bbbb00', error: '#cc0000', offline: 'rgba(1, 2, 3, 0.5)'}};
    const statusOf = (node: {id: string; status: string}) => (node.id === 'A001' ? 'offline' : node.status) as never;
    const xml = diagramToDrawio({project, layout, palette, statusOf});
    expect(xml).toContain('인터넷 DMZ');
    const assets = assetsOf(cellsOf(xml).cells);
    for (const asset of assets) {
      const node = project.nodes.find((n) => n.id === asset.data!.assetId)!;
      const status = node.id === 'A001' ? 'offline' : node.status;
      expect(asset.data).toEqual({
        assetId: node.id,
        name: node.name,
        type: node.type,
        ip: node.ip ?? '',
        status,
        zone: project.zones.find((z) => z.id === node.zoneId)!.name,
        cbs: project.cbs.find((c) => c.id === node.cbsId)!.name,
      });
      expect(asset.value).toBe(node.name);
      const style = styleOf(asset);
      expect(style.html).toBeUndefined();
      if (status === 'offline') {
        expect(style).toMatchObject({strokeColor: '#010203', strokeOpacity: '50', dashed: '1'});
      } else {
        expect(style.strokeColor).toBe(palette.status[status]);
      }
    }
    expect(new Set(assets.map((a) => a.data!.zone))).toEqual(new Set(project.zones.map((z) => z.name)));
  });

  it('gives the extra columns valid, unreserved attribute names, deterministically', async () => {
    const {project, layout} = await laidOut(sampleWithExtras());
    const xml = diagramToDrawio({project, layout});
    expect(diagramToDrawio({project, layout})).toBe(xml);
    const a002 = assetsOf(cellsOf(xml).cells).find((a) => a.data!.assetId === 'A002')!;
    expect(a002.data).toEqual({
      assetId: 'A002',
      name: 'fw-ext-01',
      type: 'firewall',
      ip: '203.0.113.2',
      status: 'normal',
      zone: 'Internet DMZ',
      cbs: 'Edge',
      담당자: '담당자=A002',
      prop_label: 'label=A002',
      prop_Label_2: 'Label=A002',
      prop_tooltip: 'tooltip=A002',
      prop_assetId: 'assetId=A002',
      Rack_No: 'Rack No=A002',
      prop_1st_floor: '1st floor=A002',
      prop_xmlns: 'xmlns=A002',
      kind: 'kind=A002',
      x: 'x=A002',
      _img_src_x_onerror_alert_1__: `${MARKUP} A002`,
    });
    // The names are XML names without a prefix, and none is draw.io's.
    for (const name of Object.keys(a002.data!)) expect(name).toMatch(/^[\p{L}_][\p{L}\p{N}_.-]*$/u);
  });

  it('keeps markup from the file as text: escaped in attributes, never HTML labels', async () => {
    const {project, layout} = await laidOut(sampleWithExtras());
    const xml = diagramToDrawio({project, layout});
    expect(xml).not.toContain('<img');
    expect(xml).not.toMatch(/\bhtml=1/);
    expect(xml).not.toMatch(/placeholders=/);
    const {cells} = cellsOf(xml);
    const a001 = assetsOf(cells).find((a) => a.data!.assetId === 'A001')!;
    expect(a001.value).toBe(`edge ${MARKUP}`);
    expect(a001.data!.name).toBe(`edge ${MARKUP}`);
    expect(a001.data!._img_src_x_onerror_alert_1__).toBe(`${MARKUP} A001`);
    // The only elements are draw.io's own.
    const elements = new Set([...xml.matchAll(/<([A-Za-z][\w.-]*)/g)].map((m) => m[1]));
    for (const element of elements) expect(['mxfile', 'diagram', 'mxGraphModel', 'root', 'mxCell', 'object', 'mxGeometry', 'Array', 'mxPoint']).toContain(element);
  });

  it('keeps labels that start <html> as text: draw.io draws a label as HTML only with html=1, which no style has', async () => {
    const {project, layout} = await laidOut(sampleWithHtmlLabels());
    const xml = diagramToDrawio({project, layout});
    expect(xml).not.toMatch(/\bhtml=1/);
    expect(xml).not.toContain('<img');
    const {cells} = cellsOf(xml);
    const values = [...cells.values()].map((cell) => cell.value);
    for (const label of HTML_LABELS.slice(0, 1).concat(HTML_LABELS.slice(2))) expect(values, label).toContain(label);
  });

  it('leaves hidden assets out, with their lines', async () => {
    const {project, layout} = await laidOut(KOREAN_SAMPLE);
    const hidden = new Set(['A002', 'A011']);
    const touching = layout.edges.filter((e) => hidden.has(e.source) || hidden.has(e.target));
    expect(touching.length).toBeGreaterThan(0);
    const {cells} = cellsOf(diagramToDrawio({project, layout, hidden}));
    const ids = layoutIds(cells, layout);
    expect(assetsOf(cells).map((a) => a.data!.assetId).sort()).toEqual(layout.nodes.map((b) => b.id).filter((id) => !hidden.has(id)).sort());
    const edges = [...cells.values()].filter((c) => c.edge);
    expect(edges).toHaveLength(layout.edges.length - touching.length);
    for (const edge of edges) {
      expect(hidden.has(ids.get(edge.source!)!)).toBe(false);
      expect(hidden.has(ids.get(edge.target!)!)).toBe(false);
    }
  });

  it('shapes unrouted lines as the graph style’s edgeType, and follows routes only where the canvas does', async () => {
    const {project, layout} = await laidOut(KOREAN_SAMPLE);
    const expected: Record<EdgeType, Record<string, string | undefined>> = {
      smoothstep: {edgeStyle: 'orthogonalEdgeStyle', curved: undefined},
      default: {edgeStyle: 'orthogonalEdgeStyle', curved: '1'},
      straight: {edgeStyle: undefined, curved: undefined},
    };
    const unrouted: TopologyLayout = {...layout, edges: layout.edges.map(({points: _, ...edge}) => edge)};
    for (const edgeType of Object.keys(expected) as EdgeType[]) {
      for (const edge of [...cellsOf(diagramToDrawio({project, layout: unrouted, edgeType})).cells.values()].filter((c) => c.edge)) {
        expect(styleOf(edge)).toMatchObject(Object.fromEntries(Object.entries(expected[edgeType]).filter(([, v]) => v !== undefined)));
        for (const [key, value] of Object.entries(expected[edgeType])) if (value === undefined) expect(styleOf(edge)[key]).toBeUndefined();
      }
      // The canvas draws ELK's route with smoothstep only; with the others the line floats.
      const routed = [...cellsOf(diagramToDrawio({project, layout, edgeType})).cells.values()].filter((c) => c.edge && styleOf(c).exitX !== undefined);
      expect(routed.length > 0).toBe(edgeType === 'smoothstep');
    }
  });

  it('draws Zone View’s stubs on the page, labelled with their zone, and carries the palette', async () => {
    const laid = await laidOut(KOREAN_SAMPLE, {zone: 1});
    expect(laid.layout.stubs.length).toBeGreaterThan(0);
    const palette: SvgPalette = {...LIGHT_PALETTE, background: '#101418', zoneFill: 'rgba(29, 78, 216, 0.04)', edges: {...LIGHT_PALETTE.edges, 'inter-zone': '#abc'}};
    const {cells, model} = cellsOf(diagramToDrawio({...laid, palette}));
    expect(model.background).toBe('#101418');
    const stubs = [...cells.values()].filter((c) => c.id.startsWith('stub-'));
    expect(stubs.map((s) => s.value).sort()).toEqual(laid.layout.stubs.map((s) => laid.project.zones.find((z) => z.id === s.zoneId)!.name).sort());
    for (const stub of stubs) {
      expect(stub.parent).toBe('1');
      expect(styleOf(stub)).toMatchObject({strokeColor: '#aabbcc', fillColor: '#1d4ed8', fillOpacity: '4'});
    }
    for (const edge of [...cells.values()].filter((c) => c.edge && c.target?.startsWith('stub-'))) expect(styleOf(edge).strokeColor).toBe('#aabbcc');
  });

  it('draws a dense group’s bundle behind its assets, labelled as on the canvas', async () => {
    const {project, layout} = await laidOut(denseCsv(12));
    expect(layout.bundles).toHaveLength(1);
    const [bundle] = layout.bundles;
    for (const locale of ['ko', 'en'] as const) {
      const xml = diagramToDrawio({project, layout, locale});
      const {cells} = cellsOf(xml);
      const shapes = [...cells.values()].filter((c) => c.id.startsWith('bundle-'));
      expect(shapes).toHaveLength(1);
      expect(shapes[0].value).toBe(bundleLabel(locale, bundle.nodeIds.length, bundle.linkCount));
      const cbs = cells.get(shapes[0].parent!)!;
      expect(cbs.value).toBe('Mesh');
      const at = absolute(cells, shapes[0].id);
      near(at.x, bundle.x - 8);
      near(at.y, bundle.y - 8);
      // Earlier in its container than any of its assets: drawn behind them.
      const first = Math.min(...assetsOf(cells).map((a) => xml.indexOf(`<object id="${a.id}"`)));
      expect(xml.indexOf(`<mxCell id="${shapes[0].id}"`)).toBeLessThan(first);
    }
    // All its assets hidden: nothing left for it to join.
    const none = cellsOf(diagramToDrawio({project, layout, hidden: new Set(bundle.nodeIds)})).cells;
    expect([...none.keys()].filter((id) => id.startsWith('bundle-'))).toHaveLength(0);
  });

  it('writes 1,000 assets as well-formed XML quickly, the same every time', async () => {
    const laid = await laidOut(THOUSAND);
    expect(laid.project.nodes.length).toBe(1000);
    const started = performance.now();
    const xml = diagramToDrawio(laid);
    const took = performance.now() - started;
    expect(took).toBeLessThan(2000);
    expect(diagramToDrawio(laid)).toBe(xml);
    expect(assetsOf(cellsOf(xml).cells)).toHaveLength(1000);
  });
});
