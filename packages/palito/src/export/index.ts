// The export folder's face: the diagram as files (SVG, draw.io, GraphML, the print page), pure
// string building without React or a DOM, and the drawing rules (line styles, bundle labels) that
// the canvas shares with the files. `palito/export` (../entries/export.ts) publishes part of it.

// The documented surface (./public.ts), then what only the package's other folders use.
export * from './public';

// For the rest of the package
export {bundleAriaLabel, bundleLabel} from './bundle-label';
export {EDGE_DASHES, EDGE_WIDTHS} from './edge-style';
export {edgePath, floatingEnds, polylinePath} from './edge-geometry';
export type {EdgeEnds} from './edge-geometry';
export {addedLinkKeys, assetChangesOf, ghostPlacesOf, linkKey, placeGhosts} from './change-marks';
export type {AssetChange, FieldChange, Ghost} from './change-marks';
export {CHANGE_KINDS, changeLines, fieldLabel, kindsOf} from './change-text';
export {changeReportCsv, changeReportMarkdown, changeReportRows} from './change-report';
export type {ChangeReportInput, ChangeReportRow} from './change-report';
export type {ChangeKind} from './change-text';
export {highlightGeometry, NO_MARKS, RING_GAP} from './highlight-shapes';
export type {HighlightGeometry, HighlightPlaces} from './highlight-shapes';
