import { defineCommand } from '../command';
import { hasCells } from './grid-keys';

/** Copies the active grid's selected cells and empties them as one undo step. The grid answers the key itself; the palette and the '?' overlay list it here. */
export const cutCells = defineCommand({
  id: 'grid.cut',
  titleKey: 'dayUse.commands.cut',
  group: 'grid',
  hotkey: 'Mod+X',
  scope: 'grid',
  keyedBy: 'grid',
  when: (context) => hasCells(context),
  run: (context) => context.grid?.keys?.cut(),
});
