import { defineCommand } from '../command';

/** Opens the project's Home Dashboard (spec 02 section 2, /project/{projectId}/dashboard/1). */
export const openDashboard = defineCommand({
  id: 'dashboard.open',
  titleKey: 'dashboard.command.open',
  keywordsKey: 'dashboard.command.openKeywords',
  group: 'navigation',
  hotkey: 'Alt+D',
  when: (context) => context.route.projectId !== null && !context.dashboard,
  run: (context) => {
    if (context.route.projectId !== null) context.app.navigate({ to: 'dashboard', projectId: context.route.projectId });
  },
});
