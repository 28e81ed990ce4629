// The keydown handler on Palito's root: shortcuts work wherever the focus is inside Palito,
// except while typing in a field, inside a menu (it has its own keys) or in a dialog.

import type React from 'react';
import {selectHighlight, selectNodeById, selectTracingFrom, type PalitoStoreApi} from '../../../store';
import {idOfFlowId} from '../../../model';
import type {PalitoCommands} from '../../hooks/commands';
import {isTypingTarget, matchShortcut} from './keymap';

interface ShortcutHost {
  store: PalitoStoreApi;
  commands: PalitoCommands;
  menuOpen: boolean;
  closeMenu: (restoreFocus: boolean) => void;
}

export function createShortcutHandler({store, commands, menuOpen, closeMenu}: ShortcutHost) {
  return (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    if (isTypingTarget(target) || target.closest('[role="menu"], dialog')) return;
    const action = matchShortcut(event.nativeEvent);
    if (!action) return;
    switch (action) {
      case 'fitView':
        commands.fitView();
        break;
      case 'zoomIn':
        commands.zoomIn();
        break;
      case 'zoomOut':
        commands.zoomOut();
        break;
      case 'toggleView':
        commands.toggleView();
        break;
      case 'nextZone':
        commands.nextZone();
        break;
      case 'prevZone':
        commands.prevZone();
        break;
      case 'hide':
        commands.hideSelection();
        break;
      case 'undo':
        commands.undo();
        break;
      case 'redo':
        commands.redo();
        break;
      case 'escape':
        // The innermost first: a menu, a trace waiting for its other end, the highlight, the selection.
        if (menuOpen) closeMenu(true);
        else if (selectTracingFrom(store.getState())) commands.cancelTrace();
        else if (selectHighlight(store.getState())) commands.clearHighlight();
        else commands.clearSelection();
        break;
      case 'help':
        commands.openHelp();
        break;
      case 'find': {
        // The editor's own find box, not the browser's page search: the canvas draws most assets as pixels.
        const box = (event.currentTarget as HTMLElement).querySelector<HTMLInputElement>('[data-testid="palito-find-input"]');
        if (!box) return;
        box.focus();
        box.select();
        break;
      }
      case 'menu': {
        // Shift+F10 or the Menu key: the focused asset's menu, or the canvas menu.
        const flowId = target.closest('.react-flow__node')?.getAttribute('data-id');
        const nodeId = flowId == null ? null : idOfFlowId(flowId);
        if (nodeId && selectNodeById(store.getState(), nodeId)) {
          if (!store.getState().selection.includes(nodeId)) store.getState().select([nodeId]);
          commands.openNodeMenu(nodeId);
        } else if (target.closest('[data-testid="palito-canvas"]')) {
          commands.openCanvasMenu();
        } else {
          return;
        }
        break;
      }
    }
    event.preventDefault();
    event.stopPropagation();
  };
}
