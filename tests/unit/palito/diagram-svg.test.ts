import fs from 'node:fs';
import path from 'node:path';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {describe, expect, it} from 'vitest';
import {generateTopology, type TopologyOptions} from '../../../packages/palito/src/engine/pipeline/generate-topology';
import type {LayoutEdge, Rect, TopologyLayout} from '../../../packages/palito/src/engine/layout/geometry/types';
import {EDGE_DASHES, EDGE_WIDTHS} from '../../../packages/palito/src/export/edge-style';
import type {EdgeType, NodeStatus} from '../../../packages/palito/src/model/types';
import {diagramToSvg, LIGHT_PALETTE, type SvgPalette} from '../../../packages/palito/src/export/diagram-svg';
import {MEMBERS_CSV, OBJECT_MEMBERS} from '../../fixtures/hostile/identifiers';

const SAMPLE = path.resolve(__dirname, '../../../static/samples/assets-sample.csv');
const EDGE_TYPES: EdgeType[] = ['smoothstep', 'straight', 'default'];
/** htmlEntities: numeric references (&#10;) are decoded too, as any XML reader does. */
const xml = new XMLParser({ignoreAttributes: false, attributeNamePrefix: '', htmlEntities: true, parseTagValue: false});

async function topology(csv = fs.readFileSync(SAMPLE, 'utf8'), options: TopologyOptions = {}) {
  const result = await generateTopology({name: 'assets-sample.csv', data: csv}, options);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result;
}

/** A CSV from rows of cells, every cell quoted. */
function csvOf(rows: string[][]): string {
  return rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\n') + '\n';
}

/**
 * XML 1.0's Char production: XMLValidator checks the markup, not the characters, so both are
 * checked. With the u flag a lone surrogate is a code point of its own and fails the class.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

function parse(svg: string): any {
  expect(XMLValidator.validate(svg)).toBe(true);
  expect(NOT_XML_CHAR.exec(svg)).toBeNull();
  return xml.parse(svg);
}

const list = (value: unknown): any[] => (value === undefined ? [] : [value].flat());
const groupsOf = (doc: any, cls: string): any[] => list(doc.svg.g).filter((g: any) => g.class === cls);
const edgesOf = (doc: any): any[] => list(groupsOf(doc, 'edges')[0]?.path);
const textOf = (node: any): string => (typeof node === 'object' ? String(node['#text'] ?? '') : String(node));

/** The first and last point of an SVG path (every path here starts with M and ends on its end point). */
function ends(d: string): {from: {x: number; y: number}; to: {x: number; y: number}} {
  const numbers = (d.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? []).map(Number);
  expect(numbers.length).toBeGreaterThanOrEqual(4);
  return {from: {x: numbers[0], y: numbers[1]}, to: {x: numbers.at(-2)!, y: numbers.at(-1)!}};
}

/** How far a point is from the border of a box, or Infinity when it is more than 1 px outside. */
function distanceToBorder(p: {x: number; y: number}, r: Rect): number {
  const outside = p.x < r.x - 1 || p.x > r.x + r.width + 1 || p.y < r.y - 1 || p.y > r.y + r.height + 1;
  if (outside) return Infinity;
  return Math.min(Math.abs(p.x - r.x), Math.abs(p.x - (r.x + r.width)), Math.abs(p.y - r.y), Math.abs(p.y - (r.y + r.height)));
}

function boxesOf(layout: TopologyLayout): Map<string, Rect> {
  return new Map<string, Rect>([...layout.nodes, ...layout.stubs].map((b) => [b.id, b]));
}

/** Every line's path starts on its source box's border and ends on its target box's border. */
function expectEndsOnBorders(svg: string, layout: TopologyLayout): number {
  const boxes = boxesOf(layout);
  const edges = edgesOf(parse(svg));
  for (const edge of edges) {
    const {from, to} = ends(edge.d);
    const a = boxes.get(edge['data-source'])!;
    const b = boxes.get(edge['data-target'])!;
    expect(distanceToBorder(from, a), `${edge['data-id']} starts on its source's border`).toBeLessThanOrEqual(1);
    expect(distanceToBorder(to, b), `${edge['data-id']} ends on its target's border`).toBeLessThanOrEqual(1);
    // Not at the centres, as the old straight centre-to-centre lines were.
    expect(Math.hypot(from.x - (a.x + a.width / 2), from.y - (a.y + a.height / 2))).toBeGreaterThan(5);
    expect(Math.hypot(to.x - (b.x + b.width / 2), to.y - (b.y + b.height / 2))).toBeGreaterThan(5);
  }
  return edges.length;
}

