import { defineCommand } from '../command';

/** Switches the dashboard's edit mode on or off; off stores the widgets (spec 02 sections 2 and 4). */
export const toggleDashboardEdit = defineCommand({
  id: 'dashboard.toggleEdit',
  titleKey: 'dashboard.command.toggleEdit',
  keywordsKey: 'dashboard.command.toggleEditKeywords',
  group: 'record',
  hotkey: 'Alt+E',
  when: (context) => Boolean(context.dashboard),
  run: (context) => context.dashboard?.toggleEdit(),
});
