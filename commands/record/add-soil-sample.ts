import { defineCommand } from '../command';

/** Adds a soil sample (jar) to the point on view, named after it, then opens it. */
export const addSoilSample = defineCommand({
  id: 'records.add.soilSample',
  titleKey: 'screens.add.soilSample',
  group: 'record',
  when: (context) => context.adders.get('soilSample')?.busy === false,
  run: (context) => context.adders.get('soilSample')?.add(),
});
