/**
 * Hotkeys as data (CONVENTIONS rule 2: `'Mod+S'`): modifiers joined by '+', then one key. `Mod` is
 * Cmd on a Mac and Ctrl elsewhere, as VS Code writes it. The key is a letter, a digit, a named key
 * (`Delete`, `ArrowDown`, `Equal`, `Minus`, …: the physical key, so Ctrl+Z stays on its place on
 * any layout) or one other character such as `?`, matched on the character typed, because `?`
 * sits on a different physical key (and shift state) on every layout.
 */
export type Hotkey = string;

/** Where the hotkey is pressed: a Mac (Cmd, ⌥, ⇧ symbols) or any other system. */
export type Platform = 'mac' | 'other';

/** A hotkey taken apart. */
export interface ParsedHotkey {
  readonly mod: boolean;
  readonly ctrl: boolean;
  readonly alt: boolean;
  readonly shift: boolean;
  readonly meta: boolean;
  /** Lower case: 's', '1', 'delete', 'arrowdown', 'equal'; or the character itself ('?'). */
  readonly key: string;
  /** Matched on the character typed (whatever Shift it took), not on the physical key. */
  readonly byCharacter: boolean;
}

const modifierNames = ['mod', 'ctrl', 'alt', 'shift', 'meta'] as const;
type ModifierName = (typeof modifierNames)[number];

/** Named physical keys a hotkey may use (KeyboardEvent.code without 'Key'/'Digit', lower case). */
const namedKeys = new Set([
  'delete', 'backspace', 'enter', 'escape', 'tab', 'space', 'insert', 'home', 'end', 'pageup', 'pagedown',
  'arrowup', 'arrowdown', 'arrowleft', 'arrowright', 'equal', 'minus', 'comma', 'period', 'slash',
  'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8', 'f9', 'f10', 'f11', 'f12',
]);

/** Parses `hotkey`; throws on anything that is not a well-formed hotkey (a typo must not ship). */
export function parseHotkey(hotkey: Hotkey): ParsedHotkey {
  const parts = hotkey.split('+').map((part) => part.trim());
  const last = parts.pop();
  if (last === undefined || last === '') throw new Error(`Hotkey '${hotkey}' names no key`);
  const modifiers = new Set<ModifierName>();
  for (const part of parts) {
    const name = part.toLowerCase();
    if (!(modifierNames as readonly string[]).includes(name)) throw new Error(`Hotkey '${hotkey}': '${part}' is not a modifier`);
    if (modifiers.has(name as ModifierName)) throw new Error(`Hotkey '${hotkey}' repeats '${part}'`);
    modifiers.add(name as ModifierName);
  }
  const lower = last.toLowerCase();
  const physical = /^[a-z0-9]$/.test(lower) || namedKeys.has(lower);
  const character = [...last].length === 1 && !physical;
  if (!physical && !character) throw new Error(`Hotkey '${hotkey}': '${last}' is not a key`);
  if (character && modifiers.has('shift')) throw new Error(`Hotkey '${hotkey}': a character key takes its own Shift`);
  return {
    mod: modifiers.has('mod'),
    ctrl: modifiers.has('ctrl'),
    alt: modifiers.has('alt'),
    shift: modifiers.has('shift'),
    meta: modifiers.has('meta'),
    key: physical ? lower : last,
    byCharacter: character,
  };
}

/** The keys pressed on `platform`, in a fixed order: two hotkeys clash there when these are equal. */
export function canonicalHotkey(hotkey: Hotkey, platform: Platform): string {
  const parsed = parseHotkey(hotkey);
  const ctrl = parsed.ctrl || (parsed.mod && platform === 'other');
  const meta = parsed.meta || (parsed.mod && platform === 'mac');
  return [ctrl && 'ctrl', meta && 'meta', parsed.alt && 'alt', parsed.shift && 'shift', parsed.key].filter(Boolean).join('+');
}

/** Whether two hotkeys are the same keys on a Mac or elsewhere ('Mod+S' is 'Ctrl+S' off the Mac). */
export function sameHotkey(a: Hotkey, b: Hotkey): boolean {
  return (['mac', 'other'] as const).some((platform) => canonicalHotkey(a, platform) === canonicalHotkey(b, platform));
}

