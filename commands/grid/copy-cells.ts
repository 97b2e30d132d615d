import { defineCommand } from '../command';
import { hasCells } from './grid-keys';

/** Copies the active grid's selected cells as tab-separated text (spec 01 section 4: Excel's clipboard). The grid answers the key itself; the palette and the '?' overlay list it here. */
export const copyCells = defineCommand({
  id: 'grid.copy',
  titleKey: 'dayUse.commands.copy',
  group: 'grid',
  hotkey: 'Mod+C',
  scope: 'grid',
  keyedBy: 'grid',
  when: (context) => hasCells(context),
  run: (context) => context.grid?.keys?.copy(),
});
