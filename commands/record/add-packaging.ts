import { defineCommand } from '../command';

/** Adds packaging to the air sample on view, named after it, then opens it. */
export const addPackaging = defineCommand({
  id: 'records.add.packaging',
  titleKey: 'screens.add.packaging',
  group: 'record',
  when: (context) => context.adders.get('packaging')?.busy === false,
  run: (context) => context.adders.get('packaging')?.add(),
});
