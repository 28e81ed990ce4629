// The editor without a screen: the same store, engine and export functions as <Palito> and
// usePalito() (api/screen-exports.ts), run in this thread. So `palito render` writes the files
// the editor's exportAs writes for the same inventory and view, and `diff --render` draws an
// update over the previous layout exactly as the editor's updateInventory does.

import {type ExportFormat, exportedFile, type PalitoScreen, printPageOnScreen} from '../api';
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
  screen: PalitoScreen;
  /** Set once a PNG was drawn with Korean text and no Korean font. */
  missingKoreanFont: boolean;
}

export function createEditor({locale, theme, direction, onProgress}: EditorOptions): Editor {
  const store = createPalitoStore({engine: createLocalEngine(), graphStyle: direction ? {direction} : undefined, events: {onProgress}});
  const editor: Editor = {
    store,
    missingKoreanFont: false,
    screen: {
      themeRoot: () => null,
      locale: () => locale,
      palette: (edgeColors) => themePalette(theme, edgeColors),
      async toPng(svg) {
        const {png, missingKoreanFont} = await svgToPngBytes(svg);
        editor.missingKoreanFont ||= missingKoreanFont;
        return png;
      },
    },
  };
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

/**
 * The file usePalito().exportAs(format) gives for the view on screen (`'html'`: toPrintPage()'s
 * page), by the same functions, as text or bytes: exportAs only wraps them in a Blob, a copy of
 * tens of megabytes at 20,000 assets that a file on disk does without.
 */
export async function exportFile(editor: Editor, format: ExportFormat | 'html'): Promise<string | Uint8Array | null> {
  if (format === 'html') return printPageOnScreen(editor.store, editor.screen);
  const file = await exportedFile(editor.store, editor.screen, format);
  return file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : file;
}
