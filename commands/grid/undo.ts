import { defineCommand } from '../command';

/** Takes the active grid's last step back (Excel's Ctrl+Z), as the grid's own key does. The grid answers the key itself; the palette and the '?' overlay list it here. */
export const undo = defineCommand({
  id: 'grid.undo',
  titleKey: 'dayUse.commands.undo',
  group: 'grid',
  hotkey: 'Mod+Z',
  scope: 'grid',
  keyedBy: 'grid',
  when: (context) => context.grid?.keys?.canUndo() === true,
  run: (context) => context.grid?.keys?.undo(),
});
