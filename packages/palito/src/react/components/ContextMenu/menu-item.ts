// What a context menu holds: its items, with submenus, radio items and disabled ones.

export interface MenuItem {
  id: string;
  label: string;
  onSelect?: () => void;
  /** A submenu. */
  items?: MenuItem[];
  /** Shown as a radio item (aria-checked) when defined. */
  checked?: boolean;
  disabled?: boolean;
}
