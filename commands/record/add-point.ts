import { defineCommand } from '../command';

/** Adds a measurement point to the project on view (its name and coordinates asked first), then opens it. */
export const addPoint = defineCommand({
  id: 'records.add.point',
  titleKey: 'screens.add.point',
  group: 'record',
  when: (context) => context.adders.get('point')?.busy === false,
  run: (context) => context.adders.get('point')?.add(),
});
