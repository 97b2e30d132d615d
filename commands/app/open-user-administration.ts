import { defineCommand } from '../command';
import { commandRights } from '../rights';

/** Opens user administration, the user menu's entry for the application manager (spec 02 sections 2 and 6). */
export const openUserAdministration = defineCommand({
  id: 'app.userAdministration',
  titleKey: 'accounts.commands.userAdministration',
  keywordsKey: 'accounts.commands.userAdministrationKeywords',
  group: 'app',
  right: commandRights.userAdministration,
  when: () => true,
  run: (context) => context.app.navigate({ to: 'userAdmin' }),
});
