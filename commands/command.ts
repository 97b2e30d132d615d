import type { CommandContext, PalettePage, RequiredRight } from './context';
import type { Hotkey } from './hotkeys';

/** The palette's headings, in the order it shows them. */
export const commandGroups = ['record', 'grid', 'navigation', 'project', 'external', 'app'] as const;

/** A heading of the palette (translated as `commands.group.<group>`). */
export type CommandGroup = (typeof commandGroups)[number];

/**
 * Where a command's hotkey can fire. Screens come one at a time, so the project list, a record
 * screen and the overview never share a key press; a grid can sit on any screen, and 'global'
 * is everywhere. Two commands may claim one hotkey only in scopes that never meet.
 */
export type HotkeyScope = 'global' | 'projectList' | 'record' | 'overview' | 'grid';

/** The scopes that are one screen each, hence never on view together. */
const screenScopes: readonly HotkeyScope[] = ['projectList', 'record', 'overview'];

/** Whether hotkeys of scopes `a` and `b` can be pressed on one screen. */
export function scopesMeet(a: HotkeyScope, b: HotkeyScope): boolean {
  return a === b || !(screenScopes.includes(a) && screenScopes.includes(b));
}

/**
 * One command (CONVENTIONS rule 2; Excalidraw's action, VS Code's command): a name (`TId`, its
 * literal kept by defineCommand, so the product's ids are a closed union derived from the list of
 * commands in index.ts), a translated title, where it applies (`when`, pure) and what it does (`run`, thin:
 * navigate, open a dialog, call the screen). A toolbar button, a hotkey and the palette all start
 * it through the same runner (run-command.ts), so a right is checked the same way everywhere.
 */
export interface Command<TId extends string = string> {
  /** `area.verb`, as VS Code names its commands: 'record.save', 'grid.row.add'. */
  readonly id: TId;
  /** Translation key of the title, e.g. 'commands.record.save'. */
  readonly titleKey: string;
  /** The palette page the command opens ('Go to project…'): the palette stays open when it runs. */
  readonly palettePage?: PalettePage;
  readonly group: CommandGroup;
  /** Translation key of extra words the palette matches, comma separated (synonyms per language). */
  readonly keywordsKey?: string;
  /** The hotkey, or several (the first is the one shown). */
  readonly hotkey?: Hotkey | readonly Hotkey[];
  /**
   * 'grid': the grid's own key handler answers the hotkey (src/grid/model/keymap.ts), so the registry
   * binds nothing for it; the palette, the '?' overlay and a button's tooltip still show it, and a
   * clash with it is still refused.
   */
  readonly keyedBy?: 'grid';
  /** Where the hotkey fires; 'global' when absent. */
  readonly scope?: HotkeyScope;
  /** The hotkey also fires while the user types in an editor (save does; most do not). */
  readonly whileTyping?: boolean;
  /** The browser's own action for the hotkey is stopped even where the command is unavailable (Ctrl+S). */
  readonly claimsHotkey?: boolean;
  /** The right the user needs; without it the rights message is shown instead (spec 01 sections 6 and 8). */
  readonly right?: RequiredRight | ((context: CommandContext) => RequiredRight | null);
  /** Whether the command applies here and now. Pure: reads the context, changes nothing. */
  when(context: CommandContext): boolean;
  run(context: CommandContext): void | Promise<void>;
}

/** The hotkeys of `command`, first the one shown. */
export function hotkeysOf(command: Command): readonly Hotkey[] {
  if (command.hotkey === undefined) return [];
  return typeof command.hotkey === 'string' ? [command.hotkey] : command.hotkey;
}

/** The right `command` needs in `context`, if any. */
export function rightOf(command: Command, context: CommandContext): RequiredRight | null {
  if (command.right === undefined) return null;
  return typeof command.right === 'function' ? command.right(context) : command.right;
}

/** Declares a command with its literal types checked and its id kept as a literal (one per file in commands/<area>/). */
export function defineCommand<const TId extends string>(command: Command<TId>): Command<TId> {
  return command;
}
