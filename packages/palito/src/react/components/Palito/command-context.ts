// What the editor's commands (use-commands.ts) work with: the host's latest props and React
// Flow's viewport, read when a command runs, with the helpers several commands share.

import type {ReactFlowInstance} from '@xyflow/react';
import type {RefObject} from 'react';
import {absolutePositionOf, selectMoved, type PalitoStoreApi} from '../../../store';
import {flowIdOf} from '../../../model';
import {t, type Locale, type MessageKey, type MessageParams} from '../../../i18n';

/** Room around a fitted diagram, with space at the top for the toolbar. */
export const FIT_PADDING = {top: '72px', right: '24px', bottom: '24px', left: '24px'} as const;
export const ANIMATION_MS = 220;

export type MenuState =
  | {kind: 'node'; nodeId: string; x: number; y: number; opener: Element | null}
  | {kind: 'canvas'; x: number; y: number; opener: Element | null};

export interface CommandHost {
  store: PalitoStoreApi;
  locale: Locale;
  root: RefObject<HTMLElement | null>;
  setHelp(open: boolean): void;
  setMenu(menu: MenuState | null): void;
  announce(message: string): void;
}

export interface CommandContext {
  host: () => CommandHost;
  flow: () => ReactFlowInstance;
  /** The store's state now. */
  state: () => ReturnType<PalitoStoreApi['getState']>;
  tr: (key: MessageKey, params?: MessageParams) => string;
  announce: (message: string) => void;
  /** The asset the next layout should centre on (takePendingFocus). */
  pendingFocus: {id: string | null};
}

/** The commands' context over the latest host and viewport (a ref the hook updates each render). */
export function commandContext(latest: {readonly current: {host: CommandHost; flow: ReactFlowInstance}}): CommandContext {
  const host = () => latest.current.host;
  return {
    host,
    flow: () => latest.current.flow,
    state: () => host().store.getState(),
    tr: (key, params) => t(host().locale, key, params),
    announce: (message) => host().announce(message),
    pendingFocus: {id: null},
  };
}

/** For a store action's promise: a layout that fails is in the store's state (status 'error'), shown there. */
export const ignore = () => undefined;

/** Brings an asset drawn now to the middle of the view, zoomed in enough to read (and to be drawn as a component). */
export function centerOn({flow, state}: CommandContext, id: string): void {
  const rf = flow();
  const box = boxOf(rf, state(), id);
  if (!box) return;
  void rf.setCenter(box.x + box.width / 2, box.y + box.height / 2, {zoom: Math.max(rf.getZoom(), 0.9), duration: ANIMATION_MS});
}

/** Brings an asset to the middle of the view at the zoom on screen (an arrow key's stop: the overview stays an overview). */
export function panTo({flow, state}: CommandContext, id: string): void {
  const rf = flow();
  const box = boxOf(rf, state(), id);
  if (box) void rf.setCenter(box.x + box.width / 2, box.y + box.height / 2, {zoom: rf.getZoom(), duration: ANIMATION_MS});
}

/** The asset's box on the canvas: React Flow's node when it is one, else (drawn on the level-of-detail layer) from the layout and the moves. */
function boxOf(rf: ReturnType<CommandContext['flow']>, s: ReturnType<CommandContext['state']>, id: string) {
  const node = rf.getInternalNode(flowIdOf(id));
  if (node) {
    const {x, y} = node.internals.positionAbsolute;
    return {x, y, width: node.measured.width ?? node.width ?? 0, height: node.measured.height ?? node.height ?? 0};
  }
  const drawn = s.layout?.nodes.find((n) => n.id === id);
  const at = s.layout && drawn ? absolutePositionOf(s.layout, selectMoved(s), id) : undefined;
  return drawn && at ? {x: at.x, y: at.y, width: drawn.width, height: drawn.height} : undefined;
}

export function announceView({announce, tr}: CommandContext, view: 'all' | 'zone'): void {
  announce(tr('announce.view', {view: tr(view === 'all' ? 'view.all' : 'view.zone')}));
}
