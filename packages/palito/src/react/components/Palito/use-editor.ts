// The editor behind a <Palito>: its provider's when there is one, otherwise one of its own; and
// keeping it in step with the props: the engine, the events, the style, the view, the storage key
// and the data, then onInit once everything is in place.

import {useContext, useEffect, useRef, useState, type RefObject} from 'react';
import type {EdgeKind, EdgeType, PalitoInput, ViewKind} from '../../../model';
import {createEngine, type EngineSettings} from '../../../engine-client';
import {resolveLocale, t} from '../../../i18n';
import {PalitoInstanceContext} from '../../hooks/instance-context';
import {createPalitoInstance, type PalitoInstance} from '../../hooks/palito-instance';
import type {PalitoProps} from './props';

/** What the canvas lends the editor's API. */
export interface EditorScreen {
  root: RefObject<HTMLElement | null>;
  fitView(): void;
}

export function useEditor(props: PalitoProps): PalitoInstance {
  // A provider's editor is shared with this Palito; an editor made by another Palito around this
  // one is not (each Palito without a provider has its own, made with its first props).
  const outer = useContext(PalitoInstanceContext);
  const [own] = useState<PalitoInstance | null>(() =>
    outer?.fromProvider
      ? null
      : createPalitoInstance({
          fromProvider: false,
          storageKey: props.storageKey,
          view: props.view ?? props.defaultView,
          graphStyle: {direction: props.direction, spacing: props.spacing, edgeType: props.edgeType as EdgeType | undefined, edgeColors: props.edgeColors},
        }),
  );
  return own ?? outer!;
}

/**
 * Keeps the editor in step with this Palito's props. The effects run in this order: the engine,
 * the events and screen, the first view, the style, view and storage key, the data, onInit.
 */
export function useEditorInSync(
  instance: PalitoInstance,
  props: PalitoProps,
  latest: RefObject<PalitoProps>,
  screen: EditorScreen,
): void {
  const {store, api} = instance;
  const {data, fileName, project, view, defaultView, direction, spacing, edgeType, edgeColors, storageKey} = props;
  useEngine(store, latest);
  useAttachedEditor(instance, latest, screen);
  useFirstView(instance, view === undefined ? defaultView : undefined);
  useGraphStyleProps(store, {direction, spacing, edgeType, edgeColors});
  useEffect(() => {
    if (view === 'all' || view === 'zone') store.getState().setView(view as ViewKind).catch(() => undefined);
  }, [store, view]);
  useEffect(() => {
    store.getState().setStorageKey(storageKey ?? '');
  }, [store, storageKey]);
  // After the style, view and storage key above, so a provider's editor loads with this Palito's props.
  useEffect(() => {
    if (project) void store.getState().load(project);
    else if (data !== undefined && data !== null) void store.getState().load(data as PalitoInput, {fileName});
  }, [store, data, project, fileName]);
  useOnInit(api, latest);
}

type Store = PalitoInstance['store'];

/** The engine (a worker) lives as long as the component; it is created in the browser only. */
function useEngine(store: Store, latest: RefObject<PalitoProps>): void {
  useEffect(() => {
    const engine = createEngine((): EngineSettings => ({endpoint: latest.current.endpoint, apiKey: latest.current.apiKey}));
    store.getState().setEngine(engine);
    // Start the worker and compile ELK now, so the first layout the user asks for is fast.
    engine.warm({large: latest.current.warmUp === 'large'}).catch(() => undefined);
    return () => {
      store.getState().dispose();
      // A provider's state outlives this Palito: its next loads wait for the next Palito's engine.
      store.getState().setEngine(null);
      engine.dispose();
    };
  }, [store, latest]);
}

/** This Palito draws the editor: it hears its events, and lends its canvas and locale. */
function useAttachedEditor(instance: PalitoInstance, latest: RefObject<PalitoProps>, {root, fitView}: EditorScreen): void {
  useEffect(
    () =>
      instance.attach({
        events: {
          onProgress: (progress) => latest.current.onProgress?.(progress),
          onLayout: (info) => latest.current.onLayout?.(info),
          onProblems: (problems) => latest.current.onProblems?.(problems),
          onSelectionChange: (nodes) => latest.current.onSelectionChange?.(nodes),
        },
        screen: {
          themeRoot: () => root.current?.closest('.palito-theme') ?? null,
          fitView,
          locale: () => resolveLocale(latest.current.locale),
        },
        versionName: (n) => t(resolveLocale(latest.current.locale), 'versions.defaultName', {n}),
      }),
    [instance, latest, root, fitView],
  );
}

/**
 * A provider's editor was made before these props were known: the first view comes from them
 * (`first`: defaultView, when no `view` is given), unless a project is already shown. Only when this
 * Palito mounts: it is the first view, not a controlled one. (An editor of its own was made with them.)
 */
function useFirstView(instance: PalitoInstance, first: ViewKind | undefined): void {
  const firstView = useRef(first);
  const {store} = instance;
  useEffect(() => {
    const wanted = firstView.current;
    if (!instance.fromProvider || !wanted || store.getState().project) return;
    store.getState().setView(wanted).catch(() => undefined);
  }, [instance, store]);
}

/** The graph style's props; the line colours compared by value, as a new object each render is common. */
function useGraphStyleProps(store: Store, {direction, spacing, edgeType, edgeColors}: Pick<PalitoProps, 'direction' | 'spacing' | 'edgeType' | 'edgeColors'>): void {
  const colorsKey = JSON.stringify(edgeColors ?? {});
  useEffect(() => {
    void store.getState().setGraphStyle({
      direction,
      spacing,
      edgeType: edgeType as EdgeType | undefined,
      edgeColors: JSON.parse(colorsKey) as Partial<Record<EdgeKind, string>>,
    });
  }, [store, direction, spacing, edgeType, colorsKey]);
}

/** onInit, once, when everything above is in place (a ref, so development's double effects call it once too). */
function useOnInit(api: PalitoInstance['api'], latest: RefObject<PalitoProps>): void {
  const initialised = useRef(false);
  useEffect(() => {
    if (initialised.current) return;
    initialised.current = true;
    latest.current.onInit?.(api);
  }, [api, latest]);
}