/** The hotkey in react-hotkeys-hook's notation ('mod+shift+p', 'alt+arrowdown', '?'). */
export function libraryHotkey(hotkey: Hotkey): string {
  const parsed = parseHotkey(hotkey);
  if (parsed.byCharacter) return parsed.key;
  return [parsed.mod && 'mod', parsed.ctrl && 'ctrl', parsed.alt && 'alt', parsed.shift && 'shift', parsed.meta && 'meta', parsed.key]
    .filter(Boolean).join('+');
}

/** Display names of keys that read better as symbols. */
const keySymbols: Readonly<Record<string, string>> = {
  arrowup: '↑', arrowdown: '↓', arrowleft: '←', arrowright: '→', equal: '=', minus: '-', comma: ',', period: '.', slash: '/',
};

/**
 * Keys a label names in words, translated by the UI (`shortcuts.key.<name>`): 'Strg' for Ctrl in
 * German, 'Suppr' for Delete in French.
 */
export const wordKeys = ['ctrl', 'alt', 'shift', 'delete', 'backspace', 'enter', 'escape', 'tab', 'space', 'insert', 'home', 'end', 'pageup', 'pagedown'] as const;

/** A key name the UI translates. */
export type WordKey = (typeof wordKeys)[number];

/** One key of a hotkey's label: a word to translate, or a symbol shown as it is. */
export type HotkeyLabelPart = { readonly word: WordKey } | { readonly symbol: string };

/**
 * The keys to show for `hotkey` on `platform`, one <kbd> each: Ctrl Shift P elsewhere, ⌘ ⇧ P on a
 * Mac (the symbols Mac menus use).
 */
export function hotkeyLabel(hotkey: Hotkey, platform: Platform): HotkeyLabelPart[] {
  const parsed = parseHotkey(hotkey);
  const mac = platform === 'mac';
  const parts: HotkeyLabelPart[] = [];
  if (parsed.ctrl || (parsed.mod && !mac)) parts.push(mac ? { symbol: '⌃' } : { word: 'ctrl' });
  if (parsed.meta || (parsed.mod && mac)) parts.push({ symbol: mac ? '⌘' : 'Meta' });
  if (parsed.alt) parts.push(mac ? { symbol: '⌥' } : { word: 'alt' });
  if (parsed.shift) parts.push(mac ? { symbol: '⇧' } : { word: 'shift' });
  if (parsed.byCharacter) parts.push({ symbol: parsed.key });
  else if ((wordKeys as readonly string[]).includes(parsed.key)) parts.push({ word: parsed.key as WordKey });
  else parts.push({ symbol: keySymbols[parsed.key] ?? parsed.key.toUpperCase() });
  return parts;
}

const ariaKeyNames: Readonly<Record<string, string>> = {
  delete: 'Delete', backspace: 'Backspace', enter: 'Enter', escape: 'Escape', tab: 'Tab', space: 'Space', insert: 'Insert',
  home: 'Home', end: 'End', pageup: 'PageUp', pagedown: 'PageDown', arrowup: 'ArrowUp', arrowdown: 'ArrowDown',
  arrowleft: 'ArrowLeft', arrowright: 'ArrowRight', equal: '=', minus: '-', comma: ',', period: '.', slash: '/',
};

/** The hotkey as ARIA's aria-keyshortcuts writes it ('Control+S', 'Meta+Shift+P', '?'). */
export function ariaKeyShortcut(hotkey: Hotkey, platform: Platform): string {
  const parsed = parseHotkey(hotkey);
  const mac = platform === 'mac';
  const key = parsed.byCharacter ? parsed.key : (ariaKeyNames[parsed.key] ?? parsed.key.toUpperCase());
  return [
    (parsed.ctrl || (parsed.mod && !mac)) && 'Control', (parsed.meta || (parsed.mod && mac)) && 'Meta',
    parsed.alt && 'Alt', parsed.shift && 'Shift', key,
  ].filter(Boolean).join('+');
}
