import { describe, expect, it } from 'vitest';
import { ariaKeyShortcut, canonicalHotkey, hotkeyLabel, libraryHotkey, parseHotkey, sameHotkey } from '../../../commands/hotkeys';

describe('hotkeys as data', () => {
  it('takes a hotkey apart: modifiers, then a physical key or a typed character', () => {
    expect(parseHotkey('Mod+Shift+P')).toEqual({ mod: true, ctrl: false, alt: false, shift: true, meta: false, key: 'p', byCharacter: false });
    expect(parseHotkey('Alt+ArrowDown')).toMatchObject({ alt: true, key: 'arrowdown', byCharacter: false });
    expect(parseHotkey('?')).toMatchObject({ key: '?', byCharacter: true, shift: false });
  });

  it.each(['', 'Mod+', 'Hyper+S', 'Ctrl+Ctrl+S', 'Ctrl+Enterr', 'Shift+?'])('refuses the malformed hotkey %j', (hotkey) => {
    expect(() => parseHotkey(hotkey)).toThrow();
  });

  it('counts Mod as Ctrl off the Mac and as Cmd on it', () => {
    expect(canonicalHotkey('Mod+S', 'other')).toBe('ctrl+s');
    expect(canonicalHotkey('Mod+S', 'mac')).toBe('meta+s');
    expect(sameHotkey('Mod+S', 'Ctrl+S')).toBe(true);
    expect(sameHotkey('Mod+S', 'Meta+S')).toBe(true);
    expect(sameHotkey('ctrl+shift+p', 'Shift+Ctrl+P')).toBe(true);
    expect(sameHotkey('Ctrl+S', 'Meta+S')).toBe(false);
    expect(sameHotkey('Mod+S', 'Mod+Shift+S')).toBe(false);
  });

  it("speaks react-hotkeys-hook's notation", () => {
    expect(libraryHotkey('Mod+Shift+Equal')).toBe('mod+shift+equal');
    expect(libraryHotkey('Alt+ArrowUp')).toBe('alt+arrowup');
    expect(libraryHotkey('?')).toBe('?');
  });

  it('labels keys for each platform: words to translate elsewhere, symbols on a Mac', () => {
    expect(hotkeyLabel('Mod+Shift+P', 'other')).toEqual([{ word: 'ctrl' }, { word: 'shift' }, { symbol: 'P' }]);
    expect(hotkeyLabel('Mod+Shift+P', 'mac')).toEqual([{ symbol: '⌘' }, { symbol: '⇧' }, { symbol: 'P' }]);
    expect(hotkeyLabel('Mod+Delete', 'other')).toEqual([{ word: 'ctrl' }, { word: 'delete' }]);
    expect(hotkeyLabel('Alt+ArrowDown', 'mac')).toEqual([{ symbol: '⌥' }, { symbol: '↓' }]);
    expect(hotkeyLabel('Mod+Minus', 'other')).toEqual([{ word: 'ctrl' }, { symbol: '-' }]);
  });

  it('writes aria-keyshortcuts as ARIA spells the keys', () => {
    expect(ariaKeyShortcut('Mod+S', 'other')).toBe('Control+S');
    expect(ariaKeyShortcut('Mod+S', 'mac')).toBe('Meta+S');
    expect(ariaKeyShortcut('Alt+ArrowDown', 'other')).toBe('Alt+ArrowDown');
    expect(ariaKeyShortcut('?', 'other')).toBe('?');
  });
});
