import { defineCommand } from '../command';

/** Opens the rename dialog (spec 02 section 2: in edit mode; the Home Dashboard refuses). */
export const renameDashboard = defineCommand({
  id: 'dashboard.rename',
  titleKey: 'dashboard.command.rename',
  keywordsKey: 'dashboard.command.renameKeywords',
  group: 'record',
  when: (context) => context.dashboard?.editing === true,
  run: (context) => context.dashboard?.rename(),
});
