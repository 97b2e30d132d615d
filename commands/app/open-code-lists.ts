import { defineCommand } from '../command';

/** Opens the licence's code lists with each code's use count (spec 01 section 3; spec 02 section 2, user menu). */
export const openCodeLists = defineCommand({
  id: 'app.codeLists',
  titleKey: 'userMenu.commands.codeLists',
  keywordsKey: 'userMenu.commands.codeListsKeywords',
  group: 'app',
  when: () => true,
  run: (context) => context.app.navigate({ to: 'codeLists' }),
});
