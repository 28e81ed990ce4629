// The draw.io file's text: the mxfile around one page, then the cells in the order draw.io draws
// them (later siblings over earlier ones).

import type {TopologyLayout} from '../model';
import type {Container} from './drawio-cells';
import {fileColour} from './file-colour';
import {LIGHT_PALETTE, type SvgPalette} from './palette';
import {xmlAttribute as attr} from './svg-text';

/** Up to the page's own cells: the file, its one page named after the view (`view`), its model. */
export function documentHead(layout: TopologyLayout, view: string, palette: SvgPalette): string[] {
  const background = fileColour(palette.background, LIGHT_PALETTE.background).hex;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<mxfile host="palito">',
    `<diagram id="palito-${layout.view === 'zone' ? 'zone' : 'all'}-view" name="${attr(view)}">`,
    `<mxGraphModel grid="1" gridSize="10" guides="1" tooltips="1" connect="1" arrows="1" fold="1" page="0" pageScale="1" background="${background}" math="0" shadow="0">`,
    '<root>',
    '<mxCell id="0"/>',
    '<mxCell id="1" parent="0"/>',
  ];
}

export const DOCUMENT_TAIL: readonly string[] = ['</root>', '</mxGraphModel>', '</diagram>', '</mxfile>'];

/**
 * Writes a container's cells. In a CBS: its bundles, its lines, then its assets (lines under the
 * boxes, as on the canvas). On the page and in a zone: the groups inside (each followed by its own
 * contents), then stubs, then the lines between them, which would otherwise disappear under the
 * groups' fill.
 */
export function writeContainer(out: string[], c: Container): void {
  if (c.kind === 'cbs') {
    out.push(...c.shapes, ...c.lines, ...c.assets);
    return;
  }
  for (const group of c.groups) {
    out.push(group.xml);
    writeContainer(out, group);
  }
  out.push(...c.shapes, ...c.assets, ...c.lines);
}