const withoutRoutes = (layout: TopologyLayout): TopologyLayout => ({
  ...layout,
  edges: layout.edges.map(({points: _points, ...edge}): LayoutEdge => edge),
});

describe('diagramToSvg', () => {
  it('draws every zone, CBS, asset and edge of the sample as a valid SVG document', async () => {
    const {project, layout} = await topology();
    const svg = diagramToSvg({project, layout, title: 'sample'});
    const doc = parse(svg);
    expect(doc.svg.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(textOf(doc.svg.title)).toBe('sample');
    expect(groupsOf(doc, 'zone')).toHaveLength(4);
    expect(groupsOf(doc, 'cbs')).toHaveLength(11);
    expect(groupsOf(doc, 'asset')).toHaveLength(39);
    expect(edgesOf(doc)).toHaveLength(layout.edges.length);
    expect(svg).not.toContain('<line');
    expect(Number(doc.svg.width)).toBeGreaterThan(layout.bounds.width);
  });

  it('draws each visible asset exactly once, with its name, IP and status colour', async () => {
    const {project, layout} = await topology();
    const doc = parse(diagramToSvg({project, layout}));
    const assets = groupsOf(doc, 'asset');
    const ids = assets.map((g) => g['data-id']);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(project.nodes.map((n) => n.id).sort());
    for (const node of project.nodes) {
      const g = assets.find((a) => a['data-id'] === node.id);
      const texts = list(g.text).map(textOf);
      expect(texts[0]).toBe(node.name);
      expect(texts[1]).toBe(node.ip || node.type);
      expect(g['data-status']).toBe(node.status);
      expect(list(g.path).find((p) => p.class === 'status').fill).toBe(LIGHT_PALETTE.status[node.status]);
    }
  });

  it('draws ids and names that are Object’s members, and a status no palette has in the normal colour', async () => {
    const {project, layout} = await topology(MEMBERS_CSV);
    const odd = {...project, nodes: project.nodes.map((n) => (n.id === 'valueOf' ? {...n, status: 'constructor' as NodeStatus} : n))};
    const doc = parse(diagramToSvg({project: odd, layout}));
    const assets = groupsOf(doc, 'asset');
    expect(assets.map((g) => g['data-id']).sort()).toEqual([...OBJECT_MEMBERS].sort());
    for (const g of assets) {
      expect(textOf(list(g.text)[0])).toBe(project.nodes.find((n) => n.id === g['data-id'])!.name);
      const fill = list(g.path).find((p) => p.class === 'status').fill;
      expect(fill).toBe(g['data-id'] === 'valueOf' ? LIGHT_PALETTE.status.normal : LIGHT_PALETTE.status.warning);
    }
    expect(groupsOf(doc, 'zone').map((g) => textOf(g.title))).toEqual(['__proto__', 'constructor']);
  });

  it('leaves out hidden assets and their edges, and applies edited statuses', async () => {
    const {project, layout} = await topology();
    const hidden = new Set(['A011']);
    const touching = layout.edges.filter((e) => e.source === 'A011' || e.target === 'A011').length;
    expect(touching).toBeGreaterThan(0);
    const svg = diagramToSvg({project, layout, hidden, statusOf: () => 'error'});
    const doc = parse(svg);
    const assets = groupsOf(doc, 'asset');
    expect(assets).toHaveLength(38);
    expect(edgesOf(doc)).toHaveLength(layout.edges.length - touching);
    expect(svg).not.toContain('"A011"');
    expect(assets.every((g) => g['data-status'] === 'error')).toBe(true);
    expect(svg.match(new RegExp(`class="status" d="[^"]+" fill="${LIGHT_PALETTE.status.error}"`, 'g'))).toHaveLength(38);
  });

  describe('hostile text', () => {
    /**
     * Every kind of character XML 1.0 forbids. The reader may take some out of a file (or not, as
     * an XLSX or a Project given by hand may hold them), so they are put into the engine's Project
     * and layout directly, in place of a marker the CSV carries: the renderer is what makes them safe.
     */
    const FORBIDDEN = '\u0001\u0008\u000B\u000C\u001F\uFFFE\uFFFF \uD800 lone \uDC00 end';
    const MARK = '@forbidden@';
    const withForbidden = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll(MARK, JSON.stringify(FORBIDDEN).slice(1, -1)));
    /** Markup, quotes, the forbidden characters, and length. */
    const hostile = (tag: string) => `${tag} <script>alert("x")</script> & 'q' ${MARK} ${'long-'.repeat(120)}`;
    const csv = csvOf([
      ['id', 'name', 'type', 'ip', 'zone', 'cbs', 'status', 'connections'],
      [hostile('id'), hostile('name'), 'router', hostile('ip'), hostile('zone'), hostile('cbs'), 'normal', 'X2;X3'],
      ['X2', hostile('second'), 'quantum-widget', '', hostile('zone'), hostile('cbs'), 'offline', ''],
      ['X3', 'plain', 'server', '10.0.0.3', 'Z&2', 'C"2', 'warning', ''],
    ]);
    async function hostileTopology(options: TopologyOptions = {}) {
      const {project, layout} = await topology(csv, options);
      return {project: withForbidden(project), layout: withForbidden(layout)};
    }

    it('reaches the renderer: names, ids and zone names hold forbidden characters', async () => {
      const {project, layout} = await hostileTopology();
      expect(project.nodes[0].name).toContain('\u0001');
      expect(project.nodes[0].id).toContain('\uFFFF');
      expect(project.zones[0].name).toContain('\uD800');
      expect(layout.nodes[0].id).toBe(project.nodes[0].id);
    });

    it('stays well-formed XML in every column, the title and the ids, in both views', async () => {
      const {project, layout} = await hostileTopology();
      const zone = await hostileTopology({view: {view: 'zone', zoneId: project.zones[0].id}});
      expect(zone.layout.stubs.length).toBeGreaterThan(0);
      for (const [l, p] of [
        [layout, project],
        [zone.layout, zone.project],
      ] as const) {
        for (const edgeType of EDGE_TYPES) {
          const svg = diagramToSvg({project: p, layout: l, edgeType, title: withForbidden(hostile('title'))});
          const doc = parse(svg);
          expect(svg).not.toContain('<script');
          expect(groupsOf(doc, 'asset').length).toBe(l.nodes.length);
        }
      }
    });

    it('keeps ids intact apart from the forbidden characters, so data-id reads back', async () => {
      const {project, layout} = await hostileTopology();
      const doc = parse(diagramToSvg({project, layout}));
      const strip = (s: string) => s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDFFF]/g, '');
      const ids = groupsOf(doc, 'asset').map((g) => g['data-id']);
      expect(ids).toContain(strip(project.nodes[0].id));
      expect(ids[0]).toContain('<script>alert("x")</script> & \'q\'');
      const edge = edgesOf(doc).find((e) => e['data-target'] === 'X2');
      expect(edge['data-source']).toBe(strip(project.nodes[0].id));
    });

    it('cuts long labels with an ellipsis and keeps the whole text in a <title>', async () => {
      const {project, layout} = await hostileTopology();
      const doc = parse(diagramToSvg({project, layout}));
      const first = groupsOf(doc, 'asset').find((g) => g['data-id'].startsWith('id '));
      const [name, ip] = list(first.text).map(textOf);
      expect(name.endsWith('…')).toBe(true);
      expect(name.length).toBeLessThan(40);
      expect(name.startsWith('name <script>')).toBe(true);
      expect(ip.endsWith('…')).toBe(true);
      const title = textOf(first.title);
      expect(title).toContain('long-'.repeat(120));
      expect(title).toContain('name <script>alert("x")</script> & \'q\'');
      const zone = groupsOf(doc, 'zone').find((g) => textOf(g.title).startsWith('zone '));
      expect(textOf(zone.text).endsWith('…')).toBe(true);
      expect(textOf(zone.title)).toContain('long-'.repeat(120));
      const cbs = groupsOf(doc, 'cbs').find((g) => textOf(g.title).startsWith('cbs '));
      expect(textOf(cbs.text).endsWith('…')).toBe(true);
      expect(textOf(cbs.text).length).toBeLessThan(60);
    });

    it('never cuts a character in half: wide (Hangul) names are cut by width, surrogate pairs kept whole', async () => {
      const hangul = '데이터베이스서버'.repeat(6);
      const emoji = '🖥️'.repeat(40);
      const {project, layout} = await topology(csvOf([['id', 'name', 'zone', 'cbs'], ['H1', hangul, '영역', '그룹'], ['H2', emoji, '영역', '그룹']]));
      const doc = parse(diagramToSvg({project, layout}));
      const [h1, h2] = ['H1', 'H2'].map((id) => textOf(list(groupsOf(doc, 'asset').find((g) => g['data-id'] === id).text)[0]));
      expect(h1.endsWith('…')).toBe(true);
      expect(Array.from(h1).length).toBeLessThanOrEqual(13);
      expect(hangul.startsWith(h1.slice(0, -1))).toBe(true);
      expect(h2.endsWith('…')).toBe(true);
      expect(emoji.startsWith(h2.slice(0, -1))).toBe(true);
    });
  });

  describe('lines, drawn as the canvas draws them', () => {
    it.each(EDGE_TYPES)('%s: every line runs from its source box border to its target box border (All View)', async (edgeType) => {
      const {project, layout} = await topology();
      expect(expectEndsOnBorders(diagramToSvg({project, layout, edgeType}), layout)).toBe(layout.edges.length);
      // Without ELK's routes (a moved end, or the bench's baseline layout) every line floats.
      expect(expectEndsOnBorders(diagramToSvg({project, layout: withoutRoutes(layout), edgeType}), layout)).toBe(layout.edges.length);
    });

    it.each(EDGE_TYPES)('%s: lines to the stubs of Zone View end on the stub', async (edgeType) => {
      const {project} = await topology();
      const {layout} = await topology(undefined, {view: {view: 'zone', zoneId: project.zones[1].id}});
      const stubIds = new Set(layout.stubs.map((s) => s.id));
      const toStubs = layout.edges.filter((e) => stubIds.has(e.target));
      expect(toStubs.length).toBeGreaterThan(0);
      const svg = diagramToSvg({project, layout, edgeType});
      expect(expectEndsOnBorders(svg, layout)).toBe(layout.edges.length);
      expect(groupsOf(parse(svg), 'stub')).toHaveLength(layout.stubs.length);
    });

    it('has the shape of the edgeType: ELK routes for smoothstep, steps, straight segments or bezier curves', async () => {
      const {project, layout} = await topology();
      const routed = layout.edges.find((e) => e.points && e.points.length > 2)!;
      expect(routed).toBeDefined();
      const pathOf = (svg: string, id: string) => edgesOf(parse(svg)).find((e) => e['data-id'] === id).d as string;
      const smooth = pathOf(diagramToSvg({project, layout, edgeType: 'smoothstep'}), routed.id);
      // Along ELK's route: through each of its bend points (the rounded corner's control point).
      for (const p of routed.points!.slice(1, -1)) expect(smooth).toContain(`Q ${Math.round(p.x * 100) / 100} ${Math.round(p.y * 100) / 100}`);
      const straight = pathOf(diagramToSvg({project, layout, edgeType: 'straight'}), routed.id);
      expect(straight).toMatch(/^M [\d.-]+,[\d.-]+L [\d.-]+,[\d.-]+$/);
      const bezier = pathOf(diagramToSvg({project, layout, edgeType: 'default'}), routed.id);
      expect(bezier).toMatch(/^M[\d.-]+,[\d.-]+ C/);
      const interZone = layout.edges.find((e) => e.kind === 'inter-zone')!;
      const step = pathOf(diagramToSvg({project, layout, edgeType: 'smoothstep'}), interZone.id);
      expect(step).toMatch(/^M[\d.-]+ [\d.-]+/);
      expect(step).toContain('Q');
    });

    it('dashes and widths per kind, round caps between zones', async () => {
      const {project, layout} = await topology();
      const edges = edgesOf(parse(diagramToSvg({project, layout})));
      const kinds = new Set<string>();
      for (const edge of edges) {
        const kind = edge.class.split(' ')[1] as keyof typeof EDGE_WIDTHS;
        kinds.add(kind);
        expect(edge['stroke-dasharray']).toBe(EDGE_DASHES[kind]);
        expect(Number(edge['stroke-width'])).toBe(EDGE_WIDTHS[kind]);
        expect(edge['stroke-linecap']).toBe(kind === 'inter-zone' ? 'round' : undefined);
        expect(edge.stroke).toBe(LIGHT_PALETTE.edges[kind]);
      }
      expect([...kinds].sort()).toEqual(['inter-cbs', 'inter-zone', 'intra-cbs']);
    });
  });

  it('paints with the palette it is given, and nothing of the default one', async () => {
    const palette: SvgPalette = {
      background: '#010101',
      zoneFill: '#020202',
      zoneStroke: '#030303',
      cbsFill: '#040404',
      cbsStroke: '#050505',
      nodeFill: '#060606',
      nodeStroke: '#070707',
      text: '#080808',
      mutedText: '#090909',
      edges: {'intra-cbs': '#0a0a0a', 'inter-cbs': '#0b0b0b', 'inter-zone': '#0c0c0c'},
      status: {normal: '#0d0d0d', warning: '#0e0e0e', error: '#0f0f0f', offline: '#101010'},
    };
    const {project, layout} = await topology();
    const {layout: zoneLayout} = await topology(undefined, {view: {view: 'zone', zoneId: project.zones[1].id}});
    const statuses = ['normal', 'warning', 'error', 'offline'] as const;
    const statusOf = (node: {id: string}) => statuses[Number(node.id.slice(1)) % 4];
    const svg = diagramToSvg({project, layout, palette, statusOf}) + diagramToSvg({project, layout: zoneLayout, palette});
    const colours = (value: unknown): string[] => (typeof value === 'object' && value ? Object.values(value).flatMap(colours) : [String(value)]);
    for (const colour of colours(palette)) expect(svg, colour).toContain(`"${colour}"`);
    for (const colour of new Set(colours(LIGHT_PALETTE))) expect(svg, colour).not.toContain(colour);
    const doc = parse(diagramToSvg({project, layout, palette}));
    expect(list(doc.svg.rect)[0].fill).toBe(palette.background);
    for (const edge of edgesOf(doc)) expect(edge.stroke).toBe(palette.edges[edge.class.split(' ')[1] as keyof typeof palette.edges]);
  });

  it('draws an asset of a custom type as a box with its name and type', async () => {
    const csv = csvOf([
      ['id', 'name', 'type', 'ip', 'zone', 'cbs', 'connections'],
      ['Q1', 'qubit-array', 'quantum-widget', '', 'Lab', 'Cold', 'Q2'],
      ['Q2', 'cryostat', 'quantum-widget', '10.9.9.9', 'Lab', 'Cold', ''],
    ]);
    const {project, layout} = await topology(csv);
    const doc = parse(diagramToSvg({project, layout}));
    const [q1, q2] = ['Q1', 'Q2'].map((id) => groupsOf(doc, 'asset').find((g) => g['data-id'] === id));
    expect(list(q1.rect)).toHaveLength(1);
    expect(list(q1.text).map(textOf)).toEqual(['qubit-array', 'quantum-widget']);
    expect(q1['data-type']).toBe('quantum-widget');
    expect(list(q2.text).map(textOf)).toEqual(['cryostat', '10.9.9.9']);
    expect(textOf(q2.title)).toBe('cryostat · quantum-widget · 10.9.9.9');
  });
});
