import { defineCommand } from '../command';

/**
 * 'Multi-edit field…': the palette's page of the fields the selection can be multi-edited in
 * (spec 01 section 4: at least one selected row, only fields whose AllowMultiEdit is true).
 */
export const multiEditField = defineCommand({
  id: 'grid.multiEdit',
  titleKey: 'commands.grid.multiEdit',
  keywordsKey: 'commands.grid.multiEditKeywords',
  group: 'grid',
  palettePage: 'multiEditField',
  hotkey: 'Mod+Shift+E',
  scope: 'grid',
  when: (context) => context.grid !== null && context.grid.selectedRowCount() > 0 && context.grid.multiEditFields().length > 0,
  run: (context) => context.app.openPalette('multiEditField'),
});
