// One editor: its store, its API, and the <Palito> drawing it. <PalitoProvider> creates one for
// everything under it; a <Palito> without a provider creates its own. Either way the <Palito>
// attaches itself: its callbacks receive the store's events, its canvas serves the API's fitView
// and export, and its locale names the versions saved without a name. No React here.

import {browserStorage, createPalitoStore, type PalitoEvents, type PalitoStoreApi} from '../../store';
import {type GraphStyleInput, type ViewKind} from '../../model';
import {createPalitoApi, type PalitoApi, type PalitoScreen} from '../../api';

/** What the attached <Palito> lends the store and the API. */
export interface PalitoHost {
  events: PalitoEvents;
  screen: PalitoScreen;
  versionName(n: number): string;
}

export interface PalitoInstance {
  readonly store: PalitoStoreApi;
  readonly api: PalitoApi;
  /** Made by a <PalitoProvider> (shared with the <Palito> inside it) rather than by a <Palito> for itself. */
  readonly fromProvider: boolean;
  /** Connects the <Palito> that draws this editor; returns the disconnect. Throws while another one is connected. */
  attach(host: PalitoHost): () => void;
}

export interface PalitoInstanceOptions {
  fromProvider: boolean;
  /** The first view, style and storage key, when the <Palito> creating it knows them. */
  storageKey?: string;
  view?: ViewKind;
  graphStyle?: GraphStyleInput;
}

export const SECOND_PALITO_ERROR =
  'Palito: a second <Palito> inside one <PalitoProvider>. A provider holds one editor: give each <Palito> a <PalitoProvider> of its own.';

export function createPalitoInstance(options: PalitoInstanceOptions): PalitoInstance {
  let host: PalitoHost | null = null;
  // Read at the time they fire, so they always reach the <Palito> attached now (or nobody).
  const events: PalitoEvents = {
    onProgress: (progress) => host?.events.onProgress?.(progress),
    onLayout: (info) => host?.events.onLayout?.(info),
    onProblems: (problems) => host?.events.onProblems?.(problems),
    onSelectionChange: (nodes) => host?.events.onSelectionChange?.(nodes),
  };
  const store = createPalitoStore({
    // The engine (a worker) belongs to the <Palito>: loads asked for before it mounts wait for it.
    awaitEngine: true,
    storage: browserStorage(),
    storageKey: options.storageKey,
    view: options.view,
    graphStyle: options.graphStyle,
    events,
    versionName: (n) => (host ? host.versionName(n) : `Version ${n}`),
  });
  const screen: PalitoScreen = {
    themeRoot: () => host?.screen.themeRoot() ?? null,
    fitView: () => host?.screen.fitView?.(),
    locale: () => host?.screen.locale?.() ?? 'ko',
  };
  return {
    store,
    api: createPalitoApi(store, screen),
    fromProvider: options.fromProvider,
    attach(next) {
      if (host && host !== next) throw new Error(SECOND_PALITO_ERROR);
      host = next;
      return () => {
        if (host === next) host = null;
      };
    },
  };
}
