import type { Command } from './command';
import { rightOf } from './command';
import type { CommandContext } from './context';

/** The catalogue message for a missing right (spec 01 section 8: 'you do not have the rights to use this functionality'). */
export const noRightsMessageKey = 'server.rights.notAllowed';

/** Spec 01 section 8: 'Unable to retrieve permissions'. */
export const rightsUnreadableMessageKey = 'commands.rights.unreadable';

/** What became of a request to run a command. */
export type RunOutcome =
  /** It ran. */
  | 'ran'
  /** Its `when` does not hold here: nothing happened. */
  | 'unavailable'
  /** The user lacks its right: the rights message was shown instead. */
  | 'refused'
  /** The rights could not be read: that was reported, nothing ran. */
  | 'rightsUnreadable';

/**
 * Runs `command` the one way a button, a hotkey and the palette all use: only where its
 * `when` holds, and only once the user's right is confirmed (spec 01 section 6: allowed only with
 * result code Succes); without it the spec's message is shown instead of running.
 */
export async function runCommand(command: Command, context: CommandContext): Promise<RunOutcome> {
  if (!command.when(context)) return 'unavailable';
  const right = rightOf(command, context);
  if (right !== null) {
    let allowed: boolean;
    try {
      allowed = await context.rights.allows(right);
    } catch {
      context.app.notify({ kind: 'error', messageKey: rightsUnreadableMessageKey });
      return 'rightsUnreadable';
    }
    if (!allowed) {
      context.app.notify({ kind: 'error', messageKey: noRightsMessageKey });
      return 'refused';
    }
  }
  await command.run(context);
  return 'ran';
}
