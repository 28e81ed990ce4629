// What the right-click menus hold: for an asset (show in Zone View, set status ▸, copy id, hide)
// and for the canvas (show all hidden, fit view, switch view).

import {selectNodeById} from '../../../store';
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
      ],
    };
  }
  return {
    label: t(locale, 'menu.canvas'),
    items: [
      {id: 'show-all', label: t(locale, 'menu.showAll'), disabled: state.hidden.length === 0, onSelect: commands.showAll},
      {id: 'fit-view', label: t(locale, 'menu.fitView'), onSelect: commands.fitView},
      {
        id: 'switch-view',
        label: t(locale, state.view === 'all' ? 'menu.toZone' : 'menu.toAll'),
        disabled: !state.project,
        onSelect: commands.toggleView,
      },
    ],
  };
}
