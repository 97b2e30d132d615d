import { defineCommand } from '../command';

/** Adds an air sample to the tube or point on view, then opens it. */
export const addAirSample = defineCommand({
  id: 'records.add.airSample',
  titleKey: 'screens.add.airSample',
  group: 'record',
  when: (context) => context.adders.get('airSample')?.busy === false,
  run: (context) => context.adders.get('airSample')?.add(),
});
