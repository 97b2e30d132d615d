import { defineCommand } from '../command';

/** Moves the selected saved water or air samples to another point or tube (spec 02 section 2, 'Transfer samples dialog'). */
export const transferSamples = defineCommand({
  id: 'grid.rows.transfer',
  titleKey: 'sampleGrids.transfer.open',
  keywordsKey: 'commands.grid.transferKeywords',
  group: 'grid',
  scope: 'grid',
  when: (context) => context.grid?.transferSelection !== undefined && context.grid.selectedRowCount() > 0 && !context.unsavedChanges,
  run: (context) => context.grid?.transferSelection?.(),
});
