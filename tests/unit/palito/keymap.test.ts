import {describe, expect, it} from 'vitest';
import {isTypingTarget, matchShortcut, SHORTCUT_ROWS} from '../../../packages/palito/src/react/components/shortcuts/keymap';
import {en, ko} from '../../../packages/palito/src/i18n';

describe('matchShortcut', () => {
  it('maps the documented keys', () => {
    const cases: Array<[Parameters<typeof matchShortcut>[0], string | null]> = [
      [{key: 'f'}, 'fitView'],
      [{key: 'F', shiftKey: true}, null],
      [{key: '+', shiftKey: true}, 'zoomIn'],
      [{key: '='}, 'zoomIn'],
      [{key: '-'}, 'zoomOut'],
      [{key: 'v'}, 'toggleView'],
      [{key: ']'}, 'nextZone'],
      [{key: '['}, 'prevZone'],
      [{key: 'Delete'}, 'hide'],
      [{key: 'Backspace'}, 'hide'],
      [{key: 'h'}, 'hide'],
      [{key: 'z', ctrlKey: true}, 'undo'],
      [{key: 'z', metaKey: true}, 'undo'],
      [{key: 'Z', ctrlKey: true, shiftKey: true}, 'redo'],
      [{key: 'z', metaKey: true, shiftKey: true}, 'redo'],
      [{key: 'y', ctrlKey: true}, 'redo'],
      [{key: 'Escape'}, 'escape'],
      [{key: '?', shiftKey: true}, 'help'],
      [{key: 'F10', shiftKey: true}, 'menu'],
      [{key: 'ContextMenu'}, 'menu'],
      [{key: 'F10'}, null],
      [{key: 'f', ctrlKey: true}, 'find'],
      [{key: 'f', metaKey: true}, 'find'],
      [{key: '/'}, 'find'],
      [{key: 'F', ctrlKey: true, shiftKey: true}, null],
      [{key: 'v', altKey: true}, null],
      [{key: 'x'}, null],
      [{key: 'Enter'}, null],
    ];
    for (const [event, action] of cases) expect([event, matchShortcut(event)]).toEqual([event, action]);
  });

  it('works while a Korean input mode turns letters into Hangul', () => {
    expect(matchShortcut({key: 'ㄹ', code: 'KeyF'})).toBe('fitView');
    expect(matchShortcut({key: 'ㅍ', code: 'KeyV'})).toBe('toggleView');
    expect(matchShortcut({key: 'ㅋ', code: 'KeyZ', ctrlKey: true})).toBe('undo');
    expect(matchShortcut({key: 'ㄹ', code: 'KeyF', ctrlKey: true})).toBe('find');
    // A Latin letter wins over the physical key (other keyboard layouts).
    expect(matchShortcut({key: 'q', code: 'KeyF'})).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('is true in text fields, false on buttons and nodes', () => {
    expect(isTypingTarget({tagName: 'INPUT'})).toBe(true);
    expect(isTypingTarget({tagName: 'INPUT', type: 'search'})).toBe(true);
    expect(isTypingTarget({tagName: 'INPUT', type: 'checkbox'})).toBe(false);
    expect(isTypingTarget({tagName: 'TEXTAREA'})).toBe(true);
    expect(isTypingTarget({tagName: 'SELECT'})).toBe(true);
    expect(isTypingTarget({tagName: 'DIV', isContentEditable: true})).toBe(true);
    expect(isTypingTarget({tagName: 'BUTTON'})).toBe(false);
    expect(isTypingTarget({tagName: 'DIV'})).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('shortcut help', () => {
  it('lists every shortcut with a label in both languages', () => {
    const labels = SHORTCUT_ROWS.map((row) => row.label);
    for (const key of ['shortcut.fitView', 'shortcut.zoomIn', 'shortcut.zoomOut', 'shortcut.toggleView', 'shortcut.nextZone',
      'shortcut.prevZone', 'shortcut.hide', 'shortcut.undo', 'shortcut.redo', 'shortcut.escape', 'shortcut.help', 'shortcut.menu', 'shortcut.find'] as const) {
      expect(labels).toContain(key);
      expect(ko[key]).toBeTruthy();
      expect(en[key]).toBeTruthy();
    }
  });
});
