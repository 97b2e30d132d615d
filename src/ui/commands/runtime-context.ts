import { createContext, useContext, useSyncExternalStore } from 'react';
import { useRouterState } from '@tanstack/react-router';
import type { Command, CommandContext, CommandId, CommandRegistry, RunOutcome } from '../../../commands';
import { useActiveGridRegistry } from '../editing/use-active-grid';
import { useCommandTargets } from './use-command-target';

/**
 * The app's side of the commands: the live context, and the one way to run a command (built by
 * src/app/commands/command-runtime.ts, read here by the buttons and toolbars screens draw).
 */
export interface CommandRuntime {
  readonly registry: CommandRegistry;
  /** The context as it is now (a fresh object each call: read at the moment of use). */
  context(): CommandContext;
  /** Runs `command` (rights checked) and remembers it as recent once it ran. */
  run(command: Command, context?: CommandContext): Promise<RunOutcome>;
  /** The recent commands, newest first. */
  recent(): readonly CommandId[];
}

/** What the command host offers its children: the runtime, and running a command once the palette has closed. */
export interface CommandHostApi {
  runtime: CommandRuntime;
  /** Closes the palette, then runs `command` (so a dialog it opens returns focus to the page). */
  runAfterPalette(command: Command): void;
  /** Closes the palette, then does `action` (navigating to a record picked in the palette). */
  afterPalette(action: () => void): void;
  closePalette(): void;
  /** Counts the requests to open the user menu (its hotkey, the palette); the header's menu opens on each new one. */
  userMenuRequests: number;
}

/** The command host (src/app/commands/CommandHost.tsx). */
export const CommandHostContext = createContext<CommandHostApi | null>(null);

/** The command host's API. */
export function useCommandHost(): CommandHostApi {
  const host = useContext(CommandHostContext);
  if (!host) throw new Error('useCommandHost needs the CommandHost of the app shell');
  return host;
}

/**
 * The command context, re-read whenever something a `when` may read changes: the route, the
 * published targets (a selection, a save that started) and the active grid (its selection). The
 * screen's unsaved-changes flag is read on each render of the caller (the record editor renders on
 * every change of it).
 */
export function useCommandContext(): CommandContext {
  const { runtime } = useCommandHost();
  const targets = useCommandTargets();
  const grids = useActiveGridRegistry();
  useRouterState({ select: (state) => state.location.href });
  useSyncExternalStore(targets.subscribe, targets.version);
  useSyncExternalStore(grids.subscribe, grids.version);
  return runtime.context();
}
