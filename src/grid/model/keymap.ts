import type { Direction } from './data-edge';
import type { NavigationCommand } from './navigation';

/** The parts of a KeyboardEvent the key map reads, so tests and the view pass plain objects. */
export interface KeyLike {
  readonly key: string;
  /** The physical key ('KeyZ'), used for shortcuts when the layout gives a non-Latin `key`. */
  readonly code?: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  /** KeyboardEvent's: 'AltGraph' tells AltGr (which types '@', '€') from an Alt or Ctrl+Alt chord. */
  getModifierState?(key: string): boolean;
}

/** A command that edits or uses the clipboard rather than moving the selection. */
export type EditCommand =
  /** F2, or Enter on a single cell: edit the active cell keeping its value. */
  | { readonly type: 'startEdit' }
  /** A printable key: edit the active cell, replacing its value with `text` (Backspace gives ''). */
  | { readonly type: 'typeToEdit'; readonly text: string }
  /** Enter or Tab while editing: commit, then move as `then` says. */
  | { readonly type: 'commitEdit'; readonly then: Extract<NavigationCommand, { type: 'tab' | 'enter' }> }
  | { readonly type: 'cancelEdit' }
  | { readonly type: 'copy' }
  | { readonly type: 'cut' }
  | { readonly type: 'paste' }
  | { readonly type: 'fillDown' }
  | { readonly type: 'clear' }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' };

/** Everything a key can ask of the grid. */
export type GridCommand = NavigationCommand | EditCommand;

/** What the key map must know about the grid's state. */
export interface KeyContext {
  /** A cell editor is open: keys go to it except Enter, Tab and Escape. */
  readonly editing?: boolean;
  /** More than one cell is selected: Enter then moves inside the selection instead of editing. */
  readonly multiCell?: boolean;
}

const arrows: Readonly<Record<string, Direction>> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/** The Latin letter of a shortcut, from `key` or, on other layouts, from the physical `code`. */
function letterOf(event: KeyLike): string {
  const key = event.key.toLowerCase();
  if (/^[a-z]$/.test(key)) return key;
  return event.code?.startsWith('Key') ? event.code.slice(3).toLowerCase() : key;
}

const shortcuts: Readonly<Record<string, EditCommand>> = {
  c: { type: 'copy' }, x: { type: 'cut' }, v: { type: 'paste' }, d: { type: 'fillDown' }, y: { type: 'redo' },
};

function editingCommand(event: KeyLike): GridCommand | null {
  if (event.key === 'Escape') return { type: 'cancelEdit' };
  if (event.key === 'Tab') return { type: 'commitEdit', then: { type: 'tab', backward: event.shiftKey } };
  // Alt+Enter and Ctrl+Enter stay with the editor: a new line in a text area, as in Excel.
  if (event.key === 'Enter' && !event.altKey && !event.ctrlKey && !event.metaKey) {
    return { type: 'commitEdit', then: { type: 'enter', backward: event.shiftKey } };
  }
  return null;
}

function modCommand(event: KeyLike, extend: boolean): GridCommand | null {
  const arrow = arrows[event.key];
  if (arrow) return { type: 'move', direction: arrow, extend, toDataEdge: true };
  if (event.key === 'Home') return { type: 'home', extend, grid: true };
  if (event.key === 'End') return { type: 'end', extend, grid: true };
  if (event.key === ' ') return extend ? { type: 'selectAll' } : { type: 'selectColumn' };
  const letter = letterOf(event);
  if (letter === 'a') return { type: 'selectAll' };
  if (letter === 'z') return extend ? { type: 'redo' } : { type: 'undo' };
  return extend ? null : (shortcuts[letter] ?? null);
}

/**
 * Whether a key types text into the cell. A chord with Alt, Ctrl or Cmd never does (Alt+letter is an
 * application hotkey, and on a Mac Option+letter would type 'å' for Alt+A); AltGr does, though it
 * arrives as Ctrl+Alt on Windows, and types characters such as '@' and '€'.
 */
function isPrintable(event: KeyLike): boolean {
  const altGraph = event.getModifierState?.('AltGraph') ?? false;
  if ((event.ctrlKey || event.metaKey || event.altKey) && !altGraph) return false;
  return [...event.key].length === 1;
}

/**
 * The grid command a key press asks for, or null when the key is not the grid's:
 * Excel's keys, with Cmd standing for Ctrl on a Mac. Undo is Ctrl+Z; redo Ctrl+Y and Ctrl+Shift+Z.
 */
export function keyToCommand(event: KeyLike, context: KeyContext = {}): GridCommand | null {
  if (context.editing) return editingCommand(event);
  const extend = event.shiftKey;
  if (event.ctrlKey || event.metaKey) {
    const command = event.altKey ? null : modCommand(event, extend);
    if (command) return command;
  }
  const arrow = arrows[event.key];
  if (arrow && !event.altKey) return { type: 'move', direction: arrow, extend, toDataEdge: event.ctrlKey || event.metaKey };
  switch (event.key) {
    case 'Tab': return { type: 'tab', backward: extend };
    case 'Enter':
      if (event.altKey) return null;
      return extend || context.multiCell ? { type: 'enter', backward: extend } : { type: 'startEdit' };
    case 'F2': return { type: 'startEdit' };
    case 'Home': return { type: 'home', extend, grid: false };
    case 'End': return { type: 'end', extend, grid: false };
    case 'PageUp': return { type: 'page', direction: 'up', extend };
    case 'PageDown': return { type: 'page', direction: 'down', extend };
    case 'Delete': return { type: 'clear' };
    case 'Backspace': return { type: 'typeToEdit', text: '' };
    case ' ': if (extend && !event.altKey) return { type: 'selectRow' };
  }
  if (isPrintable(event)) return { type: 'typeToEdit', text: event.key };
  return null;
}

/** Whether a command only moves the selection (the view passes it to `navigate`). */
export function isNavigationCommand(command: GridCommand): command is NavigationCommand {
  switch (command.type) {
    case 'move': case 'tab': case 'enter': case 'home': case 'end': case 'page':
    case 'selectAll': case 'selectRow': case 'selectColumn':
      return true;
    default:
      return false;
  }
}
