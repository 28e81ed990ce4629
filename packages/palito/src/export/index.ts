// `palito/export`: the diagram as a file, without React or a DOM (Node, servers, scripts): a
// standalone SVG document, a draw.io file, GraphML, or a page to print (one A4/A3 sheet, HTML). Give each a Project and a TopologyLayout from
// `palito/engine`; in the browser, usePalito().toSvg() / toPng() draw the diagram on screen with
// the same renderer.

export {diagramToSvg, LIGHT_PALETTE} from '../react/export/diagram-svg';
export type {DiagramSvgInput, SvgPalette} from '../react/export/diagram-svg';
export {diagramToDrawio} from '../react/export/drawio';
export {diagramToGraphml} from '../react/export/graphml';
export type {DiagramFileInput} from '../react/export/diagram-fields';
export {diagramToPrintPage, PAPER_SIZES} from '../react/export/print-page';
export type {PaperSize, PrintPageInput} from '../react/export/print-page';
