import { defineCommand } from '../command';
import { hasCells } from './grid-keys';

/** Empties the active grid's selected cells (Excel's Delete). The grid answers the key itself; the palette and the '?' overlay list it here. */
export const clearCells = defineCommand({
  id: 'grid.clear',
  titleKey: 'dayUse.commands.clear',
  group: 'grid',
  hotkey: 'Delete',
  scope: 'grid',
  keyedBy: 'grid',
  when: (context) => hasCells(context),
  run: (context) => context.grid?.keys?.clear(),
});
