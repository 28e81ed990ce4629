// `palito/export`: the diagram as a standalone SVG document, without React or a DOM (Node, servers,
// scripts). Give it a Project and a TopologyLayout from `palito/engine`; in the browser,
// usePalito().toSvg() / toPng() draw the diagram on screen with the same renderer.

export {diagramToSvg, LIGHT_PALETTE} from '../react/export/diagram-svg';
export type {DiagramSvgInput, SvgPalette} from '../react/export/diagram-svg';
