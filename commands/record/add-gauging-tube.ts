import { defineCommand } from '../command';

/** Adds a gauging tube to the point on view, named after it, then opens it. */
export const addGaugingTube = defineCommand({
  id: 'records.add.gaugingTube',
  titleKey: 'screens.add.gaugingTube',
  group: 'record',
  when: (context) => context.adders.get('gaugingTube')?.busy === false,
  run: (context) => context.adders.get('gaugingTube')?.add(),
});
