import { defineCommand } from '../command';

/** Opens my account: the profile and the licence's functions (spec 02 sections 2 and 7). */
export const openMyAccount = defineCommand({
  id: 'app.myAccount',
  titleKey: 'userMenu.commands.myAccount',
  keywordsKey: 'userMenu.commands.myAccountKeywords',
  group: 'app',
  when: () => true,
  run: (context) => context.app.navigate({ to: 'myAccount' }),
});
