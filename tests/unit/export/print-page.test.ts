// The page to print (diagramToPrintPage): parsed as HTML, for the sheet's size, the heading, the
// diagram scaled to the sheet and the legend in the diagram's colours. tests/e2e/demo-print.spec.ts
// prints it to PDF in Chromium.

import {parseDocument, DomUtils} from 'htmlparser2';
import type {Element} from 'domhandler';
import {describe, expect, it} from 'vitest';
import {diagramToSvg, LIGHT_PALETTE} from '../../../packages/palito/src/export/diagram-svg';
import {diagramToPrintPage} from '../../../packages/palito/src/export/print-page';
import {KOREAN_SAMPLE, MARKUP, laidOut} from './support';
import {createMemoryStorage, createPalitoStore} from '../../../packages/palito/src/store';
import {createPalitoApi} from '../../../packages/palito/src/api';
import {countingEngine} from '../palito/support/sample';

const DATE = new Date('2026-11-27T09:30:00Z');

async function page(options: Partial<Parameters<typeof diagramToPrintPage>[0]> = {}) {
  const {project, layout} = await laidOut(KOREAN_SAMPLE);
  const html = diagramToPrintPage({svg: diagramToSvg({project, layout, title: project.name}), title: project.name, view: '전체 보기', date: DATE, ...options});
  const doc = parseDocument(html, {lowerCaseAttributeNames: false});
  const all = (name: string) => DomUtils.getElementsByTagName(name, doc.children, true) as Element[];
  return {html, doc, all, project};
}

describe('diagramToPrintPage', () => {
  it('sets a landscape A4 sheet by default and A3 when asked', async () => {
    const a4 = await page();
    expect(DomUtils.textContent(a4.all('style')[0])).toContain('@page { size: A4 landscape;');
    const a3 = await page({paper: 'A3'});
    expect(DomUtils.textContent(a3.all('style')[0])).toContain('@page { size: A3 landscape;');
    expect(a3.all('html')[0].attribs['data-paper']).toBe('A3');
  });

  it('heads the sheet with the project, the view and the date, in the locale’s words', async () => {
    const ko = await page();
    expect(DomUtils.textContent(ko.all('h1')[0])).toBe(ko.project.name);
    const facts = ko.all('p').map((p) => DomUtils.textContent(p));
    expect(facts).toContain('보기: 전체 보기');
    expect(facts.find((f) => f.startsWith('출력: '))).toMatch(/2026년 11월 27일/);
    expect(ko.all('html')[0].attribs.lang).toBe('ko');

    const en = await page({locale: 'en', view: 'Zone View · DMZ', fileName: 'assets.csv'});
    const enFacts = en.all('p').map((p) => DomUtils.textContent(p));
    expect(enFacts).toEqual(['File: assets.csv', 'View: Zone View · DMZ', expect.stringMatching(/^Printed: 27 November 2026/)]);
  });

  it('lets the diagram scale to the sheet: its viewBox kept, its fixed size dropped', async () => {
    const {all} = await page();
    const svgs = all('svg').filter((svg) => svg.attribs.xmlns === 'http://www.w3.org/2000/svg');
    expect(svgs).toHaveLength(1);
    expect(svgs[0].attribs.viewBox).toMatch(/^-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+$/);
    expect(svgs[0].attribs.width).toBeUndefined();
    expect(svgs[0].attribs.height).toBeUndefined();
  });

  it('has a legend of the three line kinds and the four statuses in the diagram’s colours', async () => {
    const palette = {...LIGHT_PALETTE, edges: {'intra-cbs': '#111111', 'inter-cbs': '#222222', 'inter-zone': '#333333'}};
    const {all} = await page({palette, locale: 'en'});
    const lists = all('ul');
    const lines = lists.find((ul) => ul.attribs['aria-label'] === 'Lines')!;
    expect(DomUtils.getElementsByTagName('li', lines).map((li) => DomUtils.textContent(li))).toEqual(['Same CBS', 'Other CBS, same zone', 'Other zone']);
    expect(DomUtils.getElementsByTagName('line', lines).map((line) => line.attribs.stroke)).toEqual(['#111111', '#222222', '#333333']);
    const statuses = lists.find((ul) => ul.attribs['aria-label'] === 'Status')!;
    expect(DomUtils.getElementsByTagName('li', statuses).map((li) => DomUtils.textContent(li))).toEqual(['Normal', 'Warning', 'Error', 'Offline']);
    expect(DomUtils.getElementsByTagName('span', statuses).map((span) => span.attribs.style)).toEqual(Object.values(LIGHT_PALETTE.status).map((c) => `background:${c}`));
  });

  it('writes a title, file name and view from the user as text', async () => {
    const {all} = await page({title: MARKUP, fileName: MARKUP, view: MARKUP});
    expect(all('img')).toHaveLength(0);
    expect(DomUtils.textContent(all('h1')[0])).toBe(MARKUP);
    expect(DomUtils.textContent(all('title')[0])).toBe(`${MARKUP} · ${MARKUP}`);
  });
});

describe('usePalito().toPrintPage', () => {
  it('is null before a diagram, then the view on screen, titled and dated, on the paper asked for', async () => {
    const store = createPalitoStore({engine: countingEngine(), storage: createMemoryStorage()});
    const api = createPalitoApi(store, {themeRoot: () => null, locale: () => 'en'});
    expect(api.toPrintPage()).toBeNull();
    expect(await api.print()).toBe(false);
    expect((await api.setProject(KOREAN_SAMPLE, {fileName: 'assets.csv'})).ok).toBe(true);

    const parse = (html: string | null) => parseDocument(html!, {lowerCaseAttributeNames: false});
    const all = parse(api.toPrintPage());
    expect(DomUtils.textContent(DomUtils.getElementsByTagName('h1', all.children)[0])).toBe('assets');
    expect(DomUtils.getElementsByTagName('p', all.children).map((p) => DomUtils.textContent(p))).toContain('View: All View');

    const zone = api.getProjectData()!.zones[1];
    await api.setView('zone', zone.id);
    const inZone = parse(api.toPrintPage({paper: 'A3'}));
    expect(DomUtils.getElementsByTagName('html', inZone.children)[0].attribs['data-paper']).toBe('A3');
    expect(DomUtils.getElementsByTagName('p', inZone.children).map((p) => DomUtils.textContent(p))).toContain(`View: Zone View · ${zone.name}`);
    // Only the zone's assets are drawn (asset boxes carry data-type).
    const drawn = DomUtils.getElementsByTagName('svg', inZone.children)[0];
    const boxes = DomUtils.findAll((el) => el.attribs['data-type'] !== undefined, [drawn]).map((el) => el.attribs['data-id']);
    expect(boxes.sort()).toEqual(api.getNodesInCurrentZone().map((n) => n.id).sort());
  });
});
