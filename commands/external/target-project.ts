import type { CommandContext } from '../context';

/**
 * The project an external application would open (spec 01 section 2): the one the user is in, or
 * on the project list the selected one ('these three need a selection'); null when there is none.
 */
export function targetProjectId(context: CommandContext): number | null {
  if (context.route.projectId !== null) return context.route.projectId;
  return context.projectList?.selected?.prId ?? null;
}
