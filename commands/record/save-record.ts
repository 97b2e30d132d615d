import { defineCommand } from '../command';

/**
 * Saves the screen on view (a record screen, or a grid screen): Ctrl+S, also while typing in an
 * editor, where it matters most. The browser's 'save page' never opens, even with nothing to save.
 */
export const saveRecord = defineCommand({
  id: 'record.save',
  titleKey: 'commands.record.save',
  keywordsKey: 'commands.record.saveKeywords',
  group: 'record',
  hotkey: 'Mod+S',
  whileTyping: true,
  claimsHotkey: true,
  when: (context) => context.canSave && context.unsavedChanges && context.record?.busy !== true,
  run: (context) => context.app.saveScreen(),
});
