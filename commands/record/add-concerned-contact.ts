import { defineCommand } from '../command';

/** Adds a concerned contact to the project on view, then opens it. */
export const addConcernedContact = defineCommand({
  id: 'records.add.concernedContact',
  titleKey: 'screens.add.concernedContact',
  group: 'record',
  when: (context) => context.adders.get('concernedContact')?.busy === false,
  run: (context) => context.adders.get('concernedContact')?.add(),
});
