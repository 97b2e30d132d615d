import { defineCommand } from '../command';

/** Adds a summary or conclusion to the project on view, then opens it. */
export const addSummary = defineCommand({
  id: 'records.add.summary',
  titleKey: 'screens.add.summary',
  group: 'record',
  when: (context) => context.adders.get('summary')?.busy === false,
  run: (context) => context.adders.get('summary')?.add(),
});
