import { defineCommand } from '../command';

/** Opens the add-dashboard dialog (spec 02 section 2). */
export const addDashboard = defineCommand({
  id: 'dashboard.add',
  titleKey: 'dashboard.command.add',
  keywordsKey: 'dashboard.command.addKeywords',
  group: 'record',
  when: (context) => Boolean(context.dashboard),
  run: (context) => context.dashboard?.add(),
});
