// Colours and numbers from outside (props, setGraphStyle, project files, the exporters' palettes
// through palito/export): a colour is taken only as a CSS colour, a spacing only within its range,
// and no exporter writes a number that is not finite or a colour that fetches or restyles.

import {describe, expect, it} from 'vitest';
import {LAYOUT_OPTION_RANGES} from '../../../packages/palito/src/engine/layout/geometry/options';
import {layoutProject} from '../../../packages/palito/src/engine/layout/layout-project';
import {diagramToDrawio, diagramToGraphml, diagramToPrintPage, diagramToSvg, LIGHT_PALETTE, type SvgPalette} from '../../../packages/palito/src/export/index';
import {cssColour} from '../../../packages/palito/src/model/css-colour';
import {createMemoryStorage, createPalitoStore} from '../../../packages/palito/src/store';
import {DEFAULT_GRAPH_STYLE, mergeGraphStyle} from '../../../packages/palito/src/model';
import {countingEngine, loadSample} from '../palito/support/sample';
import {KOREAN_SAMPLE, laidOut} from './support';

/** What an attacker writes where a colour goes: each fetches a URL or adds CSS where it is written. */
const HOSTILE_COLOURS = [
  'url(http://127.0.0.1:9/probe)',
  'url("https://example.invalid/x.svg#a")',
  'red;background-image:url(http://127.0.0.1:9/probe)',
  'red" onload="alert(1)',
  'var(--x, url(http://127.0.0.1:9/probe))',
  'rgb(1 2 3) url(x)',
  'expression(alert(1))',
  'image-set("x.png" 1x)',
  '#12345',
  'rgb(1,2)',
  'hsl(1 2 3 4 5)',
  '',
  '   ',
];
const COLOURS = ['#fff', '#ABCDEF', '#11223344', 'red', 'RebeccaPurple', 'transparent', 'currentColor', 'rgb(29 78 216 / 0.04)', 'rgba(1, 2, 3, .5)', 'hsl(210deg 40% 50%)', 'hsla(210, 40%, 50%, 0.3)', 'oklch(62.8% 0.25 29.2)', 'var(--palito-edge-intra-cbs)'];

