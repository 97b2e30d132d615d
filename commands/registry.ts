import type { Command, HotkeyScope } from './command';
import { hotkeysOf, scopesMeet } from './command';
import type { CommandContext } from './context';
import type { Hotkey } from './hotkeys';
import { parseHotkey, sameHotkey } from './hotkeys';

/** A hotkey and the command it starts. */
export interface HotkeyBinding<TId extends string = string> {
  readonly hotkey: Hotkey;
  readonly command: Command<TId>;
}

/** The commands of the product, checked once. */
export interface CommandRegistry<TId extends string = string> {
  /** Every command, in registration order. */
  all(): readonly Command<TId>[];
  /** The command named `id`; throws for one never registered. */
  get(id: TId): Command<TId>;
  /** The commands whose `when` holds in `context`. */
  available(context: CommandContext): readonly Command<TId>[];
  /** Every hotkey the app binds, with its command (not the keys the grid answers itself: Command.keyedBy). */
  bindings(): readonly HotkeyBinding<TId>[];
}

/** Thrown when two commands share an id. */
export class DuplicateCommandError extends Error {
  constructor(id: string) {
    super(`Command '${id}' is registered twice`);
    this.name = 'DuplicateCommandError';
  }
}

/** Thrown when two commands claim one hotkey where both can fire (Excalidraw's manager refuses to guess). */
export class HotkeyClashError extends Error {
  constructor(hotkey: Hotkey, first: string, second: string, scope: HotkeyScope) {
    super(`Hotkey '${hotkey}' is claimed by both '${first}' and '${second}' (scope '${scope}')`);
    this.name = 'HotkeyClashError';
  }
}

/**
 * Builds the registry: throws on a duplicate id, a malformed hotkey or one hotkey claimed twice in
 * scopes that meet ('Mod+S' and 'Ctrl+S' are the same keys off the Mac, so they clash too).
 */
export function createCommandRegistry<TId extends string>(commands: readonly Command<TId>[]): CommandRegistry<TId> {
  const byId = new Map<TId, Command<TId>>();
  const claimed: HotkeyBinding<TId>[] = [];
  for (const command of commands) {
    if (byId.has(command.id)) throw new DuplicateCommandError(command.id);
    byId.set(command.id, command);
    const scope = command.scope ?? 'global';
    for (const hotkey of hotkeysOf(command)) {
      parseHotkey(hotkey);
      const clash = claimed.find((binding) => sameHotkey(binding.hotkey, hotkey) && scopesMeet(binding.command.scope ?? 'global', scope));
      if (clash) throw new HotkeyClashError(hotkey, clash.command.id, command.id, scope);
      claimed.push({ hotkey, command });
    }
  }
  const all = [...byId.values()];
  const bindings = claimed.filter((binding) => binding.command.keyedBy !== 'grid');
  return {
    all: () => all,
    get(id) {
      const command = byId.get(id);
      if (!command) throw new Error(`No command '${id}' is registered`);
      return command;
    },
    available: (context) => all.filter((command) => command.when(context)),
    bindings: () => bindings,
  };
}
