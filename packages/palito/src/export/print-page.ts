/**
 * Writes the diagram as a page to print (or save as PDF from the print dialog): one landscape A4
 * or A3 sheet with the project's name, the file, the view and the date on top, the diagram scaled
 * to fit the rest of the sheet whatever its size, and a legend of the line kinds and statuses in
 * the colours the diagram uses.
 *
 * Pure string building, like diagram-svg.ts whose SVG it wraps: it runs in Node (tests) and in the
 * browser (usePalito().print() and toPrintPage()). The page has no script: the browser's print
 * dialog does the rest, and the page's own @page rule sets the paper.
 */
import {EDGE_KINDS, type EdgeKind, type NodeStatus} from '../model';
import {NODE_STATUSES} from '../engine';
import {EDGE_DASHES} from './edge-style';
import {t, type Locale} from '../i18n';
import {checkedPalette, type SvgPalette} from './palette';
import {xmlAttribute as attr, xmlText as text} from './svg-text';

export type PaperSize = 'A4' | 'A3';
export const PAPER_SIZES: readonly PaperSize[] = ['A4', 'A3'];

/** Landscape sheet sizes in millimetres. */
const SHEETS: Record<PaperSize, {width: number; height: number}> = {
  A4: {width: 297, height: 210},
  A3: {width: 420, height: 297},
};
const MARGIN_MM = 10;

export interface PrintPageInput {
  /** The diagram, as diagramToSvg writes it (its viewBox lets it scale to the sheet). */
  svg: string;
  /** The project's name, the page's heading. */
  title: string;
  /** The file the project came from, when known. */
  fileName?: string;
  /** The view the diagram shows, in words ("All View", "Zone View · DMZ"). */
  view: string;
  /** When it is printed; written as the locale writes a date. */
  date: Date;
  paper?: PaperSize;
  palette?: SvgPalette;
  locale?: Locale;
}

function legendLine(kind: EdgeKind, colour: string, locale: Locale): string {
  const dash = EDGE_DASHES[kind];
  return (
    `<li><svg width="28" height="8" aria-hidden="true"><line x1="1" y1="4" x2="27" y2="4" stroke="${attr(colour)}" stroke-width="2"` +
    `${dash ? ` stroke-dasharray="${attr(dash)}"` : ''}${kind === 'inter-zone' ? ' stroke-linecap="round"' : ''}/></svg>${text(t(locale, `edge.${kind}`))}</li>`
  );
}

function legendStatus(status: NodeStatus, colour: string, locale: Locale): string {
  return `<li><span class="swatch" style="background:${attr(colour)}"></span>${text(t(locale, `status.${status}`))}</li>`;
}

export function diagramToPrintPage(input: PrintPageInput): string {
  const locale = input.locale ?? 'ko';
  const paper = input.paper ?? 'A4';
  const sheet = SHEETS[paper];
  const palette = checkedPalette(input.palette);
  const date = new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', {dateStyle: 'long', timeStyle: 'short'}).format(input.date);
  const facts = [
    input.fileName ? `${t(locale, 'print.file')}: ${input.fileName}` : null,
    `${t(locale, 'print.view')}: ${input.view}`,
    `${t(locale, 'print.printed')}: ${date}`,
  ].filter((fact): fact is string => fact !== null);
  // The sheet's inner height is fixed, so the diagram's box can take what the heading and the
  // legend leave and the SVG (width and height 100%, its viewBox kept) fits inside it.
  const innerHeight = sheet.height - 2 * MARGIN_MM;
  const style = [
    `@page { size: ${paper} landscape; margin: ${MARGIN_MM}mm; }`,
    '* { box-sizing: border-box; }',
    'html, body { margin: 0; padding: 0; background: #fff; color: #111827; font-family: system-ui, sans-serif; }',
    `.sheet { display: flex; flex-direction: column; height: ${innerHeight}mm; overflow: hidden; print-color-adjust: exact; -webkit-print-color-adjust: exact; }`,
    'header { flex: none; display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 6mm; border-bottom: 0.3mm solid #94a3b8; padding-bottom: 2mm; }',
    'h1 { font-size: 14pt; margin: 0; }',
    'header p { margin: 0; font-size: 9pt; color: #4b5563; }',
    '.diagram { flex: 1; min-height: 0; padding: 2mm 0; }',
    '.diagram > svg { display: block; width: 100%; height: 100%; }',
    'footer { flex: none; display: flex; flex-wrap: wrap; gap: 1mm 8mm; font-size: 8pt; border-top: 0.3mm solid #94a3b8; padding-top: 2mm; }',
    'footer h2 { font-size: 8pt; margin: 0 2mm 0 0; }',
    'footer ul { display: flex; flex-wrap: wrap; gap: 1mm 4mm; list-style: none; margin: 0; padding: 0; align-items: center; }',
    'footer li { display: flex; align-items: center; gap: 1.5mm; }',
    '.swatch { display: inline-block; width: 3mm; height: 3mm; border-radius: 0.5mm; }',
  ].join('\n');
  // The SVG's own width and height would fix its size; the box sizes it instead.
  const svg = input.svg.replace(/^<svg([^>]*?) width="[^"]*" height="[^"]*"/, '<svg$1');
  return [
    '<!DOCTYPE html>',
    `<html lang="${attr(locale)}" data-paper="${paper}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${text(`${input.title} · ${input.view}`)}</title>`,
    `<style>\n${style}\n</style>`,
    '</head>',
    '<body>',
    '<div class="sheet">',
    `<header><h1>${text(input.title)}</h1>${facts.map((fact) => `<p>${text(fact)}</p>`).join('')}</header>`,
    `<div class="diagram">${svg}</div>`,
    '<footer>',
    `<h2>${text(t(locale, 'print.legend'))}</h2>`,
    `<ul aria-label="${attr(t(locale, 'print.lines'))}">${EDGE_KINDS.map((kind) => legendLine(kind, palette.edges[kind], locale)).join('')}</ul>`,
    `<ul aria-label="${attr(t(locale, 'print.statuses'))}">${NODE_STATUSES.map((status) => legendStatus(status, palette.status[status], locale)).join('')}</ul>`,
    '</footer>',
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}
