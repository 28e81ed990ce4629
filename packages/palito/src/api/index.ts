// usePalito()'s functions without React: the store, the exporters and the project file composed,
// and what they need from the browser (the theme's colours, a canvas for PNG, a frame to print).
export {createPalitoApi} from './palito-api';
export type {ExportFormat, PalitoApi, PalitoScreen} from './palito-api';

// For the rest of the package
export {exportedFile, printPageOnScreen} from './screen-exports';
export {paletteFromTheme, paletteFromTokens} from './palette-from-theme';
export {withPngText} from './png-text';