const FETCHES = /url\(\s*["']?(?!#)/i;

describe('cssColour', () => {
  it('takes the CSS colour forms, trimmed', () => {
    for (const colour of COLOURS) expect(cssColour(colour), colour).toBe(colour);
    expect(cssColour('  #fff  ')).toBe('#fff');
  });

  it('refuses anything else: URLs, extra declarations, quotes, fallbacks, broken forms, non-strings', () => {
    for (const value of [...HOSTILE_COLOURS, 42, null, undefined, {}, ['red'], 'x'.repeat(200)]) expect(cssColour(value), String(value)).toBeNull();
  });
});

describe('graph style from outside', () => {
  it('mergeGraphStyle keeps the current colour for a value that is not one, and a spacing outside its range is ignored', () => {
    for (const colour of HOSTILE_COLOURS) {
      const style = mergeGraphStyle(DEFAULT_GRAPH_STYLE, {edgeColors: {'intra-cbs': colour, 'inter-zone': '#ff0000'}});
      expect(style.edgeColors['intra-cbs'], colour).toBe(DEFAULT_GRAPH_STYLE.edgeColors['intra-cbs']);
      expect(style.edgeColors['inter-zone']).toBe('#ff0000');
    }
    const {min, max} = LAYOUT_OPTION_RANGES.spacing;
    for (const spacing of [1e308, Infinity, NaN, -5, 0, min - 1, max + 1, Number.MAX_VALUE]) {
      expect(mergeGraphStyle(DEFAULT_GRAPH_STYLE, {spacing}).spacing, String(spacing)).toBe(DEFAULT_GRAPH_STYLE.spacing);
    }
    expect(mergeGraphStyle(DEFAULT_GRAPH_STYLE, {spacing: min}).spacing).toBe(min);
    expect(mergeGraphStyle(DEFAULT_GRAPH_STYLE, {spacing: max}).spacing).toBe(max);
    // Not even an object: ignored as a whole.
    expect(mergeGraphStyle(DEFAULT_GRAPH_STYLE, 'red' as never)).toEqual(DEFAULT_GRAPH_STYLE);
    expect(mergeGraphStyle(DEFAULT_GRAPH_STYLE, {edgeColors: 'red'} as never)).toEqual(DEFAULT_GRAPH_STYLE);
  });

  it('the store takes neither through its props (initial style) nor setGraphStyle, and lays out with finite positions', async () => {
    const store = createPalitoStore({
      engine: countingEngine(),
      storage: createMemoryStorage(),
      graphStyle: {spacing: 1e308, edgeColors: {'inter-cbs': 'url(http://127.0.0.1:9/probe)'}},
    });
    expect(store.getState().graphStyle).toEqual(DEFAULT_GRAPH_STYLE);
    const {project} = await loadSample();
    await store.getState().load(project);
    await store.getState().setGraphStyle({spacing: 1e308, edgeColors: {'inter-zone': 'red;background:url(x)'}});
    const {graphStyle, layout} = store.getState();
    expect(graphStyle).toEqual(DEFAULT_GRAPH_STYLE);
    for (const box of [...layout!.nodes, ...layout!.groups]) expect(Number.isFinite(box.x + box.y + box.width + box.height)).toBe(true);
  });
});

describe('the engine', () => {
  it('ignores a spacing or box size outside its range, so every position is finite', async () => {
    const {project} = await loadSample();
    const layout = await layoutProject(project, {layout: {spacing: 1e308, nodeWidth: Infinity, nodeHeight: -1}});
    const reference = await layoutProject(project);
    expect(layout.bounds).toEqual(reference.bounds);
  });
});

/** A palette whose every part is `colour`. */
function paletteOf(colour: string): SvgPalette {
  return {
    ...Object.fromEntries(Object.keys(LIGHT_PALETTE).map((key) => [key, colour])),
    edges: {'intra-cbs': colour, 'inter-cbs': colour, 'inter-zone': colour},
    status: {normal: colour, warning: colour, error: colour, offline: colour},
  } as SvgPalette;
}

describe('the exporters (palito/export, in Node)', () => {
  it('write the light palette where a palette colour is not one: no URL, no extra CSS in the SVG, draw.io, GraphML or print page', async () => {
    const laid = await laidOut(KOREAN_SAMPLE);
    for (const colour of HOSTILE_COLOURS.filter((c) => c.trim() !== '')) {
      const palette = paletteOf(colour);
      const svg = diagramToSvg({...laid, palette});
      expect(svg, colour).not.toMatch(FETCHES);
      expect(svg).not.toContain('probe');
      expect(svg).toContain(`fill="${LIGHT_PALETTE.background}"`);
      const page = diagramToPrintPage({svg, title: 't', view: 'v', date: new Date(0), palette});
      expect(page, colour).not.toMatch(FETCHES);
      expect(page).not.toContain('background-image');
      expect(page).toContain(`style="background:${LIGHT_PALETTE.status.error}"`);
      for (const file of [diagramToDrawio({...laid, palette}), diagramToGraphml({...laid, palette})]) {
        expect(file, colour).not.toMatch(FETCHES);
        expect(file).not.toContain('probe');
      }
    }
  });

  it('keep a palette of valid colours as given', async () => {
    const laid = await laidOut(KOREAN_SAMPLE);
    const svg = diagramToSvg({...laid, palette: {...LIGHT_PALETTE, background: 'rgb(1 2 3)'}});
    expect(svg).toContain('fill="rgb(1 2 3)"');
  });

  it('refuse a layout with a number that is not finite, naming it, rather than write NaN or Infinity', async () => {
    const laid = await laidOut(KOREAN_SAMPLE);
    const cases: Array<[string, (layout: typeof laid.layout) => void, RegExp]> = [
      ['NaN x', (l) => (l.nodes[2].x = NaN), /layout\.nodes\[2\]\.x is NaN/],
      ['Infinity bounds', (l) => (l.bounds.width = Infinity), /layout\.bounds\.width is Infinity/],
      ['huge group', (l) => (l.groups[0].y = 1e308), /layout\.groups\[0\]\.y is 1e\+308/],
      ['route point', (l) => (l.edges.find((e) => e.points)!.points![0].y = -Infinity), /points\[0\]\.y is -Infinity/],
    ];
    for (const [name, damage, message] of cases) {
      const layout = structuredClone(laid.layout);
      damage(layout);
      for (const write of [diagramToSvg, diagramToDrawio, diagramToGraphml]) {
        expect(() => write({project: laid.project, layout}), `${name}: ${write.name}`).toThrow(message);
      }
    }
  });

  it('write only finite numbers for any layout the engine makes, whatever spacing it was asked for', async () => {
    const {project} = await loadSample();
    const layout = await layoutProject(project, {layout: {spacing: 1e308}});
    for (const text of [diagramToSvg({project, layout}), diagramToDrawio({project, layout}), diagramToGraphml({project, layout})]) {
      expect(text).not.toMatch(/NaN|Infinity/);
    }
    expect(diagramToSvg({project, layout})).toMatch(/viewBox="-?\d+ -?\d+ \d+ \d+"/);
  });
});
