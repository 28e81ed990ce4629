// What usePalito()'s exports draw and write: the view on screen as the exporters take it (the
// canvas's positions and routes, the theme's colours, the UI language), then an SVG, a print page
// or a file of each format exportAs writes, with the highlight and the Changes view as the canvas shows them.

import {layoutAsDrawn, type PalitoStoreApi, projectFileText, selectOverlayMarks, selectCurrentProject, selectInventoryChanges, selectMoved, selectShownChanges, toProjectFile} from '../store';
import {changeReportCsv, changeReportMarkdown, type DiagramChanges, type DiagramFileInput, diagramToDrawio, diagramToGraphml, diagramToPrintPage, diagramToSvg, type PaperSize, type SvgPalette} from '../export';
import {paletteFromTheme} from './palette-from-theme';
import {withPngText} from './png-text';
import {svgToPng} from './to-png';
import {PROJECT_FILE_MIME} from '../project-file';
import {type Locale, viewName} from '../i18n';
import type {EdgeKind} from '../model';

/** The formats `exportAs` writes. */
export type ExportFormat = 'svg' | 'png' | 'drawio' | 'graphml' | 'project' | 'changes-csv' | 'changes-md';

export const MIME_TYPES: Record<ExportFormat, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  drawio: 'application/vnd.jgraph.mxfile',
  graphml: 'application/graphml+xml',
  project: PROJECT_FILE_MIME,
  'changes-csv': 'text/csv;charset=utf-8',
  'changes-md': 'text/markdown;charset=utf-8',
};

/** What the API needs of the screen (export, the viewport); the React layer supplies it. */
export interface PalitoScreen {
  /** The element carrying Palito's theme tokens (`.palito-theme`); null when not mounted. */
  themeRoot(): Element | null;
  /** Fits the diagram into the canvas (the F key); absent, or a no-op, while no canvas is mounted. */
  fitView?(): void;
  /** The UI language, for the words the export writes (a bundle's label); absent: Korean, the default. */
  locale?(): Locale;
  /** The colours where no theme root is on screen to read them from (the command line's --theme); absent there: the light palette. */
  palette?(edgeColors: Record<EdgeKind, string>): SvgPalette | undefined;
  /** Draws the SVG as PNG bytes where there is no browser canvas (the command line); absent: svgToPng, in the browser. */
  toPng?(svg: string): Promise<Uint8Array>;
}

/**
 * The view on screen as the exports draw it: positions as on the canvas, the lines' routes, the
 * theme's colours, the Changes view when it is on. Read from the store as it is, not through
 * getCurrentProjectData's copies: the exporters only read what they are given, and copying a
 * project and a layout of 20,000 assets cost a large part of an export.
 */
function drawing(store: PalitoStoreApi, screen: PalitoScreen): DiagramFileInput | null {
  const current = store.getState();
  const project = selectCurrentProject(current);
  if (!project || !current.layout) return null;
  const moved = selectMoved(current);
  const {edgeColors, edgeType} = current.graphStyle;
  const root = screen.themeRoot();
  const palette = root ? paletteFromTheme(root, edgeColors) : screen.palette?.(edgeColors);
  // The lines as the canvas has them: ELK's routes where toFlow keeps them (no end moved on its own).
  const layout = layoutAsDrawn(current.layout, moved);
  return {project, layout, hidden: new Set(current.hidden), palette, edgeType, locale: screen.locale?.(), changes: changesOnScreen(current), highlight: highlightOnScreen(current)};
}

/** A find, trace, failure analysis or filter on screen: the picture and the print page show it (draw.io and GraphML files hold the diagram only). */
function highlightOnScreen(state: ReturnType<PalitoStoreApi['getState']>) {
  return selectOverlayMarks(state) ?? undefined;
}

/** The Changes view while it is on: the files show what the canvas shows. */
function changesOnScreen(state: ReturnType<PalitoStoreApi['getState']>): DiagramChanges | undefined {
  const changes = selectShownChanges(state);
  return changes ? {assets: changes.assets, ghosts: changes.ghosts, addedEdges: changes.addedEdges, removedLinks: changes.diff.links.removed} : undefined;
}

/** The view on screen as an SVG; `title` names it (by default, the project's name). Null before a diagram is drawn. */
export function svgOnScreen(store: PalitoStoreApi, screen: PalitoScreen, title?: (input: DiagramFileInput) => string): string | null {
  const input = drawing(store, screen);
  return input && diagramToSvg({...input, title: title ? title(input) : input.project.name});
}

/** A picture file names its view after the project: "sample · Zone View · DMZ". */
const fileTitle = (input: DiagramFileInput) => `${input.project.name} · ${viewName(input.project, input.layout, input.locale ?? 'ko')}`;

/** The view on screen as a print page (print-page.ts). Null before a diagram is drawn. */
export function printPageOnScreen(store: PalitoStoreApi, screen: PalitoScreen, paper?: PaperSize): string | null {
  const input = drawing(store, screen);
  if (!input) return null;
  const locale = input.locale ?? 'ko';
  const view = viewName(input.project, input.layout, locale);
  return diagramToPrintPage({svg: diagramToSvg({...input, title: input.project.name}), title: input.project.name, view, date: new Date(), paper, palette: input.palette, locale});
}

/** The file exportAs gives for `format`, as text or (PNG) a Blob; null before a diagram is drawn. */
export async function exportedFile(store: PalitoStoreApi, screen: PalitoScreen, format: ExportFormat): Promise<string | Blob | null> {
  switch (format) {
    case 'svg':
      return svgOnScreen(store, screen, fileTitle);
    case 'png':
      return pngFile(store, screen);
    case 'drawio':
    case 'graphml': {
      const input = drawing(store, screen);
      if (!input) return null;
      return format === 'drawio' ? diagramToDrawio(input) : diagramToGraphml(input);
    }
    case 'project': {
      const state = store.getState();
      const file = state.layout ? toProjectFile(state, screen.locale?.() ?? 'ko') : null;
      return file && projectFileText(file);
    }
    case 'changes-csv':
    case 'changes-md':
      return changeReport(store, screen, format);
    default:
      throw new RangeError(`exportAs: unknown format "${String(format)}" (use ${Object.keys(MIME_TYPES).join(', ')}).`);
  }
}

/** The last inventory update's change report (whether or not the Changes view is on); null without an update. */
function changeReport(store: PalitoStoreApi, screen: PalitoScreen, format: 'changes-csv' | 'changes-md'): string | null {
  const changes = selectInventoryChanges(store.getState());
  const after = store.getState().project;
  if (!changes || !after) return null;
  const input = {diff: changes.diff, before: changes.previous, after, locale: screen.locale?.() ?? 'ko'};
  return format === 'changes-csv' ? changeReportCsv(input) : changeReportMarkdown(input);
}

async function pngFile(store: PalitoStoreApi, screen: PalitoScreen): Promise<Blob | null> {
  const input = drawing(store, screen);
  const picture = svgOnScreen(store, screen, fileTitle);
  if (!input || picture === null) return null;
  // A PNG holds no text of its own: the view is written in as its Title (iTXt), as the SVG's <title>.
  const png = screen.toPng ? await screen.toPng(picture) : new Uint8Array(await (await svgToPng(picture)).arrayBuffer());
  return new Blob([withPngText(png, 'Title', fileTitle(input), input.locale ?? 'ko')], {type: MIME_TYPES.png});
}
