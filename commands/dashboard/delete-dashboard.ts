import { defineCommand } from '../command';

/** Asks to delete the dashboard on view (spec 02 section 2; the Home Dashboard refuses). */
export const deleteDashboard = defineCommand({
  id: 'dashboard.delete',
  titleKey: 'dashboard.command.delete',
  keywordsKey: 'dashboard.command.deleteKeywords',
  group: 'record',
  when: (context) => Boolean(context.dashboard),
  run: (context) => context.dashboard?.requestDelete(),
});
