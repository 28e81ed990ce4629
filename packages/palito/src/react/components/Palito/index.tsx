import '@xyflow/react/dist/style.css';
import '../../styles/palito.css';

import {ReactFlowProvider} from '@xyflow/react';
import React, {useCallback, useMemo, useRef, useState, type CSSProperties} from 'react';
import {resolveLocale, t, type Locale} from '../../../i18n';
import {PalitoContext, type PalitoContextValue} from '../../hooks/context';
import {PalitoInstanceContext} from '../../hooks/instance-context';
import {ContextMenu} from '../ContextMenu';
import {ShortcutHelp} from '../ShortcutHelp';
import {createShortcutHandler} from '../shortcuts/shortcut-handler';
import {Theme} from '../Theme';
import {Announcer, type AnnouncerHandle} from './Announcer';
import {Canvas} from './Canvas';
import {menuItemsOf} from './menu-items';
import {useCommands, type MenuState} from './use-commands';
import {useReadWhenIdle} from '../Highlight/use-read-when-idle';
import {useTracePick} from '../Highlight/use-trace-pick';
import {useKeyboardWalk} from './use-keyboard-walk';
import {useEditor, useEditorInSync} from './use-editor';
import {useFocusRescue} from './use-focus-rescue';
import type {PalitoProps} from './props';
import styles from './styles.module.css';

export type {PalitoProps};

const DEFAULT_HEIGHT = 600;


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
  useTracePick(store, commands);
  useReadWhenIdle(store);
  const walk = useKeyboardWalk(store, commands, useCallback(() => t(locale, 'walk.none'), [locale]));

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
          data-palito-root=""
          className={styles.layout}
          role="group"
          aria-label={t(locale, 'palito.label')}
          style={{'--palito-canvas-height': typeof props.height === 'number' ? `${props.height}px` : (props.height ?? `${DEFAULT_HEIGHT}px`)} as CSSProperties}
          onKeyDown={onKeyDown}>
          <div
            className={styles.canvas}
            data-palito-slot="canvas"
            data-testid="palito-canvas"
            tabIndex={0}
            onKeyDown={walk}
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
