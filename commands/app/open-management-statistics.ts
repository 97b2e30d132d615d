import { defineCommand } from '../command';
import { commandRights } from '../rights';

/** Opens the licence's management statistics, the application manager's (spec 02 section 2, user menu). */
export const openManagementStatistics = defineCommand({
  id: 'app.managementStatistics',
  titleKey: 'userMenu.commands.statistics',
  keywordsKey: 'userMenu.commands.statisticsKeywords',
  group: 'app',
  right: commandRights.userAdministration,
  when: () => true,
  run: (context) => context.app.navigate({ to: 'managementStatistics' }),
});
