import React, {useCallback, useEffect, useLayoutEffect, useRef, useState} from 'react';
import type {MenuItem} from './menu-item';
import {onMenuKey} from './menu-keys';
import styles from './styles.module.css';

export type {MenuItem};

export interface ContextMenuProps {
  /** The menu's accessible name. */
  label: string;
  /** Where it opens, in viewport coordinates. */
  x: number;
  y: number;
  items: MenuItem[];
  /** `restoreFocus`: put the focus back where it was before the menu opened. */
  onClose: (restoreFocus: boolean) => void;
}

const VIEWPORT_MARGIN = 8;

/**
 * A context menu following the WAI-ARIA menu pattern: focus goes to the first item; ↑/↓ move
 * (wrapping), Home/End jump, →/Enter/Space open a submenu, ←/Escape close it, Escape closes the
 * menu, Tab leaves it. A click outside closes it.
 */
export function ContextMenu({label, x, y, items, onClose}: ContextMenuProps): React.ReactElement {
  const root = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({left: x, top: y});

  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    const maxLeft = window.innerWidth - rect.width - VIEWPORT_MARGIN;
    const maxTop = window.innerHeight - rect.height - VIEWPORT_MARGIN;
    setPosition({
      left: Math.max(VIEWPORT_MARGIN, Math.min(x, maxLeft)),
      top: Math.max(VIEWPORT_MARGIN, Math.min(y, maxTop)),
    });
  }, [x, y]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as globalThis.Node)) onClose(false);
    };
    const onResize = () => onClose(false);
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('resize', onResize);
    };
  }, [onClose]);

  return (
    <div
      ref={root}
      className={styles.root}
      style={{left: position.left, top: position.top}}
      onContextMenu={(event) => event.preventDefault()}>
      <MenuList label={label} items={items} onClose={onClose} testId="palito-context-menu" />
    </div>
  );
}

interface MenuListProps {
  label: string;
  items: MenuItem[];
  onClose: (restoreFocus: boolean) => void;
  /** For a submenu: close it and give the focus back to its parent item. */
  onBack?: () => void;
  testId?: string;
}

function MenuList({label, items, onClose, onBack, testId}: MenuListProps): React.ReactElement {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const [openSub, setOpenSub] = useState<string | null>(null);
  const [flip, setFlip] = useState(false);

  const enabled = items.map((item, index) => (item.disabled ? -1 : index)).filter((i) => i >= 0);
  const focusAt = useCallback((index: number) => refs.current[index]?.focus(), []);

  useEffect(() => {
    if (enabled.length) focusAt(enabled[0]);
    // Only when the list opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    // A submenu that would leave the viewport on the right opens to the left.
    if (!onBack || !list.current) return;
    setFlip(list.current.getBoundingClientRect().right > window.innerWidth - VIEWPORT_MARGIN);
  }, [onBack]);

  const activate = (item: MenuItem) => {
    if (item.disabled) return;
    if (item.items) {
      setOpenSub(item.id);
      return;
    }
    onClose(true);
    item.onSelect?.();
  };

  const onKeyDown = (event: React.KeyboardEvent) =>
    onMenuKey(event, {list: list.current, buttons: refs.current, items, enabled, focusAt, activate, openSub: setOpenSub, onBack, onClose});

  return (
    <div
      ref={list}
      role="menu"
      aria-label={label}
      aria-orientation="vertical"
      className={onBack ? `${styles.menu} ${styles.submenu}${flip ? ` ${styles.flip}` : ''}` : styles.menu}
      data-testid={testId}
      onKeyDown={onKeyDown}>
      {items.map((item, index) => (
        <MenuEntry
          key={item.id}
          item={item}
          openSub={openSub}
          setOpenSub={setOpenSub}
          buttonRef={(el) => {
            refs.current[index] = el;
          }}
          activate={activate}
          onClose={onClose}
          onSubmenuBack={() => {
            setOpenSub(null);
            focusAt(index);
          }}
        />
      ))}
    </div>
  );
}

interface MenuEntryProps {
  item: MenuItem;
  /** The id of the item whose submenu is open. */
  openSub: string | null;
  setOpenSub: (id: string | null) => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
  activate: (item: MenuItem) => void;
  onClose: (restoreFocus: boolean) => void;
  /** Closes this item's submenu and focuses the item again. */
  onSubmenuBack: () => void;
}

/** One item: a menu item or a radio item, and its submenu while open (hovered or opened by key). */
function MenuEntry({item, openSub, setOpenSub, buttonRef, activate, onClose, onSubmenuBack}: MenuEntryProps): React.ReactElement {
  const role = item.checked === undefined ? 'menuitem' : 'menuitemradio';
  const expanded = openSub === item.id;
  return (
    <div className={styles.itemWrap}>
      <button
        ref={buttonRef}
        type="button"
        role={role}
        tabIndex={-1}
        className={styles.item}
        aria-disabled={item.disabled || undefined}
        aria-checked={item.checked === undefined ? undefined : item.checked}
        aria-haspopup={item.items ? 'menu' : undefined}
        aria-expanded={item.items ? expanded : undefined}
        data-menu-item={item.id}
        onClick={() => activate(item)}
        onPointerEnter={() => {
          if (item.items && !item.disabled) setOpenSub(item.id);
          else if (openSub) setOpenSub(null);
        }}>
        {item.checked !== undefined && (
          <span className={styles.check} aria-hidden="true">
            {item.checked ? '●' : ''}
          </span>
        )}
        <span className={styles.label}>{item.label}</span>
        {item.items && (
          <span className={styles.arrow} aria-hidden="true">
            ▸
          </span>
        )}
      </button>
      {item.items && expanded && <MenuList label={item.label} items={item.items} onClose={onClose} onBack={onSubmenuBack} />}
    </div>
  );
}
