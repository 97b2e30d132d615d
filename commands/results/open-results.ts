import { defineCommand } from '../command';

/** Opens the project's analysis results (spec 02 section 2, 'Analysis results screen'). */
export const openResults = defineCommand({
  id: 'results.open',
  titleKey: 'results.command.open',
  keywordsKey: 'results.command.openKeywords',
  group: 'project',
  hotkey: 'Alt+Shift+R',
  when: (context) => context.route.projectId !== null,
  run: (context) => {
    if (context.route.projectId !== null) context.app.navigate({ to: 'results', projectId: context.route.projectId });
  },
});
