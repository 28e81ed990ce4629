// The keyboard shortcuts: which key does what, and the list the help dialog shows.
// Pure (no React, no DOM), so the matching is unit-tested.

import type {MessageKey} from '../../../i18n';

export type ShortcutAction =
  | 'fitView'
  | 'zoomIn'
  | 'zoomOut'
  | 'toggleView'
  | 'nextZone'
  | 'prevZone'
  | 'hide'
  | 'undo'
  | 'redo'
  | 'escape'
  | 'help'
  | 'menu'
  | 'find';

/** The parts of a KeyboardEvent the matching reads. */
export interface KeyLike {
  key: string;
  /** The physical key: lets `F` work while a Korean (Hangul) input mode turns it into `ㄹ`. */
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
}

/** Letter shortcuts, by the letter and by the physical key. */
const LETTERS: Record<string, ShortcutAction> = {f: 'fitView', v: 'toggleView', h: 'hide'};

function letterOf(event: KeyLike): string | null {
  if (/^[a-z]$/i.test(event.key)) return event.key.toLowerCase();
  // A non-Latin character (ㄹ, ㅍ, ...): fall back to the key's place on a QWERTY keyboard.
  const match = /^Key([A-Z])$/.exec(event.code ?? '');
  return match && !/^[\x20-\x7e]$/.test(event.key) ? match[1].toLowerCase() : null;
}

export function matchShortcut(event: KeyLike): ShortcutAction | null {
  const mod = Boolean(event.ctrlKey || event.metaKey);
  const letter = letterOf(event);
  if (mod && !event.altKey) {
    if (letter === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (letter === 'y' && !event.shiftKey) return 'redo';
    if (letter === 'f' && !event.shiftKey) return 'find';
    return null;
  }
  if (mod || event.altKey) return null;
  if (event.key === 'F10' && event.shiftKey) return 'menu';
  switch (event.key) {
    case 'ContextMenu':
      return 'menu';
    case 'Escape':
      return 'escape';
    case 'Delete':
    case 'Backspace':
      return 'hide';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    case ']':
      return 'nextZone';
    case '[':
      return 'prevZone';
    case '?':
      return 'help';
    case '/':
      return 'find';
  }
  return letter && !event.shiftKey ? (LETTERS[letter] ?? null) : null;
}

export interface ShortcutHelpRow {
  /** Keys as shown, one entry per alternative; `Mod` is Ctrl, or ⌘ on a Mac. */
  keys: string[][];
  label: MessageKey;
}

/** What the help dialog lists, in this order. */
export const SHORTCUT_ROWS: readonly ShortcutHelpRow[] = [
  {keys: [['Tab'], ['Shift', 'Tab']], label: 'shortcut.tab'},
  {keys: [['Enter'], ['Space']], label: 'shortcut.select'},
  {keys: [['↑', '↓', '←', '→']], label: 'shortcut.walk'},
  {keys: [['Enter']], label: 'shortcut.details'},
  {keys: [['↑', '↓', '←', '→']], label: 'shortcut.move'},
  {keys: [['Shift', 'F10'], ['≣ Menu']], label: 'shortcut.menu'},
  {keys: [['Mod', 'F'], ['/']], label: 'shortcut.find'},
  {keys: [['F']], label: 'shortcut.fitView'},
  {keys: [['+'], ['=']], label: 'shortcut.zoomIn'},
  {keys: [['-']], label: 'shortcut.zoomOut'},
  {keys: [['V']], label: 'shortcut.toggleView'},
  {keys: [[']']], label: 'shortcut.nextZone'},
  {keys: [['[']], label: 'shortcut.prevZone'},
  {keys: [['Delete'], ['Backspace'], ['H']], label: 'shortcut.hide'},
  {keys: [['Mod', 'Z']], label: 'shortcut.undo'},
  {keys: [['Mod', 'Shift', 'Z'], ['Mod', 'Y']], label: 'shortcut.redo'},
  {keys: [['Esc']], label: 'shortcut.escape'},
  {keys: [['?']], label: 'shortcut.help'},
];

/** Whether a key press belongs to something being typed, where shortcuts must stay quiet. */
export function isTypingTarget(target: {tagName?: string; isContentEditable?: boolean; type?: string} | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = (target.tagName ?? '').toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag !== 'input') return false;
  const type = (target.type ?? 'text').toLowerCase();
  return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file', 'image'].includes(type);
}
