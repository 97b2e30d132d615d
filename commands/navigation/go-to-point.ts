import { defineCommand } from '../command';

/** 'Go to measurement point…': the palette's page listing the project's points by name. */
export const goToPoint = defineCommand({
  id: 'navigate.point',
  titleKey: 'commands.navigate.point',
  group: 'navigation',
  palettePage: 'points',
  when: (context) => context.route.projectId !== null,
  run: (context) => context.app.openPalette('points'),
});
