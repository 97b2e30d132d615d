import { defineCommand } from '../command';

/** Adds a row to the active grid (Excel's Ctrl+Shift+= 'insert'), where the grid allows new rows. */
export const addRow = defineCommand({
  id: 'grid.row.add',
  titleKey: 'commands.grid.addRow',
  keywordsKey: 'commands.grid.addRowKeywords',
  group: 'grid',
  hotkey: 'Mod+Shift+Equal',
  scope: 'grid',
  when: (context) => context.grid !== null && context.grid.canAddRows,
  run: (context) => context.grid?.addRow(),
});
