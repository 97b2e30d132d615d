import { defineCommand } from '../command';

/** Forgets the grid's unsaved edits of an earlier visit that this browser kept. */
export const discardKeptEdits = defineCommand({
  id: 'grid.keptEdits.discard',
  titleKey: 'trust.keptEdits.discard',
  group: 'grid',
  when: (context) => context.grid?.keptEdits?.offered() === true,
  run: (context) => context.grid?.keptEdits?.discard(),
});
