import { defineCommand } from '../command';

/** Adds a water sample to the tube or point on view (surface water at a point), then opens it. */
export const addWaterSample = defineCommand({
  id: 'records.add.waterSample',
  titleKey: 'screens.add.waterSample',
  group: 'record',
  when: (context) => context.adders.get('waterSample')?.busy === false,
  run: (context) => context.adders.get('waterSample')?.add(),
});
