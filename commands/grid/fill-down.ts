import { defineCommand } from '../command';
import { hasCells } from './grid-keys';

/** Copies the top row of each selected range down (Excel's Ctrl+D). The grid answers the key itself; the palette and the '?' overlay list it here. */
export const fillDown = defineCommand({
  id: 'grid.fillDown',
  titleKey: 'dayUse.commands.fillDown',
  group: 'grid',
  hotkey: 'Mod+D',
  scope: 'grid',
  keyedBy: 'grid',
  when: (context) => hasCells(context),
  run: (context) => context.grid?.keys?.fillDown(),
});
