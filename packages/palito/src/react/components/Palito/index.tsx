import '@xyflow/react/dist/style.css';
import '../../styles/palito.css';

import {ReactFlowProvider} from '@xyflow/react';
import React, {useCallback, useMemo, useRef, useState, type ComponentType, type CSSProperties, type ReactNode} from 'react';
import type {Node as NodeModel, PalitoApi, Problem, Progress, Project} from '../../core';
import {resolveLocale, t, type Locale} from '../../i18n';
import type {PalitoContextValue} from '../../react/context';
import {PalitoContext} from '../../react/context';
import {PalitoInstanceContext} from '../../react/instance-context';
import type {NodeProps} from '../../react/node-props';
import {ContextMenu} from '../ContextMenu';
import {ShortcutHelp} from '../ShortcutHelp';
import {createShortcutHandler} from '../shortcuts/shortcut-handler';
import {Theme} from '../Theme';
import {Announcer, type AnnouncerHandle} from './Announcer';
import {Canvas} from './Canvas';
import {menuItemsOf} from './menu-items';
import {useCommands, type MenuState} from './use-commands';
import {useEditor, useEditorInSync} from './use-editor';
import {useFocusRescue} from './use-focus-rescue';
import styles from './styles.module.css';

const DEFAULT_HEIGHT = 600;

export interface PalitoProps {
  /**
   * The asset inventory: a CSV or Excel (.xlsx) file as a `File`, `Blob`, text or `ArrayBuffer`.
   * Whenever it changes, it is converted and laid out again (off the main thread).
   */
  data?: File | Blob | string | ArrayBuffer;
  /** The file's name when `data` is not a `File` (it names the project, and so its versions). */
  fileName?: string;
  /** A project that is already converted; it is only laid out. Wins over `data` when both are given. */
  project?: Project;
  /** UI language. Default `'ko'`. */
  locale?: 'ko' | 'en';
  /** Light or dark tokens (see `<Theme>`). Default `'light'`. */
  colorMode?: 'light' | 'dark';
  /** The view shown; when it changes, Palito switches to it. The user can still switch (V key, toolbar). */
  view?: 'all' | 'zone';
  /** The view shown first, when `view` is not set. Default `'all'`. */
  defaultView?: 'all' | 'zone';
  /** The flow inside a CBS group: left to right, or top to bottom. Default `'RIGHT'`. */
  direction?: 'RIGHT' | 'DOWN';
  /** The base gap between assets in pixels. Default 24. */
  spacing?: number;
  /** Line shape. Default `'smoothstep'` (right angles, following the layout's routes inside a CBS). */
  edgeType?: 'smoothstep' | 'straight' | 'default';
  /** Line colours per relationship kind; any CSS colour. */
  edgeColors?: Partial<Record<'intra-cbs' | 'inter-cbs' | 'inter-zone', string>>;
  /** Custom asset nodes, keyed by asset type (`server`, `router`, ...) or `default`. They get `<Node>`'s props. */
  nodeTypes?: Record<string, ComponentType<NodeProps>>;
  /** A conversion API: when set, files are converted there (with `apiKey`) and laid out here. */
  endpoint?: string;
  /** The key sent to `endpoint`. */
  apiKey?: string;
  /** The localStorage namespace of saved versions. Default `'palito'`. */
  storageKey?: string;
  /**
   * How much the layout worker prepares before the first file. `'light'` (default): a small
   * inventory, about a second of the worker's time at mount. `'large'`: straight after it, an
   * 800-asset one (two to three more seconds of the worker and its ELK helpers), after which the
   * first file of thousands of assets lays out in about two-thirds of the time. A file given
   * meanwhile stops it. Read at mount.
   */
  warmUp?: 'light' | 'large';
  /** Each pipeline stage as it starts, and layout progress. */
  onProgress?: (progress: Progress) => void;
  /**
   * After every layout Palito computes (a new project, a view or zone shown for the first time, a
   * changed direction or spacing): how many assets and lines, how long it took, which view.
   * Switching back to a view already laid out shows the kept layout and does not call it again.
   */
  onLayout?: (info: {assets: number; edges: number; ms: number; view: 'all' | 'zone'; zoneId: string | null}) => void;
  /** After every conversion: errors (nothing new is drawn, the previous diagram stays) and warnings. */
  onProblems?: (problems: Problem[]) => void;
  /** The selected assets, whenever the selection changes. */
  onSelectionChange?: (nodes: NodeModel[]) => void;
  /**
   * Called once, after Palito has mounted, with the same functions `usePalito()` returns: keep them
   * to drive the editor from code outside it (or wrap both in a `<PalitoProvider>`).
   */
  onInit?: (api: PalitoApi) => void;
  /** Rendered inside Palito's context: `<Sidebar>`, `<Footer>` and components that call `usePalito()` or `usePalitoStore()`. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** Height of the canvas: pixels, or any CSS length. Default 600. */
  height?: number | string;
}

