import { defineCommand } from '../command';

/**
 * Create water samples for many tubes at once (spec 02 section 2, 'Create water samples dialog'):
 * on the project's and the overview's toolbars and in the palette; opens the project's screen for it.
 */
export const createWaterSamples = defineCommand({
  id: 'project.createWaterSamples',
  titleKey: 'createSamples.open',
  keywordsKey: 'commands.project.createWaterSamplesKeywords',
  group: 'project',
  when: (context) => context.route.projectId !== null && context.route.screen !== 'other',
  run: (context) => {
    if (context.route.projectId !== null) context.app.navigate({ to: 'createWaterSamples', projectId: context.route.projectId });
  },
});
