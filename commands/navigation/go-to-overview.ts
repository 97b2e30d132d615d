import { defineCommand } from '../command';

/** Opens the project's overview table (spec 01 section 2; overview 108 by default, section 9). */
export const goToOverview = defineCommand({
  id: 'navigate.overview',
  titleKey: 'commands.navigate.overview',
  group: 'navigation',
  hotkey: 'Alt+O',
  when: (context) => context.route.projectId !== null && context.route.screen !== 'overview',
  run: (context) => {
    if (context.route.projectId !== null) context.app.navigate({ to: 'overview', projectId: context.route.projectId });
  },
});
