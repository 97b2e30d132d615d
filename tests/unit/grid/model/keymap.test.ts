import { describe, expect, it } from 'vitest';
import { isNavigationCommand, keyToCommand } from '../../../../src/grid/model/keymap';
import type { KeyLike } from '../../../../src/grid/model/keymap';

const key = (k: string, mods: Partial<Omit<KeyLike, 'key'>> = {}): KeyLike => ({
  key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods,
});

describe('keyToCommand while navigating (Excel keys)', () => {
  it('maps arrows, Shift+arrows and Ctrl (or Cmd) + arrows', () => {
    expect(keyToCommand(key('ArrowDown'))).toEqual({ type: 'move', direction: 'down', extend: false, toDataEdge: false });
    expect(keyToCommand(key('ArrowLeft', { shiftKey: true }))).toEqual({ type: 'move', direction: 'left', extend: true, toDataEdge: false });
    expect(keyToCommand(key('ArrowUp', { ctrlKey: true }))).toEqual({ type: 'move', direction: 'up', extend: false, toDataEdge: true });
    expect(keyToCommand(key('ArrowRight', { metaKey: true, shiftKey: true }))).toEqual({ type: 'move', direction: 'right', extend: true, toDataEdge: true });
  });

  it('maps Tab, Enter, Home/End, Ctrl+Home/End and PageUp/PageDown', () => {
    expect(keyToCommand(key('Tab'))).toEqual({ type: 'tab', backward: false });
    expect(keyToCommand(key('Tab', { shiftKey: true }))).toEqual({ type: 'tab', backward: true });
    expect(keyToCommand(key('Home'))).toEqual({ type: 'home', extend: false, grid: false });
    expect(keyToCommand(key('End', { ctrlKey: true, shiftKey: true }))).toEqual({ type: 'end', extend: true, grid: true });
    expect(keyToCommand(key('PageDown', { shiftKey: true }))).toEqual({ type: 'page', direction: 'down', extend: true });
  });

  it('Enter edits a single cell but moves inside a multi-cell selection; Shift+Enter moves up', () => {
    expect(keyToCommand(key('Enter'))).toEqual({ type: 'startEdit' });
    expect(keyToCommand(key('Enter'), { multiCell: true })).toEqual({ type: 'enter', backward: false });
    expect(keyToCommand(key('Enter', { shiftKey: true }))).toEqual({ type: 'enter', backward: true });
    expect(keyToCommand(key('F2'))).toEqual({ type: 'startEdit' });
  });

  it('typing starts an edit with the typed text; Backspace with empty text; AltGr characters count as typing', () => {
    expect(keyToCommand(key('7'))).toEqual({ type: 'typeToEdit', text: '7' });
    expect(keyToCommand(key('é'))).toEqual({ type: 'typeToEdit', text: 'é' });
    expect(keyToCommand(key(' '))).toEqual({ type: 'typeToEdit', text: ' ' });
    expect(keyToCommand(key('Backspace'))).toEqual({ type: 'typeToEdit', text: '' });
    const altGraph = (state: string) => state === 'AltGraph';
    expect(keyToCommand(key('@', { ctrlKey: true, altKey: true, getModifierState: altGraph }))).toEqual({ type: 'typeToEdit', text: '@' });
    expect(keyToCommand(key('€', { altKey: true, getModifierState: altGraph }))).toEqual({ type: 'typeToEdit', text: '€' });
    expect(keyToCommand(key('Shift', { shiftKey: true }))).toBeNull();
    expect(keyToCommand(key('Dead'))).toBeNull();
  });

  it('an Alt, Ctrl or Cmd chord never types into a cell: it is a hotkey of the app', () => {
    expect(keyToCommand(key('n', { altKey: true }))).toBeNull();
    expect(keyToCommand(key('å', { altKey: true }))).toBeNull();
    expect(keyToCommand(key('n', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(keyToCommand(key('q', { ctrlKey: true }))).toBeNull();
    expect(keyToCommand(key('k', { metaKey: true }))).toBeNull();
    expect(keyToCommand(key('N', { altKey: true, shiftKey: true }))).toBeNull();
  });

  it('maps the clipboard, fill, clear, undo and redo shortcuts', () => {
    expect(keyToCommand(key('c', { ctrlKey: true }))).toEqual({ type: 'copy' });
    expect(keyToCommand(key('x', { metaKey: true }))).toEqual({ type: 'cut' });
    expect(keyToCommand(key('v', { ctrlKey: true }))).toEqual({ type: 'paste' });
    expect(keyToCommand(key('d', { ctrlKey: true }))).toEqual({ type: 'fillDown' });
    expect(keyToCommand(key('Delete'))).toEqual({ type: 'clear' });
    expect(keyToCommand(key('z', { ctrlKey: true }))).toEqual({ type: 'undo' });
    expect(keyToCommand(key('y', { ctrlKey: true }))).toEqual({ type: 'redo' });
    expect(keyToCommand(key('Z', { ctrlKey: true, shiftKey: true }))).toEqual({ type: 'redo' });
    expect(keyToCommand(key('C', { ctrlKey: true, shiftKey: true }))).toBeNull();
  });

  it('reads shortcuts by physical key on a non-Latin layout', () => {
    expect(keyToCommand(key('я', { ctrlKey: true, code: 'KeyZ' }))).toEqual({ type: 'undo' });
    expect(keyToCommand(key('с', { ctrlKey: true, code: 'KeyC' }))).toEqual({ type: 'copy' });
  });

  it('selects rows with Shift+Space, columns with Ctrl+Space, all with Ctrl+A or Ctrl+Shift+Space', () => {
    expect(keyToCommand(key(' ', { shiftKey: true }))).toEqual({ type: 'selectRow' });
    expect(keyToCommand(key(' ', { ctrlKey: true }))).toEqual({ type: 'selectColumn' });
    expect(keyToCommand(key(' ', { ctrlKey: true, shiftKey: true }))).toEqual({ type: 'selectAll' });
    expect(keyToCommand(key('a', { ctrlKey: true }))).toEqual({ type: 'selectAll' });
  });
});

describe('keyToCommand while editing', () => {
  const editing = { editing: true };

  it('Enter and Tab commit and then move; Escape cancels', () => {
    expect(keyToCommand(key('Enter'), editing)).toEqual({ type: 'commitEdit', then: { type: 'enter', backward: false } });
    expect(keyToCommand(key('Enter', { shiftKey: true }), editing)).toEqual({ type: 'commitEdit', then: { type: 'enter', backward: true } });
    expect(keyToCommand(key('Tab', { shiftKey: true }), editing)).toEqual({ type: 'commitEdit', then: { type: 'tab', backward: true } });
    expect(keyToCommand(key('Escape'), editing)).toEqual({ type: 'cancelEdit' });
  });

  it('leaves every other key to the editor: arrows, letters, Ctrl+Z, Alt+Enter', () => {
    for (const event of [key('ArrowLeft'), key('a'), key('z', { ctrlKey: true }), key('Enter', { altKey: true }), key('Delete')]) {
      expect(keyToCommand(event, editing)).toBeNull();
    }
  });
});

describe('isNavigationCommand', () => {
  it('tells moves from edits', () => {
    expect(isNavigationCommand({ type: 'page', direction: 'up', extend: false })).toBe(true);
    expect(isNavigationCommand({ type: 'selectAll' })).toBe(true);
    expect(isNavigationCommand({ type: 'paste' })).toBe(false);
    expect(isNavigationCommand({ type: 'typeToEdit', text: 'a' })).toBe(false);
  });
});
