// The commands behind the toolbar, the menus, the shortcuts and the sidebar: store actions plus
// the React Flow viewport, with a spoken (and shown) confirmation where it helps.

import {useReactFlow} from '@xyflow/react';
import {useMemo, useRef, type RefObject} from 'react';
import {selectCurrentProject, selectNodeById, type PalitoStoreApi} from '../../../store';
import {flowIdOf, stepZoneId} from '../../../model';
import {t, type Locale, type MessageKey, type MessageParams} from '../../../i18n';
import type {MenuAnchor, PalitoCommands} from '../../hooks/commands';
import {copyText} from './copy-text';

/** Room around a fitted diagram, with space at the top for the toolbar. */
export const FIT_PADDING = {top: '72px', right: '24px', bottom: '24px', left: '24px'} as const;
const ANIMATION_MS = 220;

export type MenuState =
  | {kind: 'node'; nodeId: string; x: number; y: number; opener: Element | null}
  | {kind: 'canvas'; x: number; y: number; opener: Element | null};

interface CommandHost {
  store: PalitoStoreApi;
  locale: Locale;
  root: RefObject<HTMLElement | null>;
  setHelp(open: boolean): void;
  setMenu(menu: MenuState | null): void;
  announce(message: string): void;
}

function cssEscape(value: string): string {
  return typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(value) : value.replace(/["\\]/g, '\\$&');
}

export function useCommands(host: CommandHost): PalitoCommands {
  const flow = useReactFlow();
  const latest = useRef({host, flow});
  latest.current = {host, flow};

  return useMemo<PalitoCommands>(() => {
    const h = () => latest.current.host;
    const rf = () => latest.current.flow;
    const s = () => h().store.getState();
    const tr = (key: MessageKey, params?: MessageParams) => t(h().locale, key, params);
    const announce = (message: string) => h().announce(message);
    const ignore = () => undefined;
    let pendingFocus: string | null = null;

    const centerOn = (id: string) => {
      const node = rf().getInternalNode(flowIdOf(id));
      if (!node) return;
      const {x, y} = node.internals.positionAbsolute;
      const width = node.measured.width ?? node.width ?? 0;
      const height = node.measured.height ?? node.height ?? 0;
      void rf().setCenter(x + width / 2, y + height / 2, {zoom: Math.max(rf().getZoom(), 0.9), duration: ANIMATION_MS});
    };

    const announceView = (view: 'all' | 'zone') =>
      announce(tr('announce.view', {view: tr(view === 'all' ? 'view.all' : 'view.zone')}));

    const setZone = (zoneId: string) => {
      const state = s();
      const zone = selectCurrentProject(state)?.zones.find((z) => z.id === zoneId);
      if (!zone) return;
      s().setZone(zoneId).catch(ignore);
      announce(tr('announce.zone', {name: zone.name}));
      // In All View the zone stays where it is: bring it into view.
      if (state.view === 'all') void rf().fitView({nodes: [{id: flowIdOf(zoneId)}], padding: FIT_PADDING, duration: ANIMATION_MS});
    };

    const stepZone = (step: number) => {
      const project = selectCurrentProject(s());
      if (!project) return;
      const next = stepZoneId(project.zones, s().zoneId, step);
      if (next) setZone(next);
    };

    const anchorOfNode = (nodeId: string): MenuAnchor | undefined => {
      const element = h().root.current?.querySelector(`[data-node-id="${cssEscape(nodeId)}"]`);
      if (!element) return undefined;
      const rect = element.getBoundingClientRect();
      return {x: rect.left + Math.min(24, rect.width / 2), y: rect.bottom + 4};
    };

    const anchorOfCanvas = (): MenuAnchor => {
      const canvas = h().root.current?.querySelector('[data-testid="palito-canvas"]');
      const rect = canvas?.getBoundingClientRect();
      return rect ? {x: rect.left + rect.width / 2, y: rect.top + rect.height / 3} : {x: 0, y: 0};
    };

    return {
      fitView: () => void rf().fitView({padding: FIT_PADDING, duration: ANIMATION_MS}),
      zoomIn: () => void rf().zoomIn({duration: 150}),
      zoomOut: () => void rf().zoomOut({duration: 150}),
      setView(view, zoneId) {
        s().setView(view, zoneId).catch(ignore);
        announceView(view);
      },
      toggleView() {
        const next = s().view === 'all' ? 'zone' : 'all';
        s().setView(next).catch(ignore);
        announceView(next);
      },
      setZone,
      nextZone: () => stepZone(1),
      prevZone: () => stepZone(-1),
      hideSelection() {
        const state = s();
        // Only what is on screen: an asset selected in another view is not hidden unseen.
        const drawn = new Set(state.layout?.nodes.map((n) => n.id));
        const ids = state.selection.filter((id) => drawn.has(id) && selectNodeById(state, id));
        if (ids.length === 0) return;
        state.hide(ids);
        announce(tr('announce.hidden', {count: ids.length}));
      },
      hide(ids) {
        s().hide(ids);
        announce(tr('announce.hidden', {count: ids.length}));
      },
      showAll() {
        if (!s().hidden.length) return;
        s().showAll();
        announce(tr('announce.shown'));
      },
      undo: () => announce(tr(s().undo() ? 'announce.undo' : 'announce.nothingToUndo')),
      redo: () => announce(tr(s().redo() ? 'announce.redo' : 'announce.nothingToRedo')),
      clearSelection: () => s().select([]),
      focusNode(nodeId) {
        const node = selectNodeById(s(), nodeId);
        if (!node) return;
        s().unhide([nodeId]);
        s().select([nodeId]);
        const state = s();
        if (state.view === 'zone' && state.zoneId !== node.zoneId) {
          pendingFocus = nodeId;
          s().setZone(node.zoneId).catch(ignore);
        } else {
          requestAnimationFrame(() => centerOn(nodeId));
        }
      },
      showInZoneView(nodeId) {
        const node = selectNodeById(s(), nodeId);
        if (!node) return;
        s().select([nodeId]);
        const state = s();
        if (state.view === 'zone' && state.zoneId === node.zoneId) {
          centerOn(nodeId);
          return;
        }
        pendingFocus = nodeId;
        s().setView('zone', node.zoneId).catch(ignore);
        announceView('zone');
      },
      setStatus(nodeId, status) {
        const node = selectNodeById(s(), nodeId);
        if (!node) return;
        s().setStatus(nodeId, status);
        announce(tr('announce.status', {name: node.name, status: tr(`status.${status}`)}));
      },
      copyId(nodeId) {
        void copyText(nodeId).then((ok) => announce(tr(ok ? 'announce.copied' : 'announce.copyFailed', {id: nodeId})));
      },
      openHelp: () => {
        h().setMenu(null);
        h().setHelp(true);
      },
      closeHelp: () => h().setHelp(false),
      openNodeMenu(nodeId, at) {
        const anchor = at ?? anchorOfNode(nodeId) ?? anchorOfCanvas();
        h().setMenu({kind: 'node', nodeId, ...anchor, opener: document.activeElement});
      },
      openCanvasMenu(at) {
        h().setMenu({kind: 'canvas', ...(at ?? anchorOfCanvas()), opener: document.activeElement});
      },
      closeMenu: () => h().setMenu(null),
      announce,
      takePendingFocus() {
        const id = pendingFocus;
        pendingFocus = null;
        return id;
      },
    };
  }, []);
}
