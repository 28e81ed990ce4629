// The editor without a screen: the same store, engine and export functions as <Palito> and
// usePalito() (api/screen-exports.ts), run in this thread. So `palito render` writes the files
// the editor's exportAs writes for the same inventory and view, and `diff --render` draws an
// update over the previous layout exactly as the editor's updateInventory does.

import {createPalitoApi, type PalitoApi, type PalitoScreen} from '../api';
import type {Progress, Project} from '../engine';
import {createLocalEngine} from '../engine-client';
import type {Locale} from '../i18n';
import {createPalitoStore, type PalitoStoreApi} from '../store';
import {svgToPngBytes} from './png';
import {type Theme, themePalette} from './theme-palette';

export interface EditorOptions {
  locale: Locale;
  theme: Theme;
  direction?: 'RIGHT' | 'DOWN';
  onProgress?: (progress: Progress) => void;
}

export interface Editor {
  store: PalitoStoreApi;
  api: PalitoApi;
  /** Set once a PNG was drawn with Korean text and no Korean font. */
  missingKoreanFont: boolean;
}

export function createEditor({locale, theme, direction, onProgress}: EditorOptions): Editor {
  const store = createPalitoStore({engine: createLocalEngine(), graphStyle: direction ? {direction} : undefined, events: {onProgress}});
  const editor: Editor = {store, api: undefined as unknown as PalitoApi, missingKoreanFont: false};
  const screen: PalitoScreen = {
    themeRoot: () => null,
    locale: () => locale,
    palette: (edgeColors) => themePalette(theme, edgeColors),
    async toPng(svg) {
      const {png, missingKoreanFont} = await svgToPngBytes(svg);
      editor.missingKoreanFont ||= missingKoreanFont;
      return png;
    },
  };
  editor.api = createPalitoApi(store, screen);
  return editor;
}

/** The zone `wanted` names: by id, else by name, else by name in any case; null when none does. */
export function findZone(project: Project, wanted: string): Project['zones'][number] | null {
  const lower = wanted.toLowerCase();
  return (
    project.zones.find((zone) => zone.id === wanted) ??
    project.zones.find((zone) => zone.name === wanted) ??
    project.zones.find((zone) => zone.name.toLowerCase() === lower) ??
    null
  );
}

/** An export's content as bytes (exportAs gives Blobs). */
export async function bytesOf(blob: Blob | null): Promise<Uint8Array | null> {
  return blob && new Uint8Array(await blob.arrayBuffer());
}
