import { defineCommand } from '../command';

/** Adds a sub-location to the project on view, named SL1, SL2, …, then opens it. */
export const addSublocation = defineCommand({
  id: 'records.add.sublocation',
  titleKey: 'screens.add.sublocation',
  group: 'record',
  when: (context) => context.adders.get('sublocation')?.busy === false,
  run: (context) => context.adders.get('sublocation')?.add(),
});
