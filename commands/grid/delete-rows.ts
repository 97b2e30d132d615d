import { defineCommand } from '../command';

/** Deletes the selected rows of the active grid after the grid's confirmation (Excel's Ctrl+-). */
export const deleteRows = defineCommand({
  id: 'grid.rows.delete',
  titleKey: 'commands.grid.deleteRows',
  keywordsKey: 'commands.grid.deleteRowsKeywords',
  group: 'grid',
  hotkey: 'Mod+Minus',
  scope: 'grid',
  when: (context) => context.grid !== null && context.grid.selectedRowCount() > 0,
  run: (context) => context.grid?.requestDeleteSelectedRows(),
});
