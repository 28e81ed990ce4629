// What the right-click menus hold: for an asset (show in Zone View, set status ▸, copy id, hide)
// and for the canvas (show all hidden, fit view, switch view), with the topology's questions:
// trace to another asset and what a failure cuts off (an asset's), the single points of failure
// of the view and clearing the highlight (the canvas's).

import {selectHighlight, selectNodeById} from '../../../store';
import {NODE_STATUSES} from '../../../engine';
import {t} from '../../../i18n';
import type {PalitoContextValue} from '../../hooks/context';
import type {MenuItem} from '../ContextMenu';
import type {MenuState} from './use-commands';


export function menuItemsOf(context: PalitoContextValue, menu: MenuState | null): {label: string; items: MenuItem[]} | null {
  const {store, locale, commands} = context;
  if (!menu) return null;
  const state = store.getState();
  if (menu.kind === 'node') {
    const node = selectNodeById(state, menu.nodeId);
    if (!node) return null;
    return {
      label: t(locale, 'menu.node', {name: node.name}),
      items: [
        {id: 'show-in-zone', label: t(locale, 'menu.showInZone'), onSelect: () => commands.showInZoneView(node.id)},
        {
          id: 'set-status',
          label: t(locale, 'menu.setStatus'),
          items: NODE_STATUSES.map((status) => ({
            id: `status-${status}`,
            label: t(locale, `status.${status}`),
            checked: node.status === status,
            onSelect: () => commands.setStatus(node.id, status),
          })),
        },
        {id: 'copy-id', label: t(locale, 'menu.copyId'), onSelect: () => commands.copyId(node.id)},
        {id: 'hide', label: t(locale, 'menu.hide'), onSelect: () => commands.hide([node.id])},
        {id: 'trace-to', label: t(locale, 'menu.traceTo'), onSelect: () => commands.traceFrom(node.id)},
        {id: 'impact', label: t(locale, 'menu.impact'), onSelect: () => commands.showImpact(failingWith(state.selection, node.id))},
      ],
    };
  }
  return {
    label: t(locale, 'menu.canvas'),
    items: [
      {id: 'show-all', label: t(locale, 'menu.showAll'), disabled: state.hidden.length === 0, onSelect: commands.showAll},
      {id: 'fit-view', label: t(locale, 'menu.fitView'), onSelect: commands.fitView},
      {id: 'single-points', label: t(locale, 'menu.singlePoints'), disabled: !state.project, onSelect: commands.showSinglePoints},
      {id: 'clear-highlight', label: t(locale, 'menu.clearHighlight'), disabled: !selectHighlight(state), onSelect: commands.clearHighlight},
      {
        id: 'switch-view',
        label: t(locale, state.view === 'all' ? 'menu.toZone' : 'menu.toAll'),
        disabled: !state.project,
        onSelect: commands.toggleView,
      },
    ],
  };
}

/** "What if this fails?" on an asset of a selection takes the whole selection, as a delete would; else the asset alone. */
function failingWith(selection: readonly string[], nodeId: string): string[] {
  return selection.includes(nodeId) ? [...selection] : [nodeId];
}
