// The exporters' documented surface: `palito/export` (../entries/export.ts) publishes exactly
// this, and the export folder's face to the rest of the package (./index.ts) holds it and more.

export {diagramToSvg, LIGHT_PALETTE} from './diagram-svg';
export type {DiagramSvgInput, SvgPalette} from './diagram-svg';
export type {ChangePalette, HighlightPalette} from './palette';
export type {HighlightMarks} from './highlight-shapes';
export type {DiagramChanges} from './svg-changes';
export {diagramToDrawio} from './drawio';
export {diagramToGraphml} from './graphml';
export type {DiagramFileInput} from './diagram-fields';
export {diagramToPrintPage, PAPER_SIZES} from './print-page';
export type {PaperSize, PrintPageInput} from './print-page';
