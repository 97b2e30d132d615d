import { defineCommand } from '../command';

/** Copies or moves the selected rows' points to another project (spec 01 section 4), once the grid's edits are saved. */
export const copyMoveRows = defineCommand({
  id: 'grid.rows.copyMove',
  titleKey: 'copyMove.open',
  keywordsKey: 'commands.grid.copyMoveKeywords',
  group: 'grid',
  scope: 'grid',
  when: (context) => context.grid?.copyOrMoveSelection !== undefined && context.grid.selectedRowCount() > 0 && !context.unsavedChanges,
  run: (context) => context.grid?.copyOrMoveSelection?.(),
});
