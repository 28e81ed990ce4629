export {diagramToSvg, LIGHT_PALETTE} from './diagram-svg';
export type {DiagramSvgInput, SvgPalette} from './diagram-svg';
export {diagramToDrawio} from './drawio';
export {diagramToGraphml} from './graphml';
export type {DiagramFileInput} from './diagram-fields';
export {paletteFromTheme} from './palette-from-theme';
export {svgToPng} from './to-png';
export {diagramToPrintPage, PAPER_SIZES} from './print-page';
export type {PaperSize, PrintPageInput} from './print-page';
