// `palito/export`: the diagram as a file, without React or a DOM (Node, servers, scripts): a
// standalone SVG document, a draw.io file, GraphML, or a page to print (one A4/A3 sheet, HTML).
// Give each a Project and a TopologyLayout from `palito/engine`; in the browser,
// usePalito().toSvg() / toPng() draw the diagram on screen with the same renderer. This is the
// export folder's documented surface; its face to the rest of the package (../export/index.ts)
// holds more, for the editor.
export * from '../export/public';
