// The keys of the WAI-ARIA menu pattern in one menu list: ↑/↓ move (wrapping), Home/End jump,
// →/Enter/Space open a submenu, ←/Escape close it, Escape closes the menu, Tab leaves it.

import type React from 'react';
import type {MenuItem} from './menu-item';

/** One open menu list, as its keys act on it. */
export interface MenuKeyTarget {
  list: HTMLElement | null;
  buttons: readonly (HTMLButtonElement | null)[];
  items: MenuItem[];
  /** The indexes of the items that are not disabled. */
  enabled: number[];
  focusAt(index: number): void;
  activate(item: MenuItem): void;
  openSub(id: string): void;
  /** For a submenu: close it and give the focus back to its parent item. */
  onBack?: () => void;
  onClose(restoreFocus: boolean): void;
}

export function onMenuKey(event: React.KeyboardEvent, menu: MenuKeyTarget): void {
  // Keys pressed in a submenu are handled there.
  if (event.target instanceof HTMLElement && event.target.closest('[role="menu"]') !== menu.list) return;
  if (!actOnKey(event.key, menu)) return;
  event.preventDefault();
  event.stopPropagation();
}

/** Does what the key asks; false when the menu leaves the key alone (Tab, and keys it does not use). */
function actOnKey(key: string, menu: MenuKeyTarget): boolean {
  const {enabled, focusAt, onBack} = menu;
  const current = menu.buttons.findIndex((el) => el === document.activeElement);
  const position = enabled.indexOf(current);
  const item = menu.items[current];
  switch (key) {
    case 'ArrowDown':
      focusAt(enabled[(position + 1) % enabled.length]);
      return true;
    case 'ArrowUp':
      focusAt(enabled[(position - 1 + enabled.length) % enabled.length]);
      return true;
    case 'Home':
      focusAt(enabled[0]);
      return true;
    case 'End':
      focusAt(enabled[enabled.length - 1]);
      return true;
    case 'ArrowRight':
      if (item?.items && !item.disabled) menu.openSub(item.id);
      return true;
    case 'ArrowLeft':
      if (onBack) onBack();
      return true;
    case 'Enter':
    case ' ':
      if (item) menu.activate(item);
      return true;
    case 'Escape':
      if (onBack) onBack();
      else menu.onClose(true);
      return true;
    case 'Tab':
      menu.onClose(false);
      return false;
    default:
      return false;
  }
}
