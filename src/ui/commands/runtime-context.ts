import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { Command, CommandContext, CommandId, CommandRegistry, RunOutcome } from '../../../commands';
import type { ChangeSource } from './change-source';

/**
 * The app's side of the commands: the live context, and the one way to run a command (built by
 * src/app/commands/command-runtime.ts, read here by the buttons and toolbars screens draw). As a
 * change source it tells when something a `when` may read changed: the route's facts, a target a
 * screen published or withdrew (or its facts), the active grid or its selection.
 */
export interface CommandRuntime extends ChangeSource {
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
 * The command context, re-read on every render of the caller and whenever the runtime says
 * something a `when` may read changed (the route, the published targets, the active grid). The
 * screen's unsaved-changes flag is read on each render of the caller (the record editor renders on
 * every change of it).
 */
export function useCommandContext(): CommandContext {
  const { runtime } = useCommandHost();
  useSyncExternalStore(runtime.subscribe, runtime.version);
  return runtime.context();
}

/**
 * The command context as one object that is read again only when the runtime says something
 * changed, not on each render: for a list built from it while the user types (the palette), so a
 * keystroke neither rebuilds the list nor loses its place, and a screen that publishes its
 * targets after the list opened still shows up in it.
 */
export function useLiveCommandContext(): CommandContext {
  const { runtime } = useCommandHost();
  const version = useSyncExternalStore(runtime.subscribe, runtime.version);
  return useMemo(() => runtime.context(), [runtime, version]);
}
