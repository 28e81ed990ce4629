export {diagramToSvg, LIGHT_PALETTE} from './diagram-svg';
export type {DiagramSvgInput, SvgPalette} from './diagram-svg';
export {paletteFromTheme} from './palette-from-theme';
export {svgToPng} from './to-png';
