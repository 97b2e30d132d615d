import { defineCommand } from '../command';

/** Opens the command palette: Ctrl+K or Cmd+K, and Ctrl+Shift+P as in VS Code. */
export const openPalette = defineCommand({
  id: 'palette.open',
  titleKey: 'commands.palette.open',
  group: 'app',
  hotkey: ['Mod+K', 'Mod+Shift+P'],
  // The palette is where a keyboard user goes from anywhere, an editor included.
  whileTyping: true,
  claimsHotkey: true,
  when: () => true,
  run: (context) => context.app.openPalette(),
});
