import { defineCommand } from '../command';

/** Adds a bottle to the water sample on view, named after it, then opens it. */
export const addBottle = defineCommand({
  id: 'records.add.bottle',
  titleKey: 'screens.add.bottle',
  group: 'record',
  when: (context) => context.adders.get('bottle')?.busy === false,
  run: (context) => context.adders.get('bottle')?.add(),
});
