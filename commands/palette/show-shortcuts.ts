import { defineCommand } from '../command';

/** Opens the overlay that lists every shortcut available where the user is. */
export const showShortcuts = defineCommand({
  id: 'shortcuts.show',
  titleKey: 'commands.shortcuts.show',
  keywordsKey: 'commands.shortcuts.keywords',
  group: 'app',
  hotkey: '?',
  when: () => true,
  run: (context) => context.app.showShortcuts(),
});
