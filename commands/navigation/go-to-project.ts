import { defineCommand } from '../command';

/** 'Go to project…': the palette's page listing the projects by code and name. */
export const goToProject = defineCommand({
  id: 'navigate.project',
  titleKey: 'commands.navigate.project',
  group: 'navigation',
  palettePage: 'projects',
  when: () => true,
  run: (context) => context.app.openPalette('projects'),
});
