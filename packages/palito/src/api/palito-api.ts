// The functions usePalito() returns, over a store. Kept here, without React, so tests can call
// them exactly as a component does. Everything returned is a copy: changing it changes nothing.

import {type Highlight, type PalitoStoreApi, selectAllNodes, selectHighlight, selectCurrentProjectData, selectCurrentVersion, selectGraphStyle, selectNodesInCurrentZone, selectSelectedNodeData} from '../store';
import type {PaperSize} from '../export';
import {svgToPng} from './to-png';
import {printInFrame} from './print-in-frame';
import {type ExportFormat, exportedFile, MIME_TYPES, type PalitoScreen, printPageOnScreen, svgOnScreen} from './screen-exports';
import type {ImpactResult, SinglePoint, TraceOptions, TraceResult} from '../engine';
import type {AssetFilter, AssetFilterInput, CurrentProjectData, GraphStyle, LoadResult, UpdateResult, Node, PalitoInput, Project, SelectedNodeData, Version, ZoneInput} from '../model';

/** The functions `usePalito()` returns. Every value they return is a copy: changing it changes nothing. */
export interface PalitoApi {
  /**
   * Loads a new project: an inventory file (CSV or XLSX, as a File, Blob, text or ArrayBuffer;
   * converted off the main thread, or by `endpoint` when Palito has one) or a Project that is
   * already converted. The project is laid out and shown; the previous one's edits are dropped.
   *
   * Resolves with `{ok, problems}`: `ok` is false when errors stopped the conversion (the previous
   * diagram stays on screen) and `problems` lists errors and warnings (code, row, column, params;
   * Palito shows them translated over the canvas). A failure that is not the file's (the network, the
   * remote API, a newer `setProject`) resolves with `ok: false` and an `error`.
   *
   * @param options.fileName names the project (and so its saved versions) when `input` is not a File.
   */
  setProject(input: Project | PalitoInput, options?: {fileName?: string}): Promise<LoadResult>;
  /**
   * Opens a changed inventory (next quarter's file) over the project on screen: what did not change
   * stays where it was, every edit is kept, and the result's `diff` says what changed. One undo step.
   */
  updateInventory(input: Project | PalitoInput, options?: {fileName?: string}): Promise<UpdateResult>;
  /**
   * Lays the view on screen out afresh (what an update left in place, and its empty places, are
   * arranged anew; moves are dropped), as one undo step. Resolves true once it is on screen.
   */
  tidyUp(): Promise<boolean>;
  /** The project as it was loaded, without edits; null before one is loaded. */
  getProjectData(): Project | null;
  /**
   * A snapshot of what is on screen: the project with its edits (zone names and order, statuses,
   * optional properties), the absolute position of every box and asset in the current view, the
   * positions the user moved (per view), hidden assets, the view and current zone, the graph
   * style, the saved versions and the current version's id. Null before a project is loaded.
   */
  getCurrentProjectData(): CurrentProjectData | null;
  /**
   * Renames and/or reorders zones, by id: the listed zones come first in the given order (the
   * others follow in their order), each renamed when it has a non-empty `name`. The diagram is
   * laid out again; the returned Promise resolves when it is on screen.
   *
   * @throws at once (before any change) when no project is loaded, or an id is unknown or repeated.
   */
  setZones(zones: ZoneInput[]): Promise<void>;
  /**
   * The assets of the current zone, edits applied: the zone shown in Zone View, or the one picked
   * in the zone picker in All View. Once a project is loaded there is always a current zone (the
   * first one, until another is chosen). Empty before a project is loaded.
   */
  getNodesInCurrentZone(): Node[];
  /** Every asset of the project, with its edits (status, optional properties); hidden ones included. */
  getAllNodes(): Node[];
  /**
   * The selected asset (the first, when several are selected), its zone and CBS group, and the
   * assets it connects to by analysis step: `intraCbs` (same CBS), `interCbs` (another CBS of the
   * same zone), `interZone` (another zone). Null when no asset is selected.
   */
  getSelectedNodeData(): SelectedNodeData | null;
  /**
   * Selects these assets, by id, in place of the selection (an empty array clears it). The canvas
   * and the Sidebar show it, and `onSelectionChange` is called, as for a click. An asset outside
   * the view on screen (another zone, in Zone View) is selected without being drawn.
   *
   * @throws at once (before any change) when an id is not an asset of the project (zone and CBS
   * ids included), an asset is hidden, or (with ids) no project is loaded.
   */
  selectNodes(ids: string[]): void;
  /**
   * Switches to All View (`'all'`) or Zone View (`'zone'`), and/or makes `zoneId` the current
   * zone, as the toolbar does. Resolves when the new view is on screen (laid out first when it was
   * not yet, or after the load in flight); a newer view asked for meanwhile wins.
   *
   * @throws (the Promise rejects, before any change) on an unknown view, or a zone id the project
   * does not have (or, with a zone id, when no project is loaded).
   */
  setView(view: 'all' | 'zone', zoneId?: string): Promise<void>;
  /**
   * Finds assets as the editor's find box does (palito/engine's `findAssets`: id, name, IP, type and
   * every property value, edits included; Korean initial consonants; one wrong letter in longer
   * words) and highlights them: they are ringed and the rest of the diagram is dimmed. Returns
   * their ids, best first (at most `limit`, 50 by default). An empty query, or no match, clears
   * the highlight and returns `[]`.
   *
   * @throws when no project is loaded.
   */
  find(query: string, options?: {limit?: number}): string[];
  /**
   * Highlights every shortest path (in hops; up to `maxPaths`, 10 by default) between two assets
   * (`tracePath`): the assets and links on them are drawn over, the two ends ringed, the rest
   * dimmed, and the Sidebar lists the hops. Returns `{paths}` (empty when `toId` cannot be
   * reached: then only the two ends are lit). The picture, PNG and print exports show it too.
   *
   * @throws at once (before any change) when no project is loaded or an id is not an asset.
   */
  trace(fromId: string, toId: string, options?: TraceOptions): TraceResult;
  /**
   * "What if these fail?": rings the failed assets and tints, in the failure colour, every asset
   * their failure cuts off (`impactOf`); the Sidebar lists them by zone. Returns `{cutOff}`.
   *
   * @throws at once (before any change) when no project is loaded, the list is empty, or an id is not an asset.
   */
  showImpact(failedIds: string[]): ImpactResult;
  /**
   * Rings the single points of failure (`singlePointsOfFailure`): of the whole topology, or of one
   * zone's assets (what each cuts off is still counted over the whole topology). The Sidebar lists
   * them, largest cut first. Returns them.
   *
   * @throws at once when no project is loaded or the zone id is unknown.
   */
  showSinglePoints(options?: {zoneId?: string}): SinglePoint[];
  /** What is highlighted now (`kind`: `'found'`, `'trace'`, `'impact'` or `'single-points'`, with its results); null when nothing is. */
  getHighlight(): Highlight | null;
  /** Removes the highlight (find, trace, impact, single points of failure). */
  clearHighlight(): void;
  /**
   * Dims the assets that do not pass the filter: `statuses` (any of them), `types` (any of them,
   * as written in the file) and `properties` (by column, any of its values), every field listed
   * applying (edits included: a status set in the editor counts). Empty lists and left-out fields
   * do not filter; `null`, or a filter of nothing, removes it. The filter is saved in the project
   * file and shown in the picture exports; a highlight that dims (find, trace) is shown over it.
   *
   * @throws a TypeError naming the wrong field (changing nothing): an unknown status, a value that
   * is not text, a field of the wrong shape; an Error when no project is loaded.
   */
  setFilter(filter: AssetFilterInput | null): void;
  /** The filter on the diagram (a copy); null when there is none. */
  getFilter(): AssetFilter | null;
  /**
   * Shows the Table view over the diagram (`true`), as the toolbar's Table button does, or the
   * diagram again (`false`): the assets and their links as a sortable table, in step with the
   * selection and the highlight. Whether it is shown: `usePalitoStore((s) => s.tableShown)`.
   */
  showTable(shown: boolean): void;
  /** Fits the whole diagram into the canvas, as the F key does. Does nothing before the canvas is on screen. */
  fitView(): void;
  /**
   * Merges extra properties into an asset's `properties` (values are stored as text). They show
   * in the Sidebar, are returned by the getters and are saved with versions.
   *
   * @throws when no project is loaded or there is no asset with this id.
   */
  setOptionalProperties(nodeId: string, properties: Record<string, string | number | boolean>): void;
  /** How the graph is drawn: `direction`, `spacing`, `edgeType` and `edgeColors` (one per edge kind). */
  getGraphStyle(): GraphStyle;
  /**
   * `setVersion({name})` saves the current state (moved positions, hidden assets, statuses,
   * optional properties, zone names and order) as a new version of this project, in localStorage
   * under Palito's `storageKey`, makes it the current version and returns it. `setVersion(versionId)`
   * restores a saved version (the undo history starts afresh) and returns it; when its zone names or
   * order differ from those on screen, the diagram is laid out again. A version saved without zone
   * changes (or before versions kept them) brings back the zones as loaded.
   *
   * @throws when no project is loaded, (restoring) there is no version with that id, or (saving)
   * the browser's storage refuses the write (full or blocked): then nothing changes.
   */
  setVersion(version: {name: string} | string): Version;
  /** The version last saved or restored; null when there is none (or it was deleted). */
  getCurrentVersion(): Version | null;
  /**
   * Deletes a saved version of this project. Returns false when there was none with this id.
   *
   * @throws when the browser's storage refuses the change (full or blocked): then nothing changes.
   */
  deleteVersion(versionId: string): boolean;
  /**
   * The view on screen as a standalone SVG document: zone and CBS boxes, assets with name, IP and
   * status, and the lines, in the colours on screen (light or dark theme, `edgeColors`). Hidden
   * assets are left out. Null before a diagram is drawn.
   */
  toSvg(): string | null;
  /** The same picture as a PNG image (twice the size, at most 8000 px a side). Null before a diagram is drawn. */
  toPng(): Promise<Blob | null>;
  /**
   * The diagram as a file to download or send: `'svg'` and `'png'` (the picture on screen, in the
   * colour mode on screen), `'drawio'` (draw.io / diagrams.net), `'graphml'` (yEd, Gephi,
   * networkx) or `'project'` (a `.palito.json` project file that `openProject` opens again: the
   * project as converted and every edit, the view, the graph style and the saved versions), or
   * after an inventory update its change report, `'changes-csv'` or `'changes-md'` (a row per
   * change, column names in the UI language; null without an update). The picture and diagram
   * files show the view on screen (All View or one zone's Zone View) and name it, with the Changes
   * view when it is on; the project file names the view it was saved in. Null before a diagram is drawn.
   *
   * @throws (the Promise rejects) on an unknown format.
   */
  exportAs(format: ExportFormat): Promise<Blob | null>;
  /**
   * Opens a project file written by `exportAs('project')` (or a `getCurrentProjectData()` result
   * saved as JSON before there was a project file, migrated): the editor comes back as it was
   * saved: the project, moved positions, hidden assets, statuses, optional properties, zone names
   * and order, graph style, view and current zone, and the saved versions (added to those this
   * browser keeps for the project). Resolves like `setProject`: `{ok: true, problems: []}` once
   * the view is on screen.
   *
   * A file that cannot be opened resolves with `ok: false` and one problem, shown over the canvas:
   * `project-file-damaged` (not complete JSON, or a field missing or wrong: `params.field` names
   * it), `project-file-foreign` (not a project file) or `project-file-newer` (written by a newer
   * Palito: `params.version`, `params.supported`). The diagram on screen and its edits stay.
   */
  openProject(file: File | Blob | string): Promise<LoadResult>;
  /**
   * The view on screen as a page to print: one landscape A4 (default) or A3 sheet with the
   * project's name (its file's), the view and the date on top, the diagram scaled to fit, and a
   * legend of the line kinds and statuses in the diagram's colours. An HTML document with an
   * `@page` rule and no script. Null before a diagram is drawn.
   */
  toPrintPage(options?: {paper?: PaperSize}): string | null;
  /**
   * Opens the browser's print dialog on `toPrintPage()`'s page (from a frame of its own, so
   * nothing else of the application is printed); choosing "Save as PDF" there makes a PDF.
   * Resolves with false, printing nothing, before a diagram is drawn.
   */
  print(options?: {paper?: PaperSize}): Promise<boolean>;
}

