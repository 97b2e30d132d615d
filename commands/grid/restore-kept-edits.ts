import { defineCommand } from '../command';

/** Lays the grid's unsaved edits of an earlier visit, kept in this browser, back at their cells (nothing typed is lost). */
export const restoreKeptEdits = defineCommand({
  id: 'grid.keptEdits.restore',
  titleKey: 'trust.keptEdits.restore',
  group: 'grid',
  when: (context) => context.grid?.keptEdits?.offered() === true,
  run: (context) => context.grid?.keptEdits?.restore(),
});