/**
 * The topology editor: converts an asset inventory (`data`) or takes a `project`, lays it out
 * automatically (zones → CBS groups → assets) and draws it with React Flow. Users drag assets,
 * CBS boxes and whole zones, select, pan and zoom, switch between All View and Zone View, use the
 * right-click menu and the keyboard shortcuts (press `?`), and save versions of their layout.
 *
 * Children are rendered inside its context and placed around the canvas: `<Sidebar>` docks on
 * the left (or right), `<Footer>` at the bottom, anything else below. On narrow screens
 * everything stacks under the canvas.
 *
 * Code outside it reaches the editor through `onInit` (the functions, once mounted) or by wrapping
 * both in a `<PalitoProvider>`; then Palito uses the provider's state (one Palito per provider).
 *
 * @example
 * <Palito data={file} locale="en" onProblems={console.warn}>
 *   <Sidebar />
 *   <Footer />
 * </Palito>
 */
export function Palito({colorMode = 'light', className, style, ...props}: PalitoProps): React.ReactElement {
  return (
    <Theme colorMode={colorMode} className={className ? `${styles.root} ${className}` : styles.root} style={style}>
      <ReactFlowProvider>
        <PalitoShell colorMode={colorMode} {...props} />
      </ReactFlowProvider>
    </Theme>
  );
}

type ShellProps = Omit<PalitoProps, 'className' | 'style' | 'colorMode'> & {colorMode: 'light' | 'dark'};

function PalitoShell(props: ShellProps): React.ReactElement {
  const {nodeTypes, children, colorMode} = props;
  const locale: Locale = resolveLocale(props.locale);
  const root = useRef<HTMLDivElement>(null);
  const announcer = useRef<AnnouncerHandle>(null);

  // The latest props, read by the editor's events, the engine and onInit at the time they fire.
  const latest = useRef(props);
  latest.current = props;

  const instance = useEditor(props);
  const {store, api} = instance;

  const [helpOpen, setHelpOpen] = useState(false);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const announce = useCallback((message: string) => announcer.current?.say(message), []);
  const commands = useCommands({store, locale, root, setHelp: setHelpOpen, setMenu, announce});

  useFocusRescue(root, store);

  const context = useMemo<PalitoContextValue>(
    () => ({store, api, locale, nodeTypes, commands}),
    [store, api, locale, nodeTypes, commands],
  );

  useEditorInSync(instance, props, latest, {root, fitView: commands.fitView});

  const closeMenu = useCallback(
    (restoreFocus: boolean) => {
      const opener = menu?.opener as HTMLElement | null | undefined;
      setMenu(null);
      if (!restoreFocus) return;
      requestAnimationFrame(() => {
        if (opener?.isConnected && opener.offsetParent !== null) opener.focus();
        else root.current?.querySelector<HTMLElement>('[data-testid="palito-canvas"]')?.focus();
      });
    },
    [menu],
  );

  const onKeyDown = createShortcutHandler({store, commands, menuOpen: menu !== null, closeMenu});

  const menuItems = menuItemsOf(context, menu);

  return (
    <PalitoInstanceContext.Provider value={instance}>
      <PalitoContext.Provider value={context}>
        <div
          ref={root}
          className={styles.layout}
          role="group"
          aria-label={t(locale, 'palito.label')}
          style={{'--palito-canvas-height': typeof props.height === 'number' ? `${props.height}px` : (props.height ?? `${DEFAULT_HEIGHT}px`)} as CSSProperties}
          onKeyDown={onKeyDown}>
          <div
            className={styles.canvas}
            data-palito-slot="canvas"
            data-testid="palito-canvas"
            tabIndex={-1}
            role="region"
            aria-label={t(locale, 'canvas.label')}>
            <Canvas context={context} colorMode={colorMode} />
            <Announcer ref={announcer} />
          </div>
          {children}
          {menu && menuItems && (
            <ContextMenu
              label={menuItems.label}
              x={menu.x}
              y={menu.y}
              items={menuItems.items}
              onClose={closeMenu}
            />
          )}
          <ShortcutHelp open={helpOpen} onClose={() => setHelpOpen(false)} locale={locale} />
        </div>
      </PalitoContext.Provider>
    </PalitoInstanceContext.Provider>
  );
}