export type {ExportFormat, PalitoScreen} from './screen-exports';

const copy = <T>(value: T): T => (value === null || value === undefined ? value : structuredClone(value));

export function createPalitoApi(store: PalitoStoreApi, screen: PalitoScreen = {themeRoot: () => null}): PalitoApi {
  const state = () => store.getState();
  const svg = () => svgOnScreen(store, screen);
  const printPage = (paper?: PaperSize) => printPageOnScreen(store, screen, paper);
  const write = (format: ExportFormat) => exportedFile(store, screen, format);
  return {
    setProject: (input, options) => state().load(input, options),
    updateInventory: (input, options) => state().updateInventory(input, options),
    tidyUp: () => state().tidyUp(),
    getProjectData: () => copy(state().project),
    getCurrentProjectData: () => selectCurrentProjectData(state()),
    setZones: (zones) => state().setZones(zones),
    getNodesInCurrentZone: () => copy(selectNodesInCurrentZone(state())),
    getAllNodes: () => copy(selectAllNodes(state())),
    getSelectedNodeData: () => copy(selectSelectedNodeData(state())),
    selectNodes: (ids) => state().selectNodes(ids),
    setView: (view, zoneId) => state().setView(view, zoneId),
    find: (query, options) => state().find(query, options),
    trace: (fromId, toId, options) => copy(state().trace(fromId, toId, options)),
    showImpact: (failedIds) => copy(state().showImpact(failedIds)),
    showSinglePoints: (options) => copy(state().showSinglePoints(options?.zoneId)),
    getHighlight: () => copy(selectHighlight(state())),
    clearHighlight: () => state().clearHighlight(),
    setFilter: (filter) => state().setFilter(filter),
    getFilter: () => copy(state().filter),
    showTable: (shown) => state().showTable(shown),
    fitView: () => screen.fitView?.(),
    setOptionalProperties: (nodeId, properties) => state().setOptionalProperties(nodeId, properties),
    getGraphStyle: () => selectGraphStyle(state()),
    setVersion(version) {
      if (typeof version === 'string') return state().restoreVersion(version);
      if (typeof version === 'object' && version !== null && typeof version.name === 'string') {
        return state().saveVersion(version.name);
      }
      throw new TypeError('setVersion expects {name} to save the current state, or a version id to restore one.');
    },
    getCurrentVersion: () => copy(selectCurrentVersion(state())),
    deleteVersion: (versionId) => state().deleteVersion(versionId),
    toSvg: () => svg(),
    async toPng() {
      const picture = svg();
      return picture === null ? null : svgToPng(picture);
    },
    async exportAs(format) {
      const written = await write(format);
      if (written === null || written instanceof Blob) return written;
      return new Blob([written], {type: MIME_TYPES[format]});
    },
    openProject: (file) => state().openProject(file),
    toPrintPage: (options) => printPage(options?.paper),
    async print(options) {
      const page = printPage(options?.paper);
      if (page === null) return false;
      await printInFrame(page);
      return true;
    },
  };
}
