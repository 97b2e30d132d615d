import { defineCommand } from '../command';

/** Pastes tab-separated text from the clipboard at the active grid's selection, adding rows past the end where the grid allows. The grid answers the key itself; the palette and the '?' overlay list it here. */
export const pasteCells = defineCommand({
  id: 'grid.paste',
  titleKey: 'dayUse.commands.paste',
  group: 'grid',
  hotkey: 'Mod+V',
  scope: 'grid',
  keyedBy: 'grid',
  when: (context) => context.grid?.keys !== undefined,
  run: (context) => context.grid?.keys?.paste(),
});
