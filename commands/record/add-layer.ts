import { defineCommand } from '../command';

/** Adds a layer under the deepest one of the point on view, then opens it. */
export const addLayer = defineCommand({
  id: 'records.add.layer',
  titleKey: 'screens.add.layer',
  group: 'record',
  when: (context) => context.adders.get('layer')?.busy === false,
  run: (context) => context.adders.get('layer')?.add(),
});
