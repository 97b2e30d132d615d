import type { CommandId } from '../../../commands';
import type { KeyValueStorage } from '../../api/session';

/** Where the recently run commands are kept, newest first. */
export const recentCommandsKey = 'fdw.commands.recent';

/** How many recent commands the palette puts first. */
export const recentCommandLimit = 5;

/** The commands this browser ran last, for the palette (recent ones first, as in VS Code's palette). */
export interface RecentCommands {
  /** Newest first, at most recentCommandLimit. */
  list(): readonly CommandId[];
  record(id: CommandId): void;
}

/**
 * Keeps the recent commands in `storage` (the browser's, like the drafts), so they outlive a
 * reload. What storage holds is checked against the ids `known`: an id renamed since is dropped.
 */
export function createRecentCommands(storage: KeyValueStorage, known: (id: string) => id is CommandId): RecentCommands {
  const read = (): CommandId[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(recentCommandsKey) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((id): id is CommandId => typeof id === 'string' && known(id)).slice(0, recentCommandLimit) : [];
    } catch {
      return [];
    }
  };
  return {
    list: read,
    record(id) {
      const next = [id, ...read().filter((other) => other !== id)].slice(0, recentCommandLimit);
      try {
        storage.setItem(recentCommandsKey, JSON.stringify(next));
      } catch {
        // A full or refused storage only costs the ordering.
      }
    },
  };
}
