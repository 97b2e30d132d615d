import { defineCommand } from '../command';

/** Borelog (spec 01 section 2, an action of the project and point screens): opens or closes the borelog side panel. */
export const toggleBorelog = defineCommand({
  id: 'project.borelog',
  titleKey: 'media.borelog.command',
  keywordsKey: 'media.borelog.commandKeywords',
  group: 'project',
  hotkey: 'Alt+B',
  when: (context) => context.borelog != null,
  run: (context) => context.borelog?.toggle(),
});
