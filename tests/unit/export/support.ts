// Inventories laid out by the real engine for the file export tests (draw.io, GraphML): the
// Korean sample, the English sample with extra columns whose names and values a file format must
// not take for its own, and a generated 1,000-asset inventory; in All View and in Zone View.

import fs from 'node:fs';
import path from 'node:path';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {expect} from 'vitest';
import {generateInventoryCsv} from '../../../bench/generate-inventory';
import {generateTopology} from '../../../packages/palito/src/engine/pipeline/generate-topology';
import type {Project} from '../../../packages/palito/src/engine/model/types';
import type {TopologyLayout} from '../../../packages/palito/src/engine/layout/geometry/types';

const SAMPLES = path.resolve(__dirname, '../../../static/samples');
export const KOREAN_SAMPLE = fs.readFileSync(path.join(SAMPLES, 'assets-sample.ko.csv'), 'utf8');
const ENGLISH_SAMPLE = fs.readFileSync(path.join(SAMPLES, 'assets-sample.csv'), 'utf8');

export const MARKUP = '<img src=x onerror=alert(1)>';

/**
 * Extra columns: a Korean one kept as it is, names draw.io or Palito's fields already use, in
 * another case, names no XML attribute may have, and markup as a header and as values.
 */
export const EXTRA_COLUMNS = ['담당자', 'label', 'Label', 'tooltip', 'assetId', 'Rack No', '1st floor', 'xmlns', 'kind', 'x', MARKUP];

const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

/** The English sample with EXTRA_COLUMNS, each asset's values derived from its id; A001's name is markup. */
export function sampleWithExtras(): string {
  const [header, ...rows] = ENGLISH_SAMPLE.trim().split('\n');
  const lines = [header + ',' + EXTRA_COLUMNS.map(quote).join(',')];
  for (const row of rows) {
    const id = row.split(',')[0];
    let cells = row;
    if (id === 'A001') cells = cells.replace('edge-rtr-01', quote(`edge ${MARKUP}`));
    lines.push(cells + ',' + EXTRA_COLUMNS.map((column, i) => quote(i === EXTRA_COLUMNS.length - 1 ? `${MARKUP} ${id}` : `${column}=${id}`)).join(','));
  }
  return lines.join('\n') + '\n';
}

export const THOUSAND = generateInventoryCsv({assets: 1000, seed: 13});

export interface Laid {
  project: Project;
  layout: TopologyLayout;
}

const cache = new Map<string, Promise<Laid>>();

/** The inventory through the real engine, in All View or in the Zone View of its `zone`-th zone. */
export function laidOut(csv: string, view: 'all' | {zone: number} = 'all'): Promise<Laid> {
  const key = `${csv.length}:${csv.slice(0, 200)}:${JSON.stringify(view)}`;
  if (!cache.has(key)) {
    cache.set(
      key,
      (async () => {
        const all = await generateTopology({name: 'inventory.csv', data: csv});
        if (!all.ok) throw new Error(JSON.stringify(all.problems.slice(0, 3)));
        if (view === 'all') return {project: all.project, layout: all.layout};
        const zoneId = all.project.zones[view.zone].id;
        const zone = await generateTopology({name: 'inventory.csv', data: csv}, {view: {view: 'zone', zoneId}});
        if (!zone.ok) throw new Error(JSON.stringify(zone.problems.slice(0, 3)));
        return {project: zone.project, layout: zone.layout};
      })(),
    );
  }
  return cache.get(key)!;
}

/**
 * XML 1.0's Char production: XMLValidator checks the markup, not the characters, so both are
 * checked. With the u flag a lone surrogate is a code point of its own and fails the class.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** Parsed with attributes as plain keys; numeric references decoded, as any XML reader does. */
const parser = new XMLParser({ignoreAttributes: false, attributeNamePrefix: '', htmlEntities: true, parseTagValue: false, parseAttributeValue: false});

export function parseXml(text: string): any {
  expect(XMLValidator.validate(text)).toBe(true);
  expect(NOT_XML_CHAR.exec(text)).toBeNull();
  return parser.parse(text);
}

export const list = (value: unknown): any[] => (value === undefined ? [] : [value].flat());
export const textOf = (node: any): string => (node === undefined ? '' : typeof node === 'object' ? String(node['#text'] ?? '') : String(node));

/** The inventories and views every structural test runs on: the Korean sample and 1,000 assets, All View and a Zone View. */
export const VIEWS: Array<[string, () => Promise<Laid>]> = [
  ['the Korean sample, All View', () => laidOut(KOREAN_SAMPLE)],
  ['the Korean sample, Zone View', () => laidOut(KOREAN_SAMPLE, {zone: 1})],
  ['1,000 assets, All View', () => laidOut(THOUSAND)],
  ['1,000 assets, Zone View', () => laidOut(THOUSAND, {zone: 0})],
];

/** What yEd (Java Swing) would draw as HTML: a text beginning with `<html>`, and its variants. */
export const HTML_LABELS = ['<html><img src=http://127.0.0.1:9/probe>', '<HTML><b>x</b>', '<Html>y', '< html>z'];

/**
 * The English sample with HTML_LABELS as an asset's name, a zone's and a CBS group's name, an
 * extra column's header and its values.
 */
export function sampleWithHtmlLabels(): string {
  const [header, ...rows] = ENGLISH_SAMPLE.trim().split('\n');
  const lines = [`${header},${quote(HTML_LABELS[1])}`];
  for (const row of rows) {
    let cells = row.replace('edge-rtr-01', quote(HTML_LABELS[0])).replace(',Internet DMZ,Edge,', `,${quote(HTML_LABELS[2])},${quote(HTML_LABELS[3])},`);
    cells += `,${quote(`${HTML_LABELS[0]} ${row.split(',')[0]}`)}`;
    lines.push(cells);
  }
  return lines.join('\n') + '\n';
}
