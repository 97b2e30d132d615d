import { defineCommand } from '../command';

/** Fetches every widget's data again (spec 02 section 2, edit mode's refresh). */
export const refreshDashboard = defineCommand({
  id: 'dashboard.refresh',
  titleKey: 'dashboard.command.refresh',
  keywordsKey: 'dashboard.command.refreshKeywords',
  group: 'record',
  when: (context) => Boolean(context.dashboard),
  run: (context) => context.dashboard?.refresh(),
});
