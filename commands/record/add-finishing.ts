import { defineCommand } from '../command';

/** Adds a finishing to the point on view, then opens it. */
export const addFinishing = defineCommand({
  id: 'records.add.finishing',
  titleKey: 'screens.add.finishing',
  group: 'record',
  when: (context) => context.adders.get('finishing')?.busy === false,
  run: (context) => context.adders.get('finishing')?.add(),
});
