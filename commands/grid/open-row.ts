import { defineCommand } from '../command';

/** Opens the active row's record on its own screen (the points grid: the measurement point; a layer grid: the layer). */
export const openRow = defineCommand({
  id: 'grid.row.open',
  titleKey: 'gridScreen.openRow',
  group: 'grid',
  scope: 'grid',
  when: (context) => context.grid?.openActiveRecord !== undefined,
  run: (context) => context.grid?.openActiveRecord?.(),
});
