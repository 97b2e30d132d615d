import { defineCommand } from '../command';

/** Brings the active grid's last undone step back (Ctrl+Y, Ctrl+Shift+Z), as the grid's own keys do. The grid answers the key itself; the palette and the '?' overlay list it here. */
export const redo = defineCommand({
  id: 'grid.redo',
  titleKey: 'dayUse.commands.redo',
  group: 'grid',
  hotkey: ['Mod+Y', 'Mod+Shift+Z'],
  scope: 'grid',
  keyedBy: 'grid',
  when: (context) => context.grid?.keys?.canRedo() === true,
  run: (context) => context.grid?.keys?.redo(),
});
