import type { CommandContext } from '../context';

/** Whether the active grid offers its keys as commands and has cells to act on. */
export function hasCells(context: CommandContext): boolean {
  return context.grid?.keys !== undefined && context.grid.selectedRowCount() > 0;
}
