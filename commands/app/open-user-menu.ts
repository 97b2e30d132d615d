import { defineCommand } from '../command';

/** Opens the user menu in the header from anywhere (spec 02 section 2, 'User menu'). */
export const openUserMenu = defineCommand({
  id: 'app.userMenu',
  titleKey: 'userMenu.commands.open',
  keywordsKey: 'userMenu.commands.openKeywords',
  group: 'app',
  hotkey: 'Alt+U',
  when: () => true,
  run: (context) => context.app.openUserMenu(),
});
